import { useEffect } from 'react';
import { isSharedDevice } from './offline-store';

/** On a shared device ("Inte min telefon", issue 36 §4) the app logs out after this long without activity. */
export const SHARED_IDLE_MS = 3 * 60 * 1000;

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Logs out after SHARED_IDLE_MS without a touch, a key or a scroll, when the person marked this
 * device as shared at login. The server's session of such a login ends after 30 minutes anyway.
 */
export function useSharedDeviceIdleLogout(logout: () => Promise<void>, idleMs: number = SHARED_IDLE_MS): void {
  useEffect(() => {
    if (!isSharedDevice()) return;
    let timer = window.setTimeout(() => void logout(), idleMs);
    const again = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void logout(), idleMs);
    };
    for (const e of ACTIVITY) window.addEventListener(e, again, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, again);
    };
  }, [logout, idleMs]);
}
