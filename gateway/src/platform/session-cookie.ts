import type { Request, Response } from 'express';
import { parse } from 'cookie';

export const SESSION_COOKIE = 'noq_session';

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

export function setSessionCookie(res: Response, token: string, expires: Date, settings: CookieSettings): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: isSecure(res, settings), path: '/', expires });
}

export function clearSessionCookie(res: Response, settings: CookieSettings): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(res, settings), path: '/' });
}
