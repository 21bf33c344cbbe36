/** OpenAPI: logging in without e-mail (issue 36). */
import { bool, idParam, obj, ref, str, type Operations, type Schemas } from '../platform/rest/openapi';
import { LANGUAGES } from '../domain/person';

const ok = ref('Ok');
const shared = { type: 'boolean', description: '"Inte min telefon": a short session (30 minutes at most).' };

export const operations: Operations = {
  '/api/auth/login-options/': {
    get: {
      summary: 'The ways to log in the login page offers.',
      role: 'public',
      ok: ref('LoginOptions'),
      description: '`sms` is true when an SMS channel is configured (NOQ_SMS_URL).',
    },
  },
  '/api/auth/sms-code/': {
    post: {
      summary: "'Logga in med telefon': a 6-digit code by SMS.",
      role: 'public',
      body: obj({ phone: str }),
      bodyRequired: true,
      ok,
      errors: [400, 429],
      description:
        "Always `{ok: true}`, whether the number is a guest's login phone or not, after the same time; the code (valid 10 minutes, once, 5 tries) goes out only when it is. " +
        '400 for a number that is not a Swedish mobile number or when no SMS channel is configured. Limited per number and per client address (429 with `Retry-After`).',
    },
  },
  '/api/auth/sms-login/': {
    post: {
      summary: 'Log in with a number and its SMS code; sets the `noq_session` cookie.',
      role: 'public',
      body: obj({ phone: str, code: str, shared_device: shared }, ['phone', 'code']),
      bodyRequired: true,
      ok: ref('GuestLoginResult'),
      errors: [401, 403, 429],
      description:
        'An activation code (a registration by phone) also activates the account. 401 CODE_INVALID for a wrong, used, expired or unknown code (one answer; a wrong code counts one of its 5 tries); 403 ACCOUNT_DEACTIVATED for the right code of a switched-off account.',
    },
  },
  '/api/auth/pin-login/': {
    post: {
      summary: 'Log in with UNO code and PIN; sets the `noq_session` cookie.',
      role: 'public',
      body: obj({ uno: str, pin: str, shared_device: shared }, ['uno', 'pin']),
      bodyRequired: true,
      ok: ref('GuestLoginResult'),
      errors: [401, 403, 429],
      description:
        '401 LOGIN_FAILED for an unknown UNO code and a wrong PIN alike. Limited like the password login (per client and per UNO code, 429). After 5 wrong PINs in a row the account locks: the right PIN then answers 403 ACCOUNT_LOCKED until staff give a new start code or an SMS code logs the guest in. 403 ACCOUNT_DEACTIVATED.',
    },
  },
  '/api/auth/start-code/redeem/': {
    post: {
      summary: 'Use a start code from staff and choose a 6-digit PIN; sets the `noq_session` cookie.',
      role: 'public',
      body: obj({ code: str, pin: str, shared_device: shared }, ['code', 'pin']),
      bodyRequired: true,
      ok: ref('StartCodeLoginResult'),
      errors: [400, 401, 403, 429],
      description:
        "The code is used up and the guest's earlier sessions end. 400 for a PIN that is not 6 digits; 401 CODE_INVALID for a wrong, used, replaced or expired code; 403 ACCOUNT_DEACTIVATED. Limited per client address.",
    },
  },
  '/api/auth/register/phone/': {
    post: {
      summary: 'A guest registers with a Swedish mobile number: activated by the SMS code (POST api/auth/sms-login/).',
      role: 'public',
      body: obj(
        {
          phone: str,
          first_name: str,
          last_name: str,
          gender: { type: 'string', enum: ['K', 'M'] },
          language: { type: 'string', enum: [...LANGUAGES] },
        },
        ['phone', 'first_name', 'last_name'],
      ),
      bodyRequired: true,
      ok,
      errors: [400, 429],
      description: 'Always `{ok: true}`; a number that has an account gets a login code instead. Limited per number and per client (429).',
    },
  },
  '/api/guests/{id}/start-code/': {
    post: {
      summary: "A new one-time start code for a guest's slip.",
      role: ['volunteer'],
      params: [idParam("The guest's user id.")],
      ok: ref('StartCode'),
      errors: [401, 403, 404],
      description:
        "Valid 14 days; replaces the guest's earlier start code and lifts a PIN lock. Audited (start_code_issued). 404 GUEST_NOT_FOUND, 403 ACCOUNT_DEACTIVATED.",
    },
  },
  '/api/self/phone/': {
    get: {
      summary: "A guest's login phone, as shown.",
      role: ['user'],
      ok: obj({ phone: { type: ['string', 'null'] } }),
      errors: [401, 403],
    },
    post: {
      summary: 'A guest adds or changes their login phone: a code goes to the new number.',
      role: ['user'],
      body: obj({ phone: str }),
      bodyRequired: true,
      ok,
      errors: [400, 401, 403, 429],
      description: 'Always `{ok: true}` (a number another account holds gets nothing). Confirm with POST api/self/phone/confirm/.',
    },
  },
  '/api/self/phone/confirm/': {
    post: {
      summary: 'The code sent to the new number: it becomes the login phone.',
      role: ['user'],
      body: obj({ code: str }),
      bodyRequired: true,
      ok: obj({ phone: str }),
      errors: [401, 403, 429],
      description: '401 CODE_INVALID for a wrong, used or expired code.',
    },
  },
};

export const schemas: Schemas = {
  LoginOptions: obj({ sms: bool }),
  GuestLoginResult: obj({
    login_status: { const: true },
    message: str,
    groups: { type: 'array', items: str },
    first_name: str,
    last_name: str,
  }),
  StartCodeLoginResult: obj({
    login_status: { const: true },
    message: str,
    groups: { type: 'array', items: str },
    first_name: str,
    last_name: str,
    uno: str,
  }),
  StartCode: obj({ code: str, uno: str, expires_at: { type: 'string', format: 'date-time' } }),
};
