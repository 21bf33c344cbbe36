import { createContext, useContext } from 'react';
import type { MeQuery } from '../gql/graphql';

/** The logged-in person, as `me` answers (lib/session.graphql.ts). */
export type SessionPerson = NonNullable<MeQuery['me']>;

/** What every view knows of the session. */
export interface Session {
  /** The logged-in person; null when nobody is logged in (or not yet known). */
  me: SessionPerson | null;
  /** True until the first answer of `me`. */
  loading: boolean;
  /** Set when `me` could not be read (the person is then treated as not logged in). */
  error?: Error;
  /** Asks `me` again. */
  refetch: () => Promise<unknown>;
}

/**
 * The session of the app, provided by SessionRoot (app/SessionRoot.tsx): before anybody logs in it
 * comes from a plain `fetch` of `me` (no Apollo on the login page); once somebody is logged in it
 * comes from Apollo's cached `me` (app/runtime.tsx), so a refetch of `me` anywhere updates it.
 */
export const SessionContext = createContext<Session>({
  me: null,
  loading: true,
  refetch: () => Promise.resolve(),
});

/** The logged-in person (from `me`), so a reload restores the session from the cookie. */
export function useSession(): Session {
  return useContext(SessionContext);
}
