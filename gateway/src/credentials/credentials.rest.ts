import { Router } from 'express';
import { bodyObject, shim } from '../platform/rest/http';

/**
 * The same operations over REST (issue 20): POST api/auth/password-reset/ {email},
 * api/auth/password-reset/complete/ {token, password}, api/auth/register/ {email, password,
 * first_name, last_name, gender?, phone?, language?}, api/auth/activate/ {token, password}. Each answers
 * `{ok: true}`; a registration reads only the form's fields (a `groups` in the body is ignored).
 */
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
      const b = bodyObject(req);
      await services.credentials.register(
        {
          email: b.email,
          password: b.password,
          firstName: b.first_name,
          lastName: b.last_name,
          gender: b.gender,
          phone: b.phone,
          language: b.language,
        },
        req.ip,
      );
      return { ok: true };
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
