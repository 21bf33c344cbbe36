import { useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';
import { type Session, SessionContext } from './session';
import { MeDocument } from './session.graphql';

/** The session from Apollo's cached `me`: a refetch of `me` anywhere (e.g. Settings) updates it. */
export function ApolloSession({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  const session = useMemo<Session>(
    () => ({ me: data?.me ?? null, loading: loading && !data, error: error ?? undefined, refetch }),
    [data, loading, error, refetch],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
