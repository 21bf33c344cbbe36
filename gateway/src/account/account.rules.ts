/**
 * The own account's limits and the texts of its refusals (issue 31 §1: out of the service file).
 */
import { MESSAGES } from '../platform/messages';
import { MAX_NAME, MAX_PASSWORD, MIN_PASSWORD } from '../platform/validate';

export const DEFAULT_NOTIFICATIONS = 20;

export const MAX_NOTIFICATIONS = 100;

export const NAME_REQUIRED_MESSAGE = MESSAGES.BAD_USER_INPUT.nameRequired;

export const NAME_TOO_LONG_MESSAGE = MESSAGES.BAD_USER_INPUT.nameTooLong(MAX_NAME);

export const WRONG_PASSWORD_MESSAGE = MESSAGES.BAD_USER_INPUT.wrongPassword;

export const SHORT_PASSWORD_MESSAGE = MESSAGES.BAD_USER_INPUT.newPasswordTooShort(MIN_PASSWORD);

export const LONG_PASSWORD_MESSAGE = MESSAGES.BAD_USER_INPUT.newPasswordTooLong(MAX_PASSWORD);

/** The unread count stops here: the badge shows "99+" beyond 99 (issue 22: a count that never ends is slow). */
export const MAX_UNREAD_COUNT = 100;
