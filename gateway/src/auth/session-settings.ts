/**
 * How long a session lasts (DESIGN §6): read by the login, the session lookup and the pruning of
 * expired sessions.
 */

export interface SessionSettings {
  /** A session unused this long ends. */
  idleSeconds: number;
  /** A session ends this long after login, used or not. */
  absoluteSeconds: number;
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  idleSeconds: 24 * 3600,
  absoluteSeconds: 14 * 24 * 3600,
};

/** How often last_seen_at is written: once in a while, not on every request. */
export const TOUCH_AFTER_SECONDS = 300;
