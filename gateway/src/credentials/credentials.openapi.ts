/** OpenAPI: the credentials feature's REST operations (issue 20 §4, §5). */
import { obj, ref, str, type Operations, type Schemas } from '../platform/rest/openapi';
import { LANGUAGES } from '../domain/person';

const ok = ref('Ok');

export const operations: Operations = {
  '/api/auth/password-reset/': {
    post: {
      summary: "'Glömt lösenordet?': e-mail a password-reset link.",
      role: 'public',
      body: obj({ email: str }),
      bodyRequired: true,
      ok,
      errors: [400, 429],
      description:
        'Always `{ok: true}`, whether the address has an account or not; the link (valid 30 minutes, single use) goes to the address when it has. ' +
        'Limited per e-mail address and per client address: past the limit 429 with `Retry-After`.',
    },
  },
  '/api/auth/password-reset/complete/': {
    post: {
      summary: 'Set a new password with the token of a reset or invitation link.',
      role: 'public',
      body: obj({ token: str, password: str }),
      bodyRequired: true,
      ok,
      errors: [400],
      description:
        "Ends all the account's sessions. 400 BAD_USER_INPUT for a password against the rules (the link stays usable), 400 LINK_INVALID, LINK_USED or LINK_EXPIRED for an unknown, used or expired link.",
    },
  },
  '/api/auth/register/': {
    post: {
      summary: 'A guest registers: a guest account, inactive until the e-mailed activation link is opened.',
      role: 'public',
      body: obj(
        {
          email: str,
          password: str,
          first_name: str,
          last_name: str,
          gender: { type: 'string', enum: ['K', 'M'] },
          phone: str,
          language: { type: 'string', enum: [...LANGUAGES] },
        },
        ['email', 'password', 'first_name', 'last_name'],
      ),
      bodyRequired: true,
      ok,
      errors: [400, 429],
      description:
        'Always makes a guest account (group `user`); no other field is read (a `groups` in the body changes nothing). ' +
        'An address that already has an account answers the same `{ok: true}` and its owner is e-mailed instead. Limited per e-mail address and per client address (429).',
    },
  },
  '/api/register/': {
    post: {
      summary: "The original's newest client's registration (issue 35 §1): the same as /api/auth/register/.",
      role: 'public',
      body: obj(
        { email: str, password: str, first_name: str, last_name: str, telephone: str, gender: { type: 'string', enum: ['K', 'M'] } },
        ['email', 'password', 'first_name', 'last_name'],
      ),
      bodyRequired: true,
      ok: obj({ success: { const: true }, message: str }),
      okStatus: 201,
      errors: [400, 429],
      description:
        'Answers 201 `{success: true, message}` for a new address and for one that already has an account (whose owner is e-mailed instead): no `user_id`, so the answer never tells whether an address is registered. 400 `{error}` (with `message` and `code`) for bad input; then the activation e-mail.',
    },
  },
  '/api/forgot-password/': {
    post: {
      summary: "The original's newest client's 'Glömt lösenordet?' (issue 35 §1): the same as /api/auth/password-reset/.",
      role: 'public',
      body: obj({ username: str }),
      bodyRequired: true,
      ok: obj({ status: { const: true }, message: str }),
      errors: [400, 429],
      description:
        'Always 200 `{status: true, message}`, whether the address has an account or not (the original answered 404 for an unknown user; we never tell), and the reset e-mail when it has.',
    },
  },
  '/api/auth/activate/': {
    post: {
      summary: "Open a registered guest's activation link.",
      role: 'public',
      body: obj({ token: str, password: str }),
      bodyRequired: true,
      ok,
      errors: [400],
      description:
        'Sets the password the holder of the link chooses (issue 29 §1: a password given at registration never survives activation); from then on the account may log in with it. 400 BAD_USER_INPUT for a password against the rules (the link stays usable), LINK_INVALID, LINK_USED or LINK_EXPIRED for an unknown, used or expired link.',
    },
  },
};

export const schemas: Schemas = {
  Ok: obj({ ok: { const: true } }),
};
