import { useQuery } from '@apollo/client/react';
import { MeDocument } from '../features/auth/me.graphql';

/**
 * The logged-in person (from `me`, cached by Apollo), so a reload restores the session from the
 * cookie. `me` is null when nobody is logged in.
 */
export function useSession() {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  return { me: data?.me ?? null, loading: loading && !data, error, refetch };
}

export type SessionPerson = NonNullable<ReturnType<typeof useSession>['me']>;
