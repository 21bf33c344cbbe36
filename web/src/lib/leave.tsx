import { createContext, useContext, useEffect } from 'react';
import { paths } from './paths';
import { useTexts } from './texts';

/**
 * Loads another page of the site as a whole document, replacing the current history entry. The
 * login page is its own small page without React (src/login/, issue 17), so the app reaches it so.
 * Component tests provide a recorder instead (test-support/render.tsx).
 */
export type Leave = (url: string) => void;

export const LeaveContext = createContext<Leave>((url) => window.location.replace(url));

/** The login page, asked to come back to `from` (a path of the app) after logging in (SPEC §2). */
export const loginUrl = (from?: string): string =>
  from && from !== paths.home && from !== paths.login ? `${paths.login}?next=${encodeURIComponent(from)}` : paths.login;

/** Leaves for `url` once rendered; meanwhile says 'Laddar...'. */
export function LeaveFor({ url }: { url: string }) {
  const leave = useContext(LeaveContext);
  const t = useTexts();
  useEffect(() => leave(url), [leave, url]);
  return <p role="status">{t.status.loading}</p>;
}
