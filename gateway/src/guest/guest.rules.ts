/**
 * The guest records' limits, the UNO code's shape and the texts of their refusals (issue 31 §1).
 */
import { MESSAGES } from '../platform/messages';

/** A caseworker's guest list is cut here; the search narrows it. */
export const MAX_CASEWORKER_GUESTS = 500;

/** A caseworker's guest count stops this many guests past the page asked for (issue 22). */
export const COUNT_AHEAD = 100;

/** Up to this many bookings at a caseworker's shelters, their guests are sorted directly (issue 22). */
export const SPARSE_BOOKINGS = 10_000;

/** A search by name may match several people; more than this is not useful on a screen. */
export const MAX_SEARCH_RESULTS = 100;

/** One guest's bookings on the caseworker's Användare page, newest stay first, are cut here. */
export const MAX_GUEST_BOOKINGS = 200;

export const UNO_SHAPE = /^[0-9]{4}$/;

export const REQUIRED_FIELDS_MESSAGE = MESSAGES.BAD_USER_INPUT.guestFieldsRequired;

export const SEARCH_PARAMS_MESSAGE = MESSAGES.BAD_USER_INPUT.guestSearchParams;

export const UNO_FORMAT_MESSAGE = MESSAGES.BAD_USER_INPUT.uno;

export const GENDER_MESSAGE = MESSAGES.BAD_USER_INPUT.gender;
