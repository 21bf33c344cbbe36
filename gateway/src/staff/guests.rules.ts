/**
 * Gäster's limits and page size (issue 31 §1).
 */
/** A note's text: 1 to MAX_NOTE characters (the table's CHECK says the same). */
export const MAX_NOTE = 2000;

/** The list shows at most this many guests (the most recently connected first). */
export const MAX_HOST_GUESTS = 500;

/** hostGuestPage's page when none is asked (the web's "Visa fler" adds as many). */
export const HOST_GUEST_PAGE = 50;
