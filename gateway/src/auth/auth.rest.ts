import { Router } from 'express';
import { AppError } from '../common/errors';
import { shim } from '../rest/http';
import { hostWire } from '../rest/wire';
import { setSessionCookie } from './session-cookie';

/** POST api/login/: SPEC §7's body `{email, password}` and answer shape. */
export function authRoutes(): Router {
  const r = Router();
  r.post(
    '/login',
    shim('public', async ({ req, res, services, token, cookieSettings }) => {
      const body: unknown = req.body;
      const { email, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      try {
        const result = await services.auth.login(email, password, token, req.ip);
        setSessionCookie(res, result.token, result.expiresAt, cookieSettings);
        const me = result.me;
        return {
          login_status: true,
          message: 'Inloggningen lyckades.',
          groups: me.usergroups,
          first_name: me.firstName,
          last_name: me.lastName,
          host: me.host ? hostWire(me.host) : null,
        };
      } catch (e) {
        if (e instanceof AppError && (e.code === 'LOGIN_FAILED' || e.code === 'TOO_MANY_REQUESTS')) {
          res.status(e.status).json({ login_status: false, message: e.message, error: e.message, code: e.code });
          return undefined;
        }
        throw e;
      }
    }),
  );
  return r;
}
