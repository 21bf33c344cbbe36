import type { Template } from '../catalogue';

/** Booking messages to guests and the host's digest (issue 20 §3). */
export const BOOKING_TEMPLATES = {} satisfies Record<string, Template>;
