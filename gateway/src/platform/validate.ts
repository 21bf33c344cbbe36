/**
 * The input rules every feature shares (issue 31 §3): ids, plain text fields, e-mail addresses and
 * passwords, each with the Swedish message of platform/messages.ts. A rule one feature alone has
 * stays with that feature; a rule a second feature needs moves here.
 */
import { AppError } from './errors';
import { MESSAGES } from './messages';

/** A person's first or last name: at most this long. */
export const MAX_NAME = 100;
/** The longest text field unless a rule says otherwise. */
export const MAX_TEXT = 200;
/** A new password: at least this long (the web checks the same before sending). */
export const MIN_PASSWORD = 8;
/** Longer inputs are refused before scrypt sees them (as at login). */
export const MAX_PASSWORD = 1024;
/** An e-mail address's shape: something, @, something with a dot; no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const bad = (message: string): AppError => new AppError('BAD_USER_INPUT', message);

/** A database id as the services take it: a positive 32-bit integer. */
export const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647;

/** A text field, trimmed ('' when missing); not text, blank when required, or too long: BAD_USER_INPUT naming the field. */
export function text(value: unknown, label: string, opts: { required?: boolean; max?: number } = {}): string {
  if (value !== undefined && value !== null && typeof value !== 'string') throw bad(MESSAGES.BAD_USER_INPUT.invalidValue(label));
  const v = (value ?? '').trim();
  if (opts.required && v === '') throw bad(MESSAGES.BAD_USER_INPUT.required(label));
  if (v.length > (opts.max ?? MAX_TEXT)) throw bad(MESSAGES.BAD_USER_INPUT.fieldTooLong(label, opts.max ?? MAX_TEXT));
  return v;
}

/** An id typed by a person or sent as a string of digits; otherwise BAD_USER_INPUT naming the field. */
export function idField(value: unknown, label: string): number {
  const n = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw bad(MESSAGES.BAD_USER_INPUT.required(label));
  return n;
}

/** An e-mail address, required, lower-cased. */
export function validateEmail(value: unknown): string {
  const email = text(value, 'E-post', { required: true, max: 320 }).toLowerCase();
  if (!EMAIL_SHAPE.test(email)) throw bad(MESSAGES.BAD_USER_INPUT.emailInvalid);
  return email;
}

/** A password an admin or the command line sets: MIN_PASSWORD to MAX_PASSWORD characters. */
export function validatePassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD) throw bad(MESSAGES.BAD_USER_INPUT.passwordTooShort(MIN_PASSWORD));
  if (value.length > MAX_PASSWORD) throw bad(MESSAGES.BAD_USER_INPUT.passwordTooLong(MAX_PASSWORD));
  return value;
}

/**
 * A path of this site to send a browser back to (the login's `next`, a plain form's `back`): it
 * starts with one `/` (never `//` or `/\`, which a browser reads as another host), holds no control
 * character and is at most 2,000 characters; else null.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return /\p{Cc}/u.test(value) ? null : value;
}
