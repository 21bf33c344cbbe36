import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { parse } from 'cookie';

export const SESSION_COOKIE = 'noq_session';

/**
 * The device cookie (issue 29 §4): the tokens of the accounts that logged in successfully from this
 * browser (at most DEVICE_TOKENS_KEPT, newest first, '.'-separated). The database keeps only their
 * SHA-256 (login_device). A login for one of those accounts from this browser is counted per
 * device, not against the account's limit, so strangers' guesses cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'noq_device';
export const DEVICE_TOKENS_KEPT = 5;
export { DEVICE_DAYS } from './device-days';
import { DEVICE_DAYS } from './device-days';

export interface CookieSettings {
  /** Secure cookies when the app is served over https (NOQ_PUBLIC_URL). */
  secure: boolean;
}

export function readSessionToken(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  return parse(header)[SESSION_COOKIE] ?? null;
}

/** Secure when configured (NOQ_PUBLIC_URL https), or when a trusted proxy says the request came over https. */
const isSecure = (res: Response, settings: CookieSettings): boolean => settings.secure || res.req.secure;

/**
 * The session's mark (issue 29 §5): a cookie the page may read (not HttpOnly), set and cleared with
 * the session cookie and expiring with it: `<16 random bytes>.<absolute expiry, epoch seconds>`.
 * It opens nothing (the server never reads it as a credential); it tells the page which session it
 * is in and when that session ends at the latest. The offline page shows a guest's kept bookings
 * only while the mark they were kept under is still there and unexpired; every request that brings
 * a session cookie or a mark but no live session gets both cleared, so a session ended elsewhere
 * (expiry, a reset, deactivation) takes the mark with it on the next request.
 */
export const SESSION_MARK_COOKIE = 'noq_session_mark';

export function setSessionCookie(res: Response, token: string, expires: Date, settings: CookieSettings): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: isSecure(res, settings), path: '/', expires });
  const mark = `${randomBytes(16).toString('base64url')}.${Math.floor(expires.getTime() / 1000)}`;
  res.cookie(SESSION_MARK_COOKIE, mark, { httpOnly: false, sameSite: 'lax', secure: isSecure(res, settings), path: '/', expires });
}

export function clearSessionCookie(res: Response, settings: CookieSettings): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(res, settings), path: '/' });
  res.clearCookie(SESSION_MARK_COOKIE, { httpOnly: false, sameSite: 'lax', secure: isSecure(res, settings), path: '/' });
}

/** Whether the request carries a session mark (issue 29 §5). */
export function hasSessionMark(req: Request): boolean {
  const header = req.headers.cookie;
  return !!header && parse(header)[SESSION_MARK_COOKIE] !== undefined;
}

/** The device cookie's tokens (well-formed ones only). */
export function readDeviceTokens(req: Request): string[] {
  const header = req.headers.cookie;
  if (!header) return [];
  const value = parse(header)[DEVICE_COOKIE] ?? '';
  return value
    .split('.')
    .filter((t) => /^[A-Za-z0-9_-]{43}$/.test(t))
    .slice(0, DEVICE_TOKENS_KEPT);
}

export function setDeviceCookie(res: Response, tokens: readonly string[], settings: CookieSettings): void {
  res.cookie(DEVICE_COOKIE, tokens.slice(0, DEVICE_TOKENS_KEPT).join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(res, settings),
    path: '/',
    maxAge: DEVICE_DAYS * 24 * 3600 * 1000,
  });
}
