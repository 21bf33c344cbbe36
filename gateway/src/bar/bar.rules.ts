/**
 * Avstängning's limits and the key of a bar (issue 31 §1).
 */
/** A bar's reason: required, at most this many characters (the table's CHECK says the same). */
export const MAX_BAR_REASON = 500;

export const barKey = (guestId: number, shelterId: number): string => `${guestId}:${shelterId}`;
