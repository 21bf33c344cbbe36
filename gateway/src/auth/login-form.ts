/**
 * The login form without JavaScript (issue 34 §1: a guest's pages usable without it start here).
 * web/login.html's form is `<form method="post" action="/login">`; with JavaScript, login.ts sends it
 * as the `login` mutation instead. Without, the browser posts it here, form-urlencoded: the same
 * `AuthService.login` (its throttle, its answers), refused cross-site (platform/rest/csrf.ts: a
 * login CSRF would log the victim into someone else's account), then 303 See Other:
 *
 * - logged in: to `next` when it is a path of this app (as login.ts's `requestedPath`), else the
 *   guest's `/user` (a page rendered on the server) or `/` (the app, which sends staff home);
 * - refused: back to `/login?failed=<code>` (keeping `next`), which this module serves as
 *   login.html with the reason in a `role="alert"` paragraph where login.ts puts its own, and the
 *   `next` field in the form.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { AppError, asAppError } from '../platform/errors';
import { logError } from '../platform/log';
import { MESSAGES } from '../platform/messages';
import { sitePath } from '../platform/validate';
import { requestScope } from '../platform/request-scope';
import { refuseCrossSite, type TrustProxy } from '../platform/rest/csrf';
import {
  clearSessionCookie,
  type CookieSettings,
  readDeviceTokens,
  readSessionToken,
  setDeviceCookie,
  setSessionCookie,
} from '../platform/session-cookie';
import type { Services } from '../platform/services';

export const LOGIN_PATH = '/login';
/** The side menu's "Logga ut" as a form (web/src/app/shell/SideMenu.tsx), for a page without JavaScript. */
export const LOGOUT_PATH = '/logout';

/** The refusals the page names; anything else reads as a failed login. */
const FAILURES = ['LOGIN_FAILED', 'ACCOUNT_NOT_ACTIVATED', 'ACCOUNT_DEACTIVATED', 'TOO_MANY_REQUESTS'] as const;
type Failure = (typeof FAILURES)[number];
const isFailure = (code: unknown): code is Failure => (FAILURES as readonly unknown[]).includes(code);

/** What the page says, as login.ts says it (a throttled login also says why). */
export const failureText = (code: Failure): string =>
  code === 'TOO_MANY_REQUESTS' ? `${MESSAGES.LOGIN_FAILED.default} ${MESSAGES.TOO_MANY_REQUESTS.default}` : MESSAGES[code].default;

/** `next`: a path of this app other than the login page and `/` (never another site), or null. */
export function requestedPath(next: unknown): string | null {
  const asked = sitePath(next);
  const page = asked?.split(/[?#]/)[0];
  return asked === null || page === '/' || page === LOGIN_PATH ? null : asked;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const withQuery = (query: Record<string, string>): string => `${LOGIN_PATH}?${new URLSearchParams(query).toString()}`;

/** The form's fields (form-urlencoded, one value each). */
const field = (req: Request, name: string): unknown => (req.body as Record<string, unknown> | undefined)?.[name];

export interface LoginFormOptions {
  services: Services;
  cookieSettings: CookieSettings;
  publicOrigin: string | null;
  trustProxy: TrustProxy;
}

/** POST /login: the form's post. */
export function loginFormPost({ services, cookieSettings, publicOrigin, trustProxy }: LoginFormOptions): Router {
  return formPost(LOGIN_PATH, { publicOrigin, trustProxy }, { limit: '10kb', parameterLimit: 20 }, async (req, res) => {
    const next = requestedPath(field(req, 'next'));
    const email = field(req, 'email');
    try {
      const result = await services.auth.login(
        typeof email === 'string' ? email.trim() : email,
        field(req, 'password'),
        readSessionToken(req),
        req.ip,
        readDeviceTokens(req),
      );
      setSessionCookie(res, result.token, result.expiresAt, cookieSettings);
      setDeviceCookie(res, result.deviceTokens, cookieSettings);
      res.redirect(303, next ?? (result.me.usergroups[0] === 'user' ? '/user' : '/'));
    } catch (e) {
      const err = asAppError(e);
      if (!(err instanceof AppError)) logError('login form', e);
      const failed = err instanceof AppError && isFailure(err.code) ? err.code : 'LOGIN_FAILED';
      res.redirect(303, withQuery(next ? { failed, next } : { failed }));
    }
  });
}

/**
 * POST /logout: the side menu's "Logga ut" posted without JavaScript (a server-rendered guest page
 * in a browser without scripts). The same `AuthService.logout` as `POST /api/logout/`, the session
 * cookie cleared, then 303 to the login page. Refused cross-site (a page elsewhere must not log
 * anyone out); with JavaScript, the app logs out itself (and clears what it kept on the device).
 */
export function logoutFormPost({ services, cookieSettings, publicOrigin, trustProxy }: LoginFormOptions): Router {
  return formPost(LOGOUT_PATH, { publicOrigin, trustProxy }, { limit: '1kb', parameterLimit: 5 }, async (req, res) => {
    await services.auth.logout(readSessionToken(req));
    clearSessionCookie(res, cookieSettings);
    res.redirect(303, LOGIN_PATH);
  });
}

/**
 * A form's post at `at`: refused cross-site, its form-urlencoded body within `limits`, the
 * request's scope, and an answer never stored (`no-store`) before `handle` answers.
 */
function formPost(
  at: string,
  { publicOrigin, trustProxy }: Pick<LoginFormOptions, 'publicOrigin' | 'trustProxy'>,
  limits: { limit: string; parameterLimit: number },
  handle: (req: Request, res: Response) => Promise<void>,
): Router {
  const r = Router({ caseSensitive: true });
  r.post(at, refuseCrossSite(publicOrigin, trustProxy), express.urlencoded({ extended: false, ...limits }), requestScope, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    return handle(req, res);
  });
  return r;
}

/**
 * GET /login: login.html as it is (`plain`, the static file), or, with `?failed=` or `?next=`, with
 * the reason and the `next` field written in (never stored: `no-store`).
 */
export function loginPage(webDist: string, plain: RequestHandler): RequestHandler {
  let html: string | null = null;
  return (req, res, next) => {
    const failed = isFailure(req.query.failed) ? req.query.failed : null;
    const asked = requestedPath(req.query.next);
    if (!failed && !asked) return plain(req, res, next);
    try {
      html ??= fs.readFileSync(path.join(webDist, 'login.html'), 'utf8');
    } catch (e) {
      return next(e);
    }
    let page = html;
    if (asked) {
      // A function, not a replacement string: a `$` in the path is text, never a pattern.
      page = page.replace(
        /<form [^>]*id="login-form"[^>]*>/,
        (form) => `${form}<input type="hidden" name="next" value="${escapeHtml(asked)}" />`,
      );
    }
    if (failed) {
      page = page.replace(
        /<div class="login__actions">/,
        (actions) => `<p role="alert" class="error" id="login-failure">${escapeHtml(failureText(failed))}</p>${actions}`,
      );
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(page);
  };
}
