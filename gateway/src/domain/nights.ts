/** The booking rules counted in nights. */

/** A booking is at most this many nights, and an extension adds at most this many (DESIGN §4). */
export const MAX_NIGHTS = 30;
