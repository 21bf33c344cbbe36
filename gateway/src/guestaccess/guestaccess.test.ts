/**
 * Logging in without e-mail (issue 36) through the real HTTP server on both transports, with the
 * SMS going out through the outbox's real SMS adapter to a local HTTP server speaking 46elks'
 * shape (form-encoded from/to/message, HTTP Basic): the code is read from the message as it arrived.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useSuite } from '../test-support/suite';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import type { Services } from '../platform/services';
import { OutboxDelivery } from '../notify/delivery';
import { smsSender } from '../notify/channels';
import { issueSmsCode } from './codes';
import { PIN_MAX_FAILURES, START_CODE_ALPHABET, swedishMobile } from './guestaccess.rules';

const s = useSuite('2030-07-01');
let server: TestServer;
let services: Services;
let delivery: OutboxDelivery;
let sms: Server;
const inbox: { to: string; message: string; from: string; auth: string }[] = [];

const body = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let t = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (t += c));
    req.on('end', () => resolve(t));
  });

beforeAll(async () => {
  sms = createServer((req, res) => {
    void body(req).then((text) => {
      const form = Object.fromEntries(new URLSearchParams(text));
      inbox.push({ to: form.to ?? '', message: form.message ?? '', from: form.from ?? '', auth: req.headers.authorization ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `s${inbox.length}`, status: 'created' }));
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/a1/sms`;
  delivery = new OutboxDelivery(
    s.db.dataSource,
    { sms: smsSender({ url, from: 'noQ', user: 'u1', password: 'p1' }) },
    'https://noq.example',
    {
      codes: issueSmsCode,
    },
  );
  server = await startTestServer(s.db.dataSource, s.clock);
  services = server.gateway.services;
  services.guestAccess.sms.enabled = true;
  services.guestAccess.answerFloorMs = 0;
  services.guestAccess.limits.send.perClient = 10_000;
  services.guestAccess.limits.verify.perClient = 10_000;
  services.guestAccess.limits.startCode.perClient = 10_000;
});
afterAll(async () => {
  await server?.close();
  delivery?.close();
  await new Promise<void>((resolve) => sms.close(() => resolve()));
});

let seq = 0;
/** A fresh Swedish mobile number per test (E.164 and as typed). */
function newPhone(): { e164: string; typed: string } {
  const n = String((process.pid * 1000 + ++seq) % 100_000_000).padStart(8, '0');
  return { e164: `+467${n}`, typed: `07${n.slice(0, 1)}-${n.slice(1, 4)} ${n.slice(4, 6)} ${n.slice(6)}` };
}

/** Sends what waits for the number, as the delivery worker does, and answers the newest code that arrived there. */
async function codeFor(e164: string): Promise<string> {
  const [row]: { ids: number[] }[] = await s.db.dataSource.query(
    `SELECT coalesce(array_agg(id::int ORDER BY id), '{}') AS ids FROM outbox_message WHERE address = $1 AND status = 'pending'`,
    [e164],
  );
  if (row && row.ids.length > 0) await delivery.runOnce({ onlyIds: row.ids });
  const got = inbox.filter((m) => m.to === e164);
  const last = got[got.length - 1];
  return /\b(\d{6})\b/.exec(last?.message ?? '')?.[1] ?? '';
}
const smsCount = (e164: string) => inbox.filter((m) => m.to === e164).length;

async function volunteer(): Promise<HttpClient> {
  const v = await s.f.volunteer({ login: true });
  const c = new HttpClient(server.url);
  await c.login(v.email ?? '', 'hemligt-lösen');
  return c;
}

async function freeUno(): Promise<string> {
  const [r]: { uno: string }[] = await s.db.dataSource.query(
    `SELECT lpad(n::text, 4, '0') AS uno FROM generate_series(0, 9999) AS n
      WHERE NOT EXISTS (SELECT 1 FROM guest_profile WHERE unokod = lpad(n::text, 4, '0')) ORDER BY random() LIMIT 1`,
  );
  return r?.uno ?? '';
}

/** A guest a volunteer creates, with the login phone staff enter (issue 36 §1). */
async function guestWithPhone(): Promise<{ id: number; uno: string; phone: { e164: string; typed: string } }> {
  const phone = newPhone();
  const uno = await freeUno();
  const c = await volunteer();
  const r = await c.gql<{ createGuest: { id: string } }>(`mutation($i: CreateGuestInput!) { createGuest(input: $i) { id } }`, {
    i: { firstName: 'Sami', lastName: 'Utan Mejl', uno, phone: phone.typed },
  });
  expect(r.errors).toBeUndefined();
  return { id: Number(r.data?.createGuest.id), uno, phone };
}

const REQUEST = 'mutation($p: String!) { requestLoginCode(phone: $p) }';
const LOGIN =
  'mutation($p: String!, $c: String!, $s: Boolean) { loginWithSmsCode(phone: $p, code: $c, sharedDevice: $s) { id usergroups } }';
const ME = '{ me { id firstName } }';

describe('rules', () => {
  it('reads Swedish mobile numbers as people type them', () => {
    expect(swedishMobile('070-123 45 67')).toBe('+46701234567');
    expect(swedishMobile('+46 70 123 45 67')).toBe('+46701234567');
    expect(swedishMobile('0046701234567')).toBe('+46701234567');
    expect(swedishMobile('08-123 456 78')).toBeNull();
    expect(swedishMobile('0701234')).toBeNull();
    expect(swedishMobile(46701234567)).toBeNull();
  });
});

describe('phone login by SMS code', () => {
  it('sends a code that arrives, logs in once, on both transports', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    expect(await c.gql(REQUEST, { p: g.phone.typed })).toEqual({ status: 200, data: { requestLoginCode: true } });
    const code = await codeFor(g.phone.e164);
    expect(code).toMatch(/^\d{6}$/);
    const sent = inbox.filter((m) => m.to === g.phone.e164).pop();
    expect(sent?.from).toBe('noQ');
    expect(sent?.auth).toBe(`Basic ${Buffer.from('u1:p1').toString('base64')}`);
    expect(sent?.message).toContain('10 minuter');
    // Never stored: not in the outbox row, and the code table keeps only a hash.
    const rows: { params: unknown; secret: unknown }[] = await s.db.dataSource.query(
      `SELECT params, secret FROM outbox_message WHERE address = $1`,
      [g.phone.e164],
    );
    expect(JSON.stringify(rows)).not.toContain(code);
    const codes: { code_hash: string }[] = await s.db.dataSource.query(`SELECT code_hash FROM sms_code WHERE user_id = $1`, [g.id]);
    expect(codes.length).toBe(1);
    expect(codes[0]?.code_hash).not.toContain(code);

    const ok = await c.gql<{ loginWithSmsCode: { id: string; usergroups: string[] } }>(LOGIN, { p: g.phone.e164, c: code });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.loginWithSmsCode).toEqual({ id: String(g.id), usergroups: ['user'] });
    expect((await c.gql<{ me: { id: string } }>(ME)).data?.me?.id).toBe(String(g.id));
    // Once.
    const again = await new HttpClient(server.url).gql(LOGIN, { p: g.phone.e164, c: code });
    expect(again.errors?.[0]?.extensions?.code).toBe('CODE_INVALID');

    // REST: the same rules.
    const r = new HttpClient(server.url);
    expect(await r.rest('POST', '/api/auth/sms-code/', { phone: g.phone.typed })).toEqual({ status: 200, body: { ok: true } });
    const code2 = await codeFor(g.phone.e164);
    const bad = await r.rest<{ code: string }>('POST', '/api/auth/sms-login/', {
      phone: g.phone.typed,
      code: code2 === '000000' ? '111111' : '000000',
    });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('CODE_INVALID');
    const good = await r.rest<{ login_status: boolean; groups: string[] }>('POST', '/api/auth/sms-login/', {
      phone: g.phone.typed,
      code: code2,
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ login_status: true, groups: ['user'] });
    expect((await r.rest<{ login_status: boolean }>('GET', '/api/self/auth/')).body.login_status).toBe(true);
  });

  it('a new code replaces the old one; a code expires after 10 minutes', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    await c.gql(REQUEST, { p: g.phone.e164 });
    const first = await codeFor(g.phone.e164);
    await c.gql(REQUEST, { p: g.phone.e164 });
    const second = await codeFor(g.phone.e164);
    if (first !== second) expect((await c.gql(LOGIN, { p: g.phone.e164, c: first })).errors?.[0]?.extensions?.code).toBe('CODE_INVALID');
    await s.db.dataSource.query(`UPDATE sms_code SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [g.id]);
    expect((await c.gql(LOGIN, { p: g.phone.e164, c: second })).errors?.[0]?.extensions?.code).toBe('CODE_INVALID');
    expect((await c.gql(ME)).data?.me).toBeNull();
  });

  it('counts wrong codes: after 5 the right one no longer works', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    await c.gql(REQUEST, { p: g.phone.e164 });
    const code = await codeFor(g.phone.e164);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      expect((await c.gql(LOGIN, { p: g.phone.e164, c: wrong })).errors?.[0]?.extensions?.code).toBe('CODE_INVALID');
    const [row]: { tries: number }[] = await s.db.dataSource.query(`SELECT tries FROM sms_code WHERE user_id = $1`, [g.id]);
    expect(row?.tries).toBe(5);
    expect((await c.gql(LOGIN, { p: g.phone.e164, c: code })).errors?.[0]?.extensions?.code).toBe('CODE_INVALID');
  });

  it('answers an unknown number like a known one, sends it nothing, in about the same time', async () => {
    const g = await guestWithPhone();
    const unknown = newPhone();
    const c = new HttpClient(server.url);
    const known = await c.rest('POST', '/api/auth/sms-code/', { phone: g.phone.e164 });
    const other = await c.rest('POST', '/api/auth/sms-code/', { phone: unknown.e164 });
    expect(other).toEqual(known);
    await codeFor(unknown.e164);
    expect(smsCount(unknown.e164)).toBe(0);
    expect(await codeFor(g.phone.e164)).toMatch(/^\d{6}$/);
    // A wrong code for an unknown number answers as for a known one.
    const a = await c.rest('POST', '/api/auth/sms-login/', { phone: unknown.e164, code: '123456' });
    const b = await c.rest('POST', '/api/auth/sms-login/', { phone: g.phone.e164, code: '000001' });
    expect(a).toEqual(b);
    // Timing: both answers wait for the floor.
    services.guestAccess.answerFloorMs = 300;
    try {
      const time = async (phone: string) => {
        const t = performance.now();
        await c.rest('POST', '/api/auth/sms-code/', { phone });
        return performance.now() - t;
      };
      // Medians of five interleaved rounds: one round each was at the mercy of a loaded machine.
      const known: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time((await guestWithPhone()).phone.e164));
        unknownTimes.push(await time(newPhone().e164));
      }
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[2] ?? 0;
      const [tk, tu] = [median(known), median(unknownTimes)];
      expect(Math.min(...known, ...unknownTimes)).toBeGreaterThanOrEqual(290);
      expect(Math.abs(tk - tu)).toBeLessThan(200);
    } finally {
      services.guestAccess.answerFloorMs = 0;
    }
  });

  it('limits sends per number and per client (429 with Retry-After)', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    for (let i = 0; i < 3; i++) expect((await c.rest('POST', '/api/auth/sms-code/', { phone: g.phone.e164 })).status).toBe(200);
    const fourth = await c.rest<{ code: string }>('POST', '/api/auth/sms-code/', { phone: g.phone.e164 });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('TOO_MANY_REQUESTS');
    // Per client: other numbers, the same client.
    await s.db.dataSource.query(`DELETE FROM login_throttle WHERE key LIKE 'ga-send:c:%'`);
    services.guestAccess.limits.send.perClient = 2;
    try {
      expect((await c.rest('POST', '/api/auth/sms-code/', { phone: newPhone().e164 })).status).toBe(200);
      expect((await c.rest('POST', '/api/auth/sms-code/', { phone: newPhone().e164 })).status).toBe(200);
      const r = await c.gql(REQUEST, { p: newPhone().e164 });
      expect(r.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      services.guestAccess.limits.send.perClient = 10_000;
    }
  });

  it('refuses a bad number, and is off without an SMS channel', async () => {
    const c = new HttpClient(server.url);
    const r = await c.rest<{ code: string; message: string }>('POST', '/api/auth/sms-code/', { phone: '08-123 45' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Ange ett svenskt mobilnummer, t.ex. 070-123 45 67.');
    expect((await c.gql<{ loginOptions: { sms: boolean } }>('{ loginOptions { sms } }')).data?.loginOptions.sms).toBe(true);
    services.guestAccess.sms.enabled = false;
    try {
      expect((await c.rest('GET', '/api/auth/login-options/')).body).toEqual({ sms: false });
      expect((await c.rest('POST', '/api/auth/sms-code/', { phone: newPhone().e164 })).status).toBe(400);
    } finally {
      services.guestAccess.sms.enabled = true;
    }
  });

  it('a deactivated guest gets no code, and an earlier code no longer logs in', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    await c.gql(REQUEST, { p: g.phone.e164 });
    const code = await codeFor(g.phone.e164);
    await s.db.dataSource.query(`UPDATE app_user SET deactivated_at = now() WHERE id = $1`, [g.id]);
    const r = await c.gql(LOGIN, { p: g.phone.e164, c: code });
    expect(r.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DEACTIVATED');
    expect((await c.gql(ME)).data?.me).toBeNull();
    const before = smsCount(g.phone.e164);
    await c.gql(REQUEST, { p: g.phone.e164 });
    await codeFor(g.phone.e164);
    expect(smsCount(g.phone.e164)).toBe(before);
  });

  it('a shared device gets a short session', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    await c.gql(REQUEST, { p: g.phone.e164 });
    const code = await codeFor(g.phone.e164);
    expect((await c.gql(LOGIN, { p: g.phone.e164, c: code, s: true })).errors).toBeUndefined();
    const [row]: { minutes: number }[] = await s.db.dataSource.query(
      `SELECT extract(epoch FROM max(expires_at) - now()) / 60 AS minutes FROM session WHERE user_id = $1`,
      [g.id],
    );
    expect(Number(row?.minutes)).toBeLessThanOrEqual(30);
  });
});

describe('registration by phone', () => {
  it('makes an inactive guest account that its SMS code activates and logs in', async () => {
    const phone = newPhone();
    const c = new HttpClient(server.url);
    const reg = await c.gql('mutation($i: RegisterGuestByPhoneInput!) { registerGuestByPhone(input: $i) }', {
      i: { phone: phone.typed, firstName: 'Nadia', lastName: 'Telefon', language: 'en' },
    });
    expect(reg).toEqual({ status: 200, data: { registerGuestByPhone: true } });
    const [u]: { id: number; activation_pending: boolean; email: string | null; groups: string[] }[] = await s.db.dataSource.query(
      `SELECT id, activation_pending, email, groups FROM app_user WHERE login_phone = $1`,
      [phone.e164],
    );
    expect(u).toMatchObject({ activation_pending: true, email: null, groups: ['user'] });
    const code = await codeFor(phone.e164);
    expect(inbox.filter((m) => m.to === phone.e164).pop()?.message).toContain('your code is');
    // Registering the number again answers the same.
    const again = await c.rest('POST', '/api/auth/register/phone/', { phone: phone.e164, first_name: 'X', last_name: 'Y' });
    expect(again).toEqual({ status: 200, body: { ok: true } });
    const newest = await codeFor(phone.e164);
    expect(newest).toMatch(/^\d{6}$/);
    const ok = await c.gql<{ loginWithSmsCode: { id: string } }>(LOGIN, { p: phone.e164, c: newest });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.loginWithSmsCode.id).toBe(String(u?.id));
    const [after]: { activation_pending: boolean }[] = await s.db.dataSource.query(
      `SELECT activation_pending FROM app_user WHERE id = $1`,
      [u?.id],
    );
    expect(after?.activation_pending).toBe(false);
    expect(code).toMatch(/^\d{6}$/);
  });
});

describe('phone number in Inställningar', () => {
  it('a guest adds a number, confirmed by a code sent to it; another account’s number gets nothing', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    await c.gql(REQUEST, { p: g.phone.e164 });
    await c.gql(LOGIN, { p: g.phone.e164, c: await codeFor(g.phone.e164) });
    const next = newPhone();
    expect(await c.rest('POST', '/api/self/phone/', { phone: next.typed })).toEqual({ status: 200, body: { ok: true } });
    const code = await codeFor(next.e164);
    const wrong = await c.rest<{ code: string }>('POST', '/api/self/phone/confirm/', { code: code === '000000' ? '000001' : '000000' });
    expect(wrong.body.code).toBe('CODE_INVALID');
    const ok = await c.gql<{ confirmMyPhone: string }>('mutation($c: String!) { confirmMyPhone(code: $c) }', { c: code });
    expect(ok.errors).toBeUndefined();
    expect(swedishMobile(ok.data?.confirmMyPhone)).toBe(next.e164);
    expect((await c.gql<{ myPhone: string }>('{ myPhone }')).data?.myPhone).toBe(ok.data?.confirmMyPhone);
    // Another guest's number: the same answer, no SMS.
    const other = await guestWithPhone();
    const before = smsCount(other.phone.e164);
    expect(await c.rest('POST', '/api/self/phone/', { phone: other.phone.e164 })).toEqual({ status: 200, body: { ok: true } });
    await codeFor(other.phone.e164);
    expect(smsCount(other.phone.e164)).toBe(before);
  });

  it('staff cannot give a guest another account’s number', async () => {
    const g = await guestWithPhone();
    const c = await volunteer();
    const r = await c.gql(`mutation($i: CreateGuestInput!) { createGuest(input: $i) { id } }`, {
      i: { firstName: 'A', lastName: 'B', uno: await freeUno(), phone: g.phone.e164 },
    });
    expect(r.errors?.[0]?.message).toBe('Mobilnumret används redan av ett annat konto.');
    const bad = await c.gql(`mutation($i: CreateGuestInput!) { createGuest(input: $i) { id } }`, {
      i: { firstName: 'A', lastName: 'B', uno: await freeUno(), phone: '12345' },
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('start code and UNO code + PIN', () => {
  const ISSUE = 'mutation($g: ID!) { issueStartCode(guestId: $g) { code uno expiresAt } }';
  const REDEEM = 'mutation($c: String!, $p: String!) { redeemStartCode(code: $c, pin: $p) { uno me { id } } }';
  const PIN = 'mutation($u: String!, $p: String!) { loginWithPin(uno: $u, pin: $p) { id } }';

  it('staff make a code; the guest redeems it once with a PIN, then logs in with UNO + PIN; audited', async () => {
    const g = await guestWithPhone();
    const staff = await volunteer();
    const issued = await staff.gql<{ issueStartCode: { code: string; uno: string } }>(ISSUE, { g: String(g.id) });
    expect(issued.errors).toBeUndefined();
    const code = issued.data?.issueStartCode.code ?? '';
    expect(code.replace(/-/g, '')).toMatch(new RegExp(`^[${START_CODE_ALPHABET}]{12}$`));
    expect(issued.data?.issueStartCode.uno).toBe(g.uno);
    // A new code replaces the old one (REST).
    const second = await staff.rest<{ code: string }>('POST', `/api/guests/${g.id}/start-code/`);
    expect(second.status).toBe(200);
    const guest = new HttpClient(server.url);
    expect((await guest.gql(REDEEM, { c: code, p: '123456' })).errors?.[0]?.extensions?.code).toBe('CODE_INVALID');
    expect((await guest.gql(REDEEM, { c: second.body.code, p: '12a456' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await guest.gql<{ redeemStartCode: { uno: string; me: { id: string } } }>(REDEEM, {
      c: second.body.code.toLowerCase().replace(/-/g, ' '),
      p: '482913',
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.redeemStartCode).toEqual({ uno: g.uno, me: { id: String(g.id) } });
    expect((await new HttpClient(server.url).gql(REDEEM, { c: second.body.code, p: '482913' })).errors?.[0]?.extensions?.code).toBe(
      'CODE_INVALID',
    );
    const pin = new HttpClient(server.url);
    expect((await pin.gql(PIN, { u: g.uno, p: '482913' })).data).toEqual({ loginWithPin: { id: String(g.id) } });
    const rest = await new HttpClient(server.url).rest<{ login_status: boolean }>('POST', '/api/auth/pin-login/', {
      uno: g.uno,
      pin: '482913',
    });
    expect(rest.body.login_status).toBe(true);
    const events: { action: string }[] = await s.db.dataSource.query(
      `SELECT action FROM admin_event WHERE entity = 'account' AND entity_id = $1 ORDER BY id`,
      [g.id],
    );
    expect(events.map((e) => e.action)).toEqual(['start_code_issued', 'start_code_issued', 'start_code_used']);
  });

  it('locks after repeated wrong PINs until staff give a new start code or an SMS code opens it', async () => {
    const g = await guestWithPhone();
    const staff = await volunteer();
    const issued = await staff.gql<{ issueStartCode: { code: string } }>(ISSUE, { g: String(g.id) });
    await new HttpClient(server.url).gql(REDEEM, { c: issued.data?.issueStartCode.code, p: '246810' });
    const c = new HttpClient(server.url);
    for (let i = 0; i < PIN_MAX_FAILURES; i++)
      expect((await c.gql(PIN, { u: g.uno, p: '000000' })).errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
    expect((await c.gql(PIN, { u: g.uno, p: '246810' })).errors?.[0]?.extensions?.code).toBe('ACCOUNT_LOCKED');
    // An SMS code opens it.
    await c.gql(REQUEST, { p: g.phone.e164 });
    expect((await c.gql(LOGIN, { p: g.phone.e164, c: await codeFor(g.phone.e164) })).errors).toBeUndefined();
    expect((await new HttpClient(server.url).gql(PIN, { u: g.uno, p: '246810' })).errors).toBeUndefined();
    // Locked again; a new start code from staff opens it too.
    for (let i = 0; i < PIN_MAX_FAILURES; i++) await c.gql(PIN, { u: g.uno, p: '000000' });
    expect((await c.gql(PIN, { u: g.uno, p: '246810' })).errors?.[0]?.extensions?.code).toBe('ACCOUNT_LOCKED');
    await staff.gql(ISSUE, { g: String(g.id) });
    expect((await c.gql(PIN, { u: g.uno, p: '246810' })).errors).toBeUndefined();
  });

  it('the PIN login is throttled per UNO code like the password login', async () => {
    const g = await guestWithPhone();
    const c = new HttpClient(server.url);
    let last = '';
    for (let i = 0; i < 12; i++) last = (await c.gql(PIN, { u: g.uno, p: '999999' })).errors?.[0]?.extensions?.code ?? '';
    expect(last).toBe('TOO_MANY_REQUESTS');
  });

  it('a deactivated guest can use neither a start code nor a PIN; only staff may make codes', async () => {
    const g = await guestWithPhone();
    const staff = await volunteer();
    const issued = await staff.gql<{ issueStartCode: { code: string } }>(ISSUE, { g: String(g.id) });
    await new HttpClient(server.url).gql(REDEEM, { c: issued.data?.issueStartCode.code, p: '135790' });
    const next = await staff.gql<{ issueStartCode: { code: string } }>(ISSUE, { g: String(g.id) });
    await s.db.dataSource.query(`UPDATE app_user SET deactivated_at = now() WHERE id = $1`, [g.id]);
    expect((await new HttpClient(server.url).gql(PIN, { u: g.uno, p: '135790' })).errors?.[0]?.extensions?.code).toBe(
      'ACCOUNT_DEACTIVATED',
    );
    expect(
      (await new HttpClient(server.url).gql(REDEEM, { c: next.data?.issueStartCode.code, p: '135790' })).errors?.[0]?.extensions?.code,
    ).toBe('ACCOUNT_DEACTIVATED');
    expect((await staff.gql(ISSUE, { g: String(g.id) })).errors?.[0]?.extensions?.code).toBe('ACCOUNT_DEACTIVATED');
    const other = await guestWithPhone();
    const guest = new HttpClient(server.url);
    await guest.gql(REQUEST, { p: other.phone.e164 });
    await guest.gql(LOGIN, { p: other.phone.e164, c: await codeFor(other.phone.e164) });
    expect((await guest.gql(ISSUE, { g: String(other.id) })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('gates', () => {
  it('staff make start codes; only a guest reads and changes their own phone; anonymous is refused', async () => {
    const anonymous = new HttpClient(server.url);
    const g = await guestWithPhone();
    expect((await anonymous.rest('POST', `/api/guests/${g.id}/start-code/`)).status).toBe(401);
    expect(
      (await anonymous.gql('mutation($g: ID!) { issueStartCode(guestId: $g) { code } }', { g: String(g.id) })).errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    for (const [method, path, body] of [
      ['GET', '/api/self/phone/', undefined],
      ['POST', '/api/self/phone/', { phone: newPhone().e164 }],
      ['POST', '/api/self/phone/confirm/', { code: '123456' }],
    ] as const) {
      expect((await anonymous.rest(method, path, body)).status).toBe(401);
      const staff = await volunteer();
      expect((await staff.rest(method, path, body)).status).toBe(403);
    }
    const staff = await volunteer();
    expect((await staff.gql('{ myPhone }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await anonymous.gql('mutation { requestMyPhoneChange(phone: "0701234567") }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await staff.gql('mutation { confirmMyPhone(code: "123456") }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('privacy', () => {
  it('export names the login phone; anonymisation removes it, the PIN and every code', async () => {
    const g = await guestWithPhone();
    const admin = await s.f.admin();
    await services.guestAccess.issueStartCode(await s.f.volunteer(), g.id);
    await new HttpClient(server.url).gql(REQUEST, { p: g.phone.e164 });
    await codeFor(g.phone.e164);
    const exported = await services.privacy.exportGuest(admin, g.id);
    expect((exported.account as { login_phone: string }).login_phone).toBe(g.phone.e164);
    await services.privacy.anonymiseGuest(admin, g.id);
    const [u]: { login_phone: string | null; pin_hash: string | null }[] = await s.db.dataSource.query(
      `SELECT login_phone, pin_hash FROM app_user WHERE id = $1`,
      [g.id],
    );
    expect(u).toEqual({ login_phone: null, pin_hash: null });
    const left: { n: number }[] = await s.db.dataSource.query(
      `SELECT (SELECT count(*) FROM sms_code WHERE user_id = $1) + (SELECT count(*) FROM start_code WHERE user_id = $1) AS n`,
      [g.id],
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});

describe('booking messages', () => {
  it("a guest created with a phone gets the booking's SMS at the login number, in the form the SMS gateway takes", async () => {
    const g = await guestWithPhone();
    const c = await volunteer();
    const room = await s.f.product(await s.f.shelter());
    const req = await c.gql<{ requestBooking: { id: string } }>('mutation($i: RequestBookingInput!) { requestBooking(input: $i) { id } }', {
      i: { productId: String(room), guestId: String(g.id), startDate: '2030-07-02', endDate: '2030-07-03' },
    });
    const conf = await c.gql<{ volunteerConfirmBooking: { guestNotice: string | null } }>(
      'mutation($id: ID!) { volunteerConfirmBooking(id: $id) { guestNotice } }',
      { id: req.data?.requestBooking.id },
    );
    expect(conf.data?.volunteerConfirmBooking.guestNotice).toBe('sms');
    const rows: { address: string; channel: string }[] = await s.db.dataSource.query(
      `SELECT address, channel FROM outbox_message WHERE booking_id = $1`,
      [Number(req.data?.requestBooking.id)],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.channel === 'sms' && r.address === g.phone.e164)).toBe(true);
  });
});
