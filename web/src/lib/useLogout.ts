import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { paths } from './paths';
import { LogoutDocument } from './session.graphql';

/**
 * SPEC §2, §9: logging out ends the session on the server, clears all local storage, goes to `/`
 * and reloads the page (so no cached data of the person survives). A failed call still leaves:
 * the reload shows whether the session is gone.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The page reloads either way; the login page shows if the session ended.
    } finally {
      window.localStorage.clear();
      window.location.assign(paths.home);
    }
  }, [logout]);
}
