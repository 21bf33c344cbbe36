/**
 * The open feed's limit per client (issue 31 §1: out of the service file).
 */
/** Requests per client address per window: an app polling every few seconds fits; a scraper loop does not. */
export const DEFAULT_OPEN_FEED_LIMIT = { windowSeconds: 60, perClient: 120 };
