import { Router } from 'express';
import { bodyObject, shim } from '../platform/rest/http';
import { NOTICES } from '../platform/messages';

/**
 * The same operations over REST (issue 20): POST api/auth/password-reset/ {email},
 * api/auth/password-reset/complete/ {token, password}, api/auth/register/ {email, password,
 * first_name, last_name, gender?, phone?, language?}, api/auth/activate/ {token, password}. Each answers
 * `{ok: true}`; a registration reads only the form's fields (a `groups` in the body is ignored).
 */
/** A registration's fields as a REST body names them (the form's fields only: a `groups` is never read). */
const registrationOf = (b: Record<string, unknown>) => ({
  email: b.email,
  password: b.password,
  firstName: b.first_name,
  lastName: b.last_name,
  gender: b.gender,
  phone: b.phone,
  language: b.language,
});

export function credentialsRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/auth/password-reset',
    shim('public', async ({ req, services }) => {
      await services.credentials.requestPasswordReset(bodyObject(req).email, req.ip);
      return { ok: true };
    }),
  );
  r.post(
    '/auth/password-reset/complete',
    shim('public', async ({ req, services }) => {
      const b = bodyObject(req);
      await services.credentials.setPasswordWithLink(b.token, b.password);
      return { ok: true };
    }),
  );
  r.post(
    '/auth/register',
    shim('public', async ({ req, services }) => {
      await services.credentials.register(registrationOf(bodyObject(req)), req.ip);
      return { ok: true };
    }),
  );
  // The original's newest client's registration and reset (issue 35 §1): the same use cases, its
  // field names and answers. A taken address answers as a new one (no enumeration), so no user_id.
  r.post(
    '/register',
    shim('public', async ({ req, res, services }) => {
      const b = bodyObject(req);
      await services.credentials.register(registrationOf({ ...b, phone: b.telephone ?? b.phone }), req.ip);
      res.status(201).json({ success: true, message: NOTICES.registered });
    }),
  );
  r.post(
    '/forgot-password',
    shim('public', async ({ req, services }) => {
      const b = bodyObject(req);
      await services.credentials.requestPasswordReset(b.username ?? b.email, req.ip);
      return { status: true, message: NOTICES.resetRequested };
    }),
  );
  r.post(
    '/auth/activate',
    shim('public', async ({ req, services }) => {
      const b = bodyObject(req);
      await services.credentials.activate(b.token, b.password);
      return { ok: true };
    }),
  );
  return r;
}
