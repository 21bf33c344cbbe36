/**
 * The bars' SQL (issue 31 §1): what makes a bar in force, shared by the requests that a bar refuses
 * and the host's lists.
 */

/** A bar in force on `today`: not lifted, and its last day is today or later. */
/** A bar in force on `today` (an SQL expression): not lifted, its last day not passed. */
export const ACTIVE = (alias: string, today: string) => `${alias}.lifted_at IS NULL AND ${alias}.until >= ${today}`;
