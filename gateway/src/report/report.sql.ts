/**
 * The report feature's SQL (issue 31 §1): which bookings count as nights used, shared by the report
 * and invoicing.
 */

/** Bookings whose nights were used: the guest was checked in (DESIGN §5). */
export const USED_STATUSES = ['checked_in', 'completed'] as const;
