import { Router } from 'express';
import { bodyObject, shim } from '../platform/rest/http';
import { setSessionCookie } from '../platform/session-cookie';
import type { MeView } from '../auth/auth.view';
import { NOTICES } from '../platform/messages';

const loggedIn = (me: MeView) => ({
  login_status: true,
  message: NOTICES.loggedIn,
  groups: me.usergroups,
  first_name: me.firstName,
  last_name: me.lastName,
});

/**
 * Logging in without e-mail over REST (issue 36), the same rules as GraphQL: GET
 * api/auth/login-options/, POST api/auth/sms-code/ {phone}, api/auth/sms-login/ {phone, code,
 * shared_device?}, api/auth/pin-login/ {uno, pin, shared_device?}, api/auth/start-code/redeem/
 * {code, pin, shared_device?}, api/auth/register/phone/ {phone, first_name, last_name, gender?,
 * language?}; staff: POST api/guests/:id/start-code/; a guest: GET/POST api/self/phone/,
 * POST api/self/phone/confirm/. A failure answers its status with `{message, error, code}`.
 */
export function guestAccessRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/auth/login-options',
    shim('public', async ({ services }) => services.guestAccess.loginOptions()),
  );
  r.post(
    '/auth/sms-code',
    shim('public', async ({ req, services }) => {
      await services.guestAccess.requestLoginCode(bodyObject(req).phone, req.ip);
      return { ok: true };
    }),
  );
  r.post(
    '/auth/sms-login',
    shim('public', async ({ req, res, services, token, cookieSettings }) => {
      const b = bodyObject(req);
      const s = await services.guestAccess.loginWithCode(b.phone, b.code, token, req.ip, b.shared_device === true);
      setSessionCookie(res, s.token, s.expiresAt, cookieSettings);
      return loggedIn(s.me);
    }),
  );
  r.post(
    '/auth/pin-login',
    shim('public', async ({ req, res, services, token, cookieSettings }) => {
      const b = bodyObject(req);
      const s = await services.guestAccess.loginWithPin(b.uno, b.pin, token, req.ip, b.shared_device === true);
      setSessionCookie(res, s.token, s.expiresAt, cookieSettings);
      return loggedIn(s.me);
    }),
  );
  r.post(
    '/auth/start-code/redeem',
    shim('public', async ({ req, res, services, token, cookieSettings }) => {
      const b = bodyObject(req);
      const s = await services.guestAccess.redeemStartCode(b.code, b.pin, token, req.ip, b.shared_device === true);
      setSessionCookie(res, s.token, s.expiresAt, cookieSettings);
      return { ...loggedIn(s.me), uno: s.uno };
    }),
  );
  r.post(
    '/auth/register/phone',
    shim('public', async ({ req, services }) => {
      const b = bodyObject(req);
      await services.guestAccess.registerWithPhone(
        { phone: b.phone, firstName: b.first_name, lastName: b.last_name, gender: b.gender, language: b.language },
        req.ip,
      );
      return { ok: true };
    }),
  );
  r.post(
    '/guests/:id/start-code',
    shim(['volunteer'], async ({ req, actor, services }) => {
      const c = await services.guestAccess.issueStartCode(actor, req.params.id);
      return { code: c.code, uno: c.uno, expires_at: c.expiresAt.toISOString() };
    }),
  );
  r.get(
    '/self/phone',
    shim(['user'], async ({ actor, services }) => ({ phone: await services.guestAccess.myPhone(actor) })),
  );
  r.post(
    '/self/phone',
    shim(['user'], async ({ req, actor, services }) => {
      await services.guestAccess.requestPhoneChange(actor, bodyObject(req).phone, req.ip);
      return { ok: true };
    }),
  );
  r.post(
    '/self/phone/confirm',
    shim(['user'], async ({ req, actor, services }) => ({
      phone: await services.guestAccess.confirmPhoneChange(actor, bodyObject(req).code, req.ip),
    })),
  );
  return r;
}
