/**
 * The volunteer's limits, defaults and the texts of their refusals (issue 31 §1).
 */
import { MAX_AVAILABILITY_DAYS } from '../shelter/shelter.rules';
import { MESSAGES } from '../platform/messages';

/** Nights shown when the volunteer gives no end date. */
export const DEFAULT_NIGHTS = 14;

/** The most nights one availability call may cover (the ledger view caps days at 31). */
export const MAX_NIGHTS_SHOWN = MAX_AVAILABILITY_DAYS;

/** The volunteer's own list keeps requests whose stay ended at most this many days ago. */
export const RECENT_DAYS = 7;

/** At most this many of the volunteer's own requests are listed. */
export const MAX_OWN_BOOKINGS = 200;

export const DATE_FORMAT_MESSAGE = MESSAGES.BAD_USER_INPUT.dateFormat;

export const END_NOT_AFTER_START_MESSAGE = MESSAGES.BAD_USER_INPUT.volunteerEndNotAfterStart;

export const RANGE_TOO_LONG_MESSAGE = MESSAGES.BAD_USER_INPUT.volunteerRangeTooLong(MAX_NIGHTS_SHOWN);

/** volunteerAvailabilityPage: shelters per page by default, and at most. */
export const DEFAULT_PAGE = 20;

export const MAX_PAGE = 200;

/** The longest free-text search (characters). */
export const MAX_SEARCH = 100;
