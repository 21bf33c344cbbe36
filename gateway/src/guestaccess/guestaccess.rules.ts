/**
 * The rules of logging in without e-mail (issue 36): what a Swedish mobile number is, what an SMS
 * code, a start code and a PIN look like, and how long each lives.
 */
import { createHash, randomInt } from 'node:crypto';

/** An SMS code lives 10 minutes from the send, is used once, and dies after 5 wrong tries. */
export const SMS_CODE_TTL_SECONDS = 10 * 60;
export const SMS_CODE_MAX_TRIES = 5;

/** A start code lives 14 days (a guest without a phone may come back to a computer days later). */
export const START_CODE_TTL_DAYS = 14;
/**
 * The start code's alphabet: no 0/O, 1/I/L, 5/S, 2/Z, 8/B (read aloud or off a slip, they are
 * confused). 25 letters and digits, 12 characters: about 55 bits.
 */
export const START_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const START_CODE_LENGTH = 12;

/** Wrong PINs in a row before the account locks (until staff give a new start code, or an SMS code opens it). */
export const PIN_MAX_FAILURES = 5;

/** A Swedish mobile number in E.164 (+467XXXXXXXX), from what a person types (07x…, +46 7x…, 0046…); null otherwise. */
export function swedishMobile(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const t = value.replace(/[\s\-().]/g, '');
  const m = /^(?:\+46|0046|46|0)(7\d{8})$/.exec(t);
  return m ? `+46${m[1]}` : null;
}

/** How a number is shown back to its owner: 070-123 45 67. */
export function showPhone(e164: string): string {
  const local = `0${e164.slice(3)}`;
  return `${local.slice(0, 3)}-${local.slice(3, 6)} ${local.slice(6, 8)} ${local.slice(8)}`;
}

/** A new 6-digit SMS code (leading zeros kept). */
export const newSmsCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

export const SMS_CODE_SHAPE = /^\d{6}$/;

/** The code as the person typed it: digits only (spaces a phone's keyboard adds are dropped). */
export const typedSmsCode = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s/g, '') : '');

/** SHA-256 of a code, salted with its row's purpose and number: a table of codes holds no code. */
export const hashSmsCode = (phone: string, purpose: string, code: string): string =>
  createHash('sha256').update(`noq-sms:${purpose}:${phone}:${code}`).digest('base64url');

export function newStartCode(): string {
  let s = '';
  for (let i = 0; i < START_CODE_LENGTH; i++) s += START_CODE_ALPHABET[randomInt(START_CODE_ALPHABET.length)];
  return s;
}

/** The start code as typed: upper case, without spaces and dashes (the slip prints it in groups of four). */
export const typedStartCode = (value: unknown): string => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : '');

export const START_CODE_SHAPE = new RegExp(`^[${START_CODE_ALPHABET}]{${START_CODE_LENGTH}}$`);

export const hashStartCode = (code: string): string => createHash('sha256').update(`noq-start:${code}`).digest('base64url');

/** The slip's way of printing a start code: ABCD-EFGH-JKMN. */
export const groupedStartCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A PIN is exactly 6 digits. */
export const PIN_SHAPE = /^\d{6}$/;

export interface GuestAccessLimit {
  windowSeconds: number;
  /** Per phone number (sends) or per code (not used: a code's own 5 tries). */
  perKey: number;
  /** Per client address. */
  perClient: number;
}

/** The sends of codes, the tries of codes and start codes, per number and per client, in 15 minutes. */
export const DEFAULT_GUEST_ACCESS_LIMITS = {
  send: { windowSeconds: 15 * 60, perKey: 3, perClient: 20 },
  verify: { windowSeconds: 15 * 60, perKey: 20, perClient: 50 },
  startCode: { windowSeconds: 15 * 60, perKey: 20, perClient: 20 },
} satisfies Record<string, GuestAccessLimit>;

/** A shared computer's session ("Inte min telefon", issue 36 §4) ends after this at the latest. */
export const SHARED_SESSION_SECONDS = 30 * 60;

/** A request for a code and a code's check answer no sooner than this (the same time for every number). */
export const CODE_ANSWER_FLOOR_MS = 300;
