import { Router } from 'express';
import { AppError } from '../platform/errors';
import { shim } from '../platform/rest/http';
import { hostWire } from '../shelter/shelter.wire';
import type { MeView } from './auth.view';
import { clearSessionCookie, readDeviceTokens, setDeviceCookie, setSessionCookie } from '../platform/session-cookie';
import { NOTICES } from '../platform/messages';

/** SPEC §7's login result for a logged-in person (also the answer of GET api/self/auth/). */
function loginResult(me: MeView, message: string) {
  return {
    login_status: true,
    message,
    groups: me.usergroups,
    first_name: me.firstName,
    last_name: me.lastName,
    host: me.host ? hostWire(me.host) : null,
  };
}

/**
 * The session over REST (DESIGN §12): POST api/login/ with SPEC §7's body and answer shape,
 * GET api/self/auth/ (the current session, as a login result), GET or POST api/logout/.
 */
export function authRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/login',
    shim('public', async ({ req, res, services, token, cookieSettings }) => {
      const body: unknown = req.body;
      const { email, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      try {
        const result = await services.auth.login(email, password, token, req.ip, readDeviceTokens(req));
        setSessionCookie(res, result.token, result.expiresAt, cookieSettings);
        setDeviceCookie(res, result.deviceTokens, cookieSettings);
        return loginResult(result.me, NOTICES.loggedIn);
      } catch (e) {
        // DESIGN §12: a failed login is 200 {login_status: false}, what every client of the
        // original reads; throttling keeps its 429 (with Retry-After, set by the error handler).
        if (
          e instanceof AppError &&
          (e.code === 'LOGIN_FAILED' || e.code === 'ACCOUNT_NOT_ACTIVATED' || e.code === 'ACCOUNT_DEACTIVATED')
        ) {
          return { login_status: false, message: e.message, error: e.message, code: e.code };
        }
        if (e instanceof AppError && e.code === 'TOO_MANY_REQUESTS') {
          if (e.retryAfterSeconds !== undefined) res.set('Retry-After', String(e.retryAfterSeconds));
          res.status(e.status).json({ login_status: false, message: e.message, error: e.message, code: e.code });
          return undefined;
        }
        throw e;
      }
    }),
  );
  r.get(
    '/self/auth',
    shim('public', async ({ res, actor, services }) => {
      if (!actor) {
        const e = new AppError('UNAUTHENTICATED');
        res.status(e.status).json({ login_status: false, message: e.message, error: e.message, code: e.code });
        return undefined;
      }
      return loginResult(await services.auth.me(actor), NOTICES.sessionActive);
    }),
  );
  const logout = shim('public', async ({ res, services, token, cookieSettings }) => {
    await services.auth.logout(token);
    clearSessionCookie(res, cookieSettings);
    return { logout_status: true, message: NOTICES.loggedOut };
  });
  r.get('/logout', logout);
  r.post('/logout', logout);
  return r;
}
