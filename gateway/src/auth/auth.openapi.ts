/** OpenAPI: the auth feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import { ref, arrayOf, obj, str, nullable, type Operations, type Schemas } from '../platform/rest/openapi';

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/login/': {
    post: {
      summary: 'Log in; sets the `noq_session` cookie.',
      role: 'public',
      body: obj({ email: str, password: str }),
      bodyRequired: true,
      ok: { oneOf: [ref('LoginResult'), ref('LoginFailure')] },
      errors: [429],
      description:
        'A failed login answers 200 with `login_status: false` and the same message for an unknown e-mail and a wrong password (what every client of the original reads). ' +
        'With the right password, an account that may not log in answers the same way with its own code: ACCOUNT_NOT_ACTIVATED (a registered guest before the activation link) or ACCOUNT_DEACTIVATED (switched off by an admin). ' +
        'Failures are limited per e-mail and per client address: past the limit the answer is 429 with `Retry-After` (seconds) until the window has passed.',
    },
  },
  '/api/self/auth/': {
    get: {
      summary: 'The current session, as a login result.',
      role: 'public',
      ok: ref('LoginResult'),
      errors: [401],
      description: '401 (`login_status: false`, UNAUTHENTICATED) without a live session.',
    },
  },
  '/api/logout/': {
    get: {
      summary: 'End the session and clear the cookie.',
      role: 'public',
      ok: ref('LogoutResult'),
      errors: [403],
      description: 'Also as POST. Refused cross-site (403), like every call that changes state.',
    },
    post: { summary: 'End the session and clear the cookie.', role: 'public', ok: ref('LogoutResult'), description: 'Also as GET.' },
  },
};

/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  LoginFailure: obj({
    login_status: { const: false },
    message: str,
    error: str,
    code: {
      type: 'string',
      enum: ['LOGIN_FAILED', 'ACCOUNT_NOT_ACTIVATED', 'ACCOUNT_DEACTIVATED', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED'],
    },
  }),
  LogoutResult: obj({ logout_status: { const: true }, message: str }),
  LoginResult: obj({
    login_status: { const: true },
    message: str,
    groups: arrayOf(str),
    first_name: str,
    last_name: str,
    host: nullable(ref('Host')),
  }),
};
