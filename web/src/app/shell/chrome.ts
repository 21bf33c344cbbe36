import { type ComponentType, createContext, useContext } from 'react';
import type { MenuEntry } from './menu';
import type { SessionPerson } from '../../lib/session';

/**
 * The logged-in parts of the layout (SPEC §2 Layout): the top bar and the side menu. They ask the
 * server through Apollo, so they come with the logged-in app (app/runtime.tsx) and are not part of
 * the login page's code; app/shell/Layout.tsx shows them when this is set.
 */
export interface Chrome {
  TopBar: ComponentType<{ me: SessionPerson }>;
  SideMenu: ComponentType<{ id: string; entries: MenuEntry[]; open: boolean }>;
}

export const ChromeContext = createContext<Chrome | null>(null);

export const useChrome = (): Chrome | null => useContext(ChromeContext);
