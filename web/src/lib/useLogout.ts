import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LANGUAGE_KEY } from '../i18n/languages';
import { forgetPersonalData } from './offline-store';
import { paths } from './paths';
import { LogoutDocument } from './session.graphql';

/**
 * SPEC §2, §9: logging out ends the session on the server, clears all local storage, goes to `/`
 * and reloads the page (so no cached data of the person survives). What was kept for the offline
 * page goes too (lib/offline-store.ts: the bookings snapshot and any cache but the service
 * worker's precache of the app's files). A failed call still leaves: the reload shows whether the
 * session is gone.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The page reloads either way; the login page shows if the session ended.
    } finally {
      // The browser's language choice is not the person's data: the login page keeps speaking it.
      const language = window.localStorage.getItem(LANGUAGE_KEY);
      window.localStorage.clear();
      if (language) window.localStorage.setItem(LANGUAGE_KEY, language);
      await forgetPersonalData();
      window.location.assign(paths.home);
    }
  }, [logout]);
}
