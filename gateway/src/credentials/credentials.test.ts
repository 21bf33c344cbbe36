/**
 * Password reset, guest registration, staff invitations and deactivation (issue 20 §4–6) through
 * the real HTTP server on both transports. The e-mails are read where the delivery worker reads
 * them (outbox_message) and rendered through the catalogue, as the worker would send them.
 */
import { useServerSuite } from '../test-support/suite';
import { HttpClient, postFrom } from '../test-support/http';
import { TEST_PASSWORD } from '../test-support/factories';
import type { Services } from '../platform/services';
import { OutboxDelivery } from '../notify/delivery';
import { emailSender } from '../notify/channels';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp';
import { ANSWER_FLOOR_MS } from './limits';
import { accountLinks, consumeToken, hashLinkToken, TOKEN_PURPOSES } from './tokens';

const s = useServerSuite('2030-07-01');
let services: Services;
let sink: SmtpSink;
let delivery: OutboxDelivery;
beforeAll(async () => {
  sink = await startSmtpSink();
  delivery = new OutboxDelivery(s.db.dataSource, { email: emailSender(sink.url, 'noQ <noreply@test.example>') }, 'https://noq.example', {
    links: accountLinks,
  });
  services = s.server.gateway.services;
  // Every test of this file comes from 127.0.0.1 (the test server lifts the per-client limits): the
  // per-client limits are tested on their own addresses.
  // The answer's floor is its own test ('in about the same time'); the others need not wait for it.
  services.credentials.answerFloorMs = 0;
});
afterAll(async () => {
  delivery?.close();
  await sink?.close();
});

let seq = 0;
const newEmail = (prefix: string) => `${prefix}-${process.pid}-${++seq}@test.example`;

interface Mail {
  id: number;
  template: string;
  language: string;
  recipient_id: number | null;
  params: Record<string, string>;
  secret: Record<string, string> | null;
}

async function mailsTo(address: string): Promise<Mail[]> {
  return s.db.dataSource.query(
    `SELECT id::int AS id, template, language, recipient_id, params, secret FROM outbox_message WHERE lower(address) = lower($1) ORDER BY id`,
    [address],
  );
}

/**
 * Sends what waits for `address` over a real SMTP server, as the delivery worker does: a message's
 * link is made only then (issue 29 §3, §6), so the token is read from the mail as it arrived.
 */
async function sendWaiting(address: string): Promise<void> {
  const [row]: { ids: number[] }[] = await s.db.dataSource.query(
    `SELECT coalesce(array_agg(id::int ORDER BY id), '{}') AS ids FROM outbox_message WHERE lower(address) = lower($1) AND status = 'pending'`,
    [address],
  );
  const ids = row?.ids ?? [];
  if (ids.length > 0) await delivery.runOnce({ onlyIds: ids });
}

const sentTo = (address: string) => sink.mails.filter((m) => m.to.toLowerCase() === address.toLowerCase());
const tokenIn = (text: string): string => /#([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? '';

/** The newest message to `address`: its row, its text and subject as sent, and the link's token. */
async function lastMail(address: string): Promise<{ mail: Mail; text: string; subject: string; token: string }> {
  await sendWaiting(address);
  const mails = await mailsTo(address);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no message to ${address}`);
  const sent = sentTo(address);
  const last = sent[sent.length - 1];
  if (!last) throw new Error(`nothing sent to ${address}`);
  return { mail, text: last.text, subject: last.subject, token: tokenIn(last.text) };
}

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id usergroups } }';
const RESET = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
const SET_PASSWORD = 'mutation($t: String!, $p: String!) { setPasswordWithLink(token: $t, password: $p) }';
const REGISTER = 'mutation($i: RegisterGuestInput!) { registerGuest(input: $i) }';
const ACTIVATE = 'mutation($t: String!, $p: String) { activateAccount(token: $t, password: $p) }';

async function loggedIn(email: string, password = TEST_PASSWORD): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(email, password);
  return c;
}

async function restLogin(email: string, password: string) {
  return new HttpClient(s.server.url).rest<{ login_status: boolean; code?: string; message: string }>('POST', '/api/login/', {
    email,
    password,
  });
}

describe('password reset (issue 20 §4)', () => {
  it('answers a known and an unknown e-mail alike, on both transports; only the known one gets a link', async () => {
    const guest = await s.f.guest({ login: true, first: 'Rut' });
    const email = guest.email ?? '';
    const c = new HttpClient(s.server.url);
    const unknownEmail = newEmail('ingen');
    const known = await c.rest('POST', '/api/auth/password-reset/', { email });
    const unknown = await c.rest('POST', '/api/auth/password-reset/', { email: unknownEmail });
    expect(known).toEqual({ status: 200, body: { ok: true } });
    expect(unknown).toEqual(known);
    const g1 = await c.gql(RESET, { e: email.toUpperCase() });
    const g2 = await c.gql(RESET, { e: newEmail('ingen') });
    expect(g1).toEqual({ status: 200, data: { requestPasswordReset: true } });
    expect(g2).toEqual(g1);

    expect(await mailsTo(unknownEmail)).toEqual([]);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['account.password_reset', 'account.password_reset']);
    const { mail, text, token } = await lastMail(email);
    // The token is in the mail only (made as it was sent: never in the row, nor its params, which the admin sees), in the link's fragment.
    expect(mail.params).toEqual({ firstName: 'Rut' });
    expect(JSON.stringify(mail.params)).not.toContain(token);
    expect(text).toContain(`https://noq.example/password/reset#${token}`);
    expect(text).toMatch(/^Hej Rut!/);
    // Stored hashed: the table never holds the token itself.
    const rows: { id: string }[] = await s.db.dataSource.query(`SELECT id FROM account_token WHERE user_id = $1`, [guest.userId]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id)).not.toContain(token);
    // A second request replaced the first link.
    const firstToken = tokenIn(sentTo(email)[0]?.text ?? '');
    expect(firstToken).not.toBe(token);
    const stale = await c.gql(SET_PASSWORD, { t: firstToken, p: 'ett-nytt-lösen' });
    expect(stale.errors?.[0]?.extensions?.code).toBe('LINK_INVALID');
  });

  it('checks a link as the page opens, without using it (issue 33 §11)', async () => {
    const guest = await s.f.guest({ login: true, first: 'Sten' });
    const email = guest.email ?? '';
    const anon = new HttpClient(s.server.url);
    await anon.rest('POST', '/api/auth/password-reset/', { email });
    const { token } = await lastMail(email);
    const CHECK = 'query($t: String!, $k: String!) { checkLink(token: $t, kind: $k) }';
    const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
    expect((await anon.gql(CHECK, { t: token, k: 'password' })).data).toEqual({ checkLink: true });
    // Asking twice changes nothing: the link still sets the password.
    expect((await anon.gql(CHECK, { t: token, k: 'password' })).data).toEqual({ checkLink: true });
    expect(code(await anon.gql(CHECK, { t: token, k: 'activation' }))).toBe('LINK_INVALID');
    expect(code(await anon.gql(CHECK, { t: 'x'.repeat(43), k: 'password' }))).toBe('LINK_INVALID');
    const bad = await anon.gql(CHECK, { t: token, k: 'annat' });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe("Länkens sort måste vara 'password' eller 'activation'.");
    expect((await anon.gql(SET_PASSWORD, { t: token, p: 'mitt-nya-lösen' })).data).toEqual({ setPasswordWithLink: true });
    expect(code(await anon.gql(CHECK, { t: token, k: 'password' }))).toBe('LINK_USED');
    // An expired link says so too.
    await anon.rest('POST', '/api/auth/password-reset/', { email });
    const fresh = (await lastMail(email)).token;
    await s.db.dataSource.query(
      `UPDATE account_token SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND used_at IS NULL`,
      [guest.userId],
    );
    expect(code(await anon.gql(CHECK, { t: fresh, k: 'password' }))).toBe('LINK_EXPIRED');
  });

  it('sets the password once, ends ALL the sessions, and refuses the link again', async () => {
    const host = await s.f.host(await s.f.shelter(), { login: true });
    const email = host.email ?? '';
    const phone = await loggedIn(email);
    const laptop = await loggedIn(email);
    expect((await phone.gql<{ me: { id: string } | null }>('{ me { id } }')).data?.me?.id).toBe(String(host.userId));

    const anon = new HttpClient(s.server.url);
    await anon.rest('POST', '/api/auth/password-reset/', { email });
    const { token } = await lastMail(email);

    // A password against the rules changes nothing, and the link stays usable.
    const short = await anon.rest<{ code: string; message: string }>('POST', '/api/auth/password-reset/complete/', {
      token,
      password: 'kort',
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Lösenordet måste vara minst 8 tecken.' });

    const done = await anon.rest('POST', '/api/auth/password-reset/complete/', { token, password: 'mitt-nya-lösen' });
    expect(done).toEqual({ status: 200, body: { ok: true } });
    for (const c of [phone, laptop]) expect((await c.gql('{ me { id } }')).data).toEqual({ me: null });
    expect((await restLogin(email, TEST_PASSWORD)).body.login_status).toBe(false);
    expect((await restLogin(email, 'mitt-nya-lösen')).body.login_status).toBe(true);

    const again = await anon.rest<{ code: string; message: string }>('POST', '/api/auth/password-reset/complete/', {
      token,
      password: 'ett-tredje-lösen',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'LINK_USED', message: 'Länken har redan använts.' });
    const g = await anon.gql(SET_PASSWORD, { t: token, p: 'ett-tredje-lösen' });
    expect(g.errors?.[0]).toMatchObject({ message: 'Länken har redan använts.', extensions: { code: 'LINK_USED' } });
    expect((await restLogin(email, 'mitt-nya-lösen')).body.login_status).toBe(true);
  });

  it('goes out over a real SMTP server with a working link; the token is wiped from the outbox once sent', async () => {
    const smtp = await startSmtpSink();
    try {
      const guest = await s.f.guest({ login: true, first: 'Sigrid' });
      const email = guest.email ?? '';
      await new HttpClient(s.server.url).rest('POST', '/api/auth/password-reset/', { email });
      const [row] = await mailsTo(email);
      const delivery = new OutboxDelivery(
        s.db.dataSource,
        { email: emailSender(smtp.url, 'noQ <noreply@test.example>') },
        'https://noq.example',
        { links: accountLinks },
      );
      expect(await delivery.runOnce({ onlyIds: [row?.id ?? 0] })).toMatchObject({ sent: 1 });

      const [mail, ...more] = smtp.to(email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('noQ: välj ett nytt lösenord');
      expect(mail?.text).toMatch(/^Hej Sigrid!/);
      const token = /https:\/\/noq\.example\/password\/reset#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
      const [after]: { status: string; secret: unknown }[] = await s.db.dataSource.query(
        `SELECT status, secret FROM outbox_message WHERE id = $1`,
        [row?.id],
      );
      expect(after).toEqual({ status: 'sent', secret: null });

      const done = await new HttpClient(s.server.url).gql(SET_PASSWORD, { t: token, p: 'från-mejlet-1' });
      expect(done.data).toEqual({ setPasswordWithLink: true });
      expect((await restLogin(email, 'från-mejlet-1')).body.login_status).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('refuses an expired link and an unknown one with clear texts', async () => {
    const guest = await s.f.guest({ login: true });
    const email = guest.email ?? '';
    const c = new HttpClient(s.server.url);
    await c.gql(RESET, { e: email });
    const { token } = await lastMail(email);
    // 30 minutes: one second short of it the link works... (checked by the row's expiry)
    const [row]: { minutes: number }[] = await s.db.dataSource.query(
      `SELECT round(EXTRACT(EPOCH FROM expires_at - created_at) / 60)::int AS minutes FROM account_token WHERE user_id = $1 AND used_at IS NULL`,
      [guest.userId],
    );
    expect(row?.minutes).toBe(30);
    // ... and once it has passed, it does not.
    await s.db.dataSource.query(`UPDATE account_token SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [guest.userId]);
    const expired = await c.gql(SET_PASSWORD, { t: token, p: 'ett-nytt-lösen' });
    expect(expired.errors?.[0]).toMatchObject({ message: 'Länken har gått ut. Be om en ny.', extensions: { code: 'LINK_EXPIRED' } });
    expect((await restLogin(email, TEST_PASSWORD)).body.login_status).toBe(true);

    for (const t of ['A'.repeat(43), 'kort', '']) {
      const r = await c.rest<{ code: string; message: string }>('POST', '/api/auth/password-reset/complete/', {
        token: t,
        password: 'ett-nytt-lösen',
      });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'LINK_INVALID', message: 'Länken är ogiltig. Kontrollera att du har kopierat hela länken.' });
    }
    // An activation link is no reset link.
    const other = await c.rest<{ code: string }>('POST', '/api/auth/password-reset/complete/', { password: 'ett-nytt-lösen' });
    expect(other.body.code).toBe('LINK_INVALID');
  });

  it('is limited per e-mail address and per client, the same for unknown addresses', async () => {
    const guest = await s.f.guest({ login: true });
    const c = new HttpClient(s.server.url);
    for (const email of [guest.email ?? '', newEmail('okand')]) {
      for (let i = 0; i < 3; i++) expect((await c.rest('POST', '/api/auth/password-reset/', { email })).status).toBe(200);
      const over = await c.rest<{ code: string }>('POST', '/api/auth/password-reset/', { email });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('TOO_MANY_REQUESTS');
      const g = await c.gql(RESET, { e: email });
      expect(g.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }
    expect((await mailsTo(guest.email ?? '')).length).toBe(3);

    const limits = services.credentials.limiter.limits.reset;
    const saved = limits.perClient;
    limits.perClient = 2;
    try {
      const from = { localAddress: '127.0.0.41' };
      for (let i = 0; i < 2; i++)
        expect((await postFrom(s.server.url, '/api/auth/password-reset/', { email: newEmail('k') }, from)).status).toBe(200);
      const over = await postFrom<{ code: string }>(s.server.url, '/api/auth/password-reset/', { email: newEmail('k') }, from);
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      limits.perClient = saved;
    }
  });

  it('refuses input that is no e-mail address, changing nothing', async () => {
    const c = new HttpClient(s.server.url);
    for (const email of ['', 'inte-en-adress', 5, null]) {
      const r = await c.rest<{ code: string }>('POST', '/api/auth/password-reset/', { email });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('no usable secret at rest, links that count from their send (issue 29 §3, §6)', () => {
  /** Every string of every row of every table, as the database holds it now (a dump would). */
  async function everyStoredString(): Promise<Set<string>> {
    const tables: { name: string }[] = await s.db.dataSource.query(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const found = new Set<string>();
    for (const { name } of tables) {
      const rows: { r: string }[] = await s.db.dataSource.query(`SELECT row_to_json(t)::text AS r FROM ${name} t`);
      for (const { r } of rows) {
        // Every token-shaped run of characters, also inside JSON (a link's token is 43 base64url characters).
        for (const m of r.matchAll(/[A-Za-z0-9_-]{43}/g)) found.add(m[0]);
      }
    }
    return found;
  }

  /** Those of `candidates` that open an account's link (tokens.ts's own check, in a transaction rolled back). */
  async function opening(candidates: Iterable<string>): Promise<string[]> {
    const opens: string[] = [];
    const rollback = new Error('rollback');
    for (const token of candidates) {
      await s.db.dataSource
        .transaction(async (tx) => {
          const link = await consumeToken(tx, token, TOKEN_PURPOSES).catch(() => null);
          if (link) opens.push(token);
          throw rollback;
        })
        .catch((e: unknown) => {
          if (e !== rollback) throw e;
        });
    }
    return opens;
  }

  it('stores no string that resets a password while a reset mail waits, nor once it has gone', async () => {
    const guest = await s.f.guest({ login: true, first: 'Dumpa' });
    const email = guest.email ?? '';
    await new HttpClient(s.server.url).rest('POST', '/api/auth/password-reset/', { email });
    await new HttpClient(s.server.url).rest('POST', '/api/auth/register/', {
      email: newEmail('vantar'),
      password: 'gästens-lösen',
      first_name: 'A',
      last_name: 'B',
    });
    // The messages wait (no worker has passed): nothing in any table opens an account ...
    const waiting = await everyStoredString();
    expect(waiting.size).toBeGreaterThan(0);
    expect(await opening(waiting)).toEqual([]);
    // ... and the mail, once sent, carries a link that does; still nothing stored does.
    const { token } = await lastMail(email);
    expect(await opening([token])).toEqual([token]);
    expect(await opening(await everyStoredString())).toEqual([]);
    expect((await new HttpClient(s.server.url).gql(SET_PASSWORD, { t: token, p: 'från-mejlet-2' })).data).toEqual({
      setPasswordWithLink: true,
    });
  });

  it("counts a reset link's 30 minutes from when its mail is handed to the server, not from the request", async () => {
    const guest = await s.f.guest({ login: true });
    const email = guest.email ?? '';
    await new HttpClient(s.server.url).rest('POST', '/api/auth/password-reset/', { email });
    // An SMTP outage of 25 minutes: everything the request wrote is 25 minutes old when the mail leaves.
    await s.db.dataSource.query(
      `UPDATE outbox_message SET created_at = created_at - interval '25 minutes' WHERE lower(address) = lower($1)`,
      [email],
    );
    await s.db.dataSource.query(
      `UPDATE account_token SET created_at = created_at - interval '25 minutes', expires_at = expires_at - interval '25 minutes'
        WHERE user_id = $1`,
      [guest.userId],
    );
    const { token, mail } = await lastMail(email);
    const [row]: { minutes: number }[] = await s.db.dataSource.query(
      `SELECT (EXTRACT(EPOCH FROM t.expires_at - o.sent_at) / 60)::float AS minutes
         FROM account_token t, outbox_message o WHERE t.id = $1 AND o.id = $2`,
      [hashLinkToken(token), mail.id],
    );
    expect(row?.minutes).toBeGreaterThan(29.9);
    expect(row?.minutes).toBeLessThanOrEqual(30);
    expect((await new HttpClient(s.server.url).gql(SET_PASSWORD, { t: token, p: 'efter-avbrottet' })).data).toEqual({
      setPasswordWithLink: true,
    });
  });

  it("sends no link an account no longer wants: a deactivated account's waiting reset is dropped with the reason", async () => {
    const guest = await s.f.guest({ login: true });
    const email = guest.email ?? '';
    await new HttpClient(s.server.url).rest('POST', '/api/auth/password-reset/', { email });
    await s.db.dataSource.query(`UPDATE app_user SET deactivated_at = now() WHERE id = $1`, [guest.userId]);
    await sendWaiting(email);
    expect(sentTo(email)).toEqual([]);
    const [row]: { status: string; last_error: string }[] = await s.db.dataSource.query(
      `SELECT status, last_error FROM outbox_message WHERE lower(address) = lower($1)`,
      [email],
    );
    expect(row).toEqual({ status: 'failed', last_error: 'Ej skickat: kontot kan inte logga in längre (avstängt)' });
  });
});

describe('guest registration (issue 20 §5)', () => {
  const form = (email: string) => ({
    email,
    password: 'gästens-lösen',
    first_name: 'Amina',
    last_name: 'Berg',
    gender: 'K',
    phone: '070-123 45 67',
    language: 'en',
  });

  it('makes an inactive guest account with a free UNO code; the activation link lets it log in', async () => {
    const email = newEmail('ny');
    const c = new HttpClient(s.server.url);
    const r = await c.rest('POST', '/api/auth/register/', form(email));
    expect(r).toEqual({ status: 200, body: { ok: true } });

    const [user]: {
      id: number;
      groups: string[];
      activation_pending: boolean;
      language: string;
      unokod: string;
      gender: string;
      phone: string;
    }[] = await s.db.dataSource.query(
      `SELECT u.id, u.groups, u.activation_pending, u.language, g.unokod, g.gender, g.phone
           FROM app_user u JOIN guest_profile g ON g.user_id = u.id WHERE u.email = $1`,
      [email],
    );
    expect(user).toMatchObject({ groups: ['user'], activation_pending: true, language: 'en', gender: 'K', phone: '070-123 45 67' });
    expect(user?.unokod).toMatch(/^[0-9]{4}$/);

    // Before activation: the right password is refused with its own text, a wrong one as ever.
    const early = await restLogin(email, 'gästens-lösen');
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({
      login_status: false,
      code: 'ACCOUNT_NOT_ACTIVATED',
      message: 'Kontot är inte aktiverat än. Öppna länken i e-postmeddelandet vi skickade.',
    });
    expect((await restLogin(email, 'fel-lösen')).body.code).toBe('LOGIN_FAILED');
    const g = await c.gql(LOGIN, { e: email, p: 'gästens-lösen' });
    expect(g.errors?.[0]?.extensions?.code).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(c.cookie).toBeNull();

    const { mail, text, subject, token } = await lastMail(email);
    expect(mail.template).toBe('account.activation');
    expect(subject).toBe('noQ: activate your account');
    // Issue 33 §4: the link carries the account's language (English), the token stays in the fragment.
    expect(text).toContain(`https://noq.example/register/activate?lang=en#${token}`);
    expect(text).not.toContain(user?.unokod ?? '');

    expect(await c.gql(ACTIVATE, { t: token, p: 'gästens-lösen' })).toEqual({ status: 200, data: { activateAccount: true } });
    const again = await c.rest<{ code: string; message: string }>('POST', '/api/auth/activate/', { token, password: 'gästens-lösen' });
    expect(again.body).toMatchObject({ code: 'LINK_USED', message: 'Länken har redan använts.' });
    const ok = await c.gql<{ login: { usergroups: string[] } }>(LOGIN, { e: email, p: 'gästens-lösen' });
    expect(ok.data?.login.usergroups).toEqual(['user']);
  });

  it('lets no password given at registration survive activation: the holder of the link chooses it (issue 29 §1)', async () => {
    const email = newEmail('kapning');
    const c = new HttpClient(s.server.url);
    // Someone registers the owner's address first, with a password of their own; then the owner does.
    await c.rest('POST', '/api/auth/register/', { ...form(email), password: 'angriparens-lösen' });
    const first = await lastMail(email);
    await c.rest('POST', '/api/auth/register/', { ...form(email), password: 'ägarens-lösen' });
    const { token } = await lastMail(email);
    // Without a password the link is not spent.
    const none = await c.rest<{ code: string; message: string }>('POST', '/api/auth/activate/', { token });
    expect(none).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message: 'Lösenordet måste vara minst 8 tecken.' } });
    const ok = await c.rest('POST', '/api/auth/activate/', { token, password: 'ägarens-lösen' });
    expect(ok).toEqual({ status: 200, body: { ok: true } });
    expect((await restLogin(email, 'angriparens-lösen')).body).toMatchObject({ login_status: false, code: 'LOGIN_FAILED' });
    expect((await restLogin(email, 'ägarens-lösen')).body.login_status).toBe(true);

    // The owner who opens the mail the other registration caused chooses the password as well.
    const email2 = newEmail('kapning2');
    await c.rest('POST', '/api/auth/register/', { ...form(email2), password: 'angriparens-lösen' });
    const only = await lastMail(email2);
    const g = await c.gql(ACTIVATE, { t: only.token, p: 'ägarens-eget' });
    expect(g).toEqual({ status: 200, data: { activateAccount: true } });
    expect((await restLogin(email2, 'angriparens-lösen')).body.login_status).toBe(false);
    expect((await restLogin(email2, 'ägarens-eget')).body.login_status).toBe(true);
    expect(first.token).not.toBe(token);
  });

  it('never makes anything but a guest: REST ignores a group, GraphQL has no field for one', async () => {
    const c = new HttpClient(s.server.url);
    const email = newEmail('admin-forsok');
    const r = await c.rest('POST', '/api/auth/register/', { ...form(email), groups: ['admin'], group: 'admin', usergroups: ['host'] });
    expect(r.status).toBe(200);
    const [u]: { groups: string[] }[] = await s.db.dataSource.query(`SELECT groups FROM app_user WHERE email = $1`, [email]);
    expect(u?.groups).toEqual(['user']);

    const email2 = newEmail('admin-gql');
    const g = await c.gql(REGISTER, {
      i: { email: email2, password: 'gästens-lösen', firstName: 'A', lastName: 'B', groups: ['admin'] },
    });
    expect(g.status).toBe(400);
    expect(g.data ?? null).toBeNull();
    const none: unknown[] = await s.db.dataSource.query(`SELECT 1 FROM app_user WHERE email = $1`, [email2]);
    expect(none).toEqual([]);
    const inline = await c.gql(
      `mutation { registerGuest(input: { email: "${email2}", password: "gästens-lösen", firstName: "A", lastName: "B", groups: [admin] }) }`,
    );
    expect(inline.status).toBe(400);
    expect(await s.db.dataSource.query(`SELECT 1 FROM app_user WHERE email = $1`, [email2])).toEqual([]);
  });

  it('answers a taken address exactly as a new one, in about the same time; the owner is told instead', async () => {
    const owner = await s.f.guest({ login: true, first: 'Olle' });
    const c = new HttpClient(s.server.url);
    const fresh = await c.rest('POST', '/api/auth/register/', form(newEmail('ny')));
    const taken = await c.rest('POST', '/api/auth/register/', { ...form((owner.email ?? '').toUpperCase()), first_name: 'Inkräktare' });
    expect(taken).toEqual(fresh);
    const g1 = await c.gql(REGISTER, { i: { email: newEmail('ny'), password: 'gästens-lösen', firstName: 'A', lastName: 'B' } });
    const g2 = await c.gql(REGISTER, { i: { email: owner.email, password: 'gästens-lösen', firstName: 'A', lastName: 'B' } });
    expect(g2).toEqual(g1);

    // The owner's account is untouched and they get "someone tried", in Swedish, with no token.
    expect((await restLogin(owner.email ?? '', TEST_PASSWORD)).body.login_status).toBe(true);
    const { mail, text } = await lastMail(owner.email ?? '');
    expect(mail.template).toBe('account.registration_attempt');
    expect(mail.secret).toBeNull();
    expect(mail.params).toEqual({ firstName: 'Olle' });
    expect(text).toContain('https://noq.example/password/forgot');

    // Timing: both answer no sooner than ANSWER_FLOOR_MS (longer than either's work); medians of
    // interleaved rounds (after one of each to warm up) stay close.
    const owners = await Promise.all(Array.from({ length: 10 }, () => s.f.guest({ login: true })));
    const once = async (email: string): Promise<number> => {
      const t0 = performance.now();
      await c.rest('POST', '/api/auth/register/', form(email));
      return performance.now() - t0;
    };
    services.credentials.answerFloorMs = ANSWER_FLOOR_MS;
    await once(newEmail('warm'));
    await once(owners[9]?.email ?? '');
    const newRuns: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 9; i++) {
      newRuns.push(await once(newEmail('tid')));
      known.push(await once(owners[i]?.email ?? ''));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[4] ?? 0;
    const newTime = median(newRuns);
    const takenTime = median(known);
    services.credentials.answerFloorMs = 0;
    expect(Math.min(newTime, takenTime)).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 1);
    // Both padded to the same floor: the medians of nine interleaved rounds differ by the machine's
    // noise only (a loaded 2-core machine: tens of milliseconds), well under half the floor.
    expect(Math.abs(newTime - takenTime)).toBeLessThan(ANSWER_FLOOR_MS / 2);
  });

  it('sends a new activation link to an address that registered and never activated', async () => {
    const email = newEmail('igen');
    const c = new HttpClient(s.server.url);
    await c.rest('POST', '/api/auth/register/', form(email));
    const first = await lastMail(email);
    await c.rest('POST', '/api/auth/register/', form(email));
    const second = await lastMail(email);
    expect(second.mail.template).toBe('account.activation');
    expect(second.token).not.toBe(first.token);
    // The first link was replaced: unknown now.
    expect(
      (await c.rest<{ code: string }>('POST', '/api/auth/activate/', { token: first.token, password: 'gästens-lösen' })).body.code,
    ).toBe('LINK_INVALID');
    expect((await c.rest('POST', '/api/auth/activate/', { token: second.token, password: 'gästens-lösen' })).status).toBe(200);
    const users: unknown[] = await s.db.dataSource.query(`SELECT 1 FROM app_user WHERE lower(email) = lower($1)`, [email]);
    expect(users.length).toBe(1);
  });

  it('is limited per e-mail address, taken or not', async () => {
    const c = new HttpClient(s.server.url);
    const email = newEmail('tak');
    for (let i = 0; i < 3; i++) expect((await c.rest('POST', '/api/auth/register/', form(email))).status).toBe(200);
    const over = await c.rest<{ code: string }>('POST', '/api/auth/register/', form(email));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_REQUESTS');
    const g = await c.gql(REGISTER, { i: { email, password: 'gästens-lösen', firstName: 'A', lastName: 'B' } });
    expect(g.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses bad fields with Swedish texts and makes nothing', async () => {
    const c = new HttpClient(s.server.url);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'ingen-adress' }, 'E-postadressen är ogiltig.'],
      [{ password: 'kort' }, 'Lösenordet måste vara minst 8 tecken.'],
      [{ first_name: '  ' }, 'Förnamn och efternamn måste fyllas i.'],
      [{ gender: 'X' }, 'Kön måste vara K eller M.'],
      [
        { phone: 'ring mig' },
        'Telefonnumret får bara innehålla siffror, mellanslag, bindestreck, parenteser och ett inledande +, och ha 5–15 siffror.',
      ],
    ];
    for (const [change, message] of cases) {
      const email = newEmail('fel');
      const r = await c.rest<{ code: string; message: string }>('POST', '/api/auth/register/', { ...form(email), ...change });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', message });
      expect(await s.db.dataSource.query(`SELECT 1 FROM app_user WHERE email = $1`, [email])).toEqual([]);
    }
  });
});

describe('staff invitations (issue 20 §6)', () => {
  const CREATE = `mutation($i: AccountInput!, $p: String) { createAccount(input: $i, initialPassword: $p) { id mustChangePassword invitationPending active } }`;

  it('with mail, an account made without a password gets an invitation link that sets its own password', async () => {
    const admin = await loggedIn((await s.f.admin({ login: true })).email ?? '');
    services.credentials.mail.enabled = true;
    try {
      expect((await admin.gql('{ adminInvitesByMail }')).data).toEqual({ adminInvitesByMail: true });
      const email = newEmail('inbjuden');
      const r = await admin.gql<{ createAccount: { id: string; mustChangePassword: boolean; invitationPending: boolean } }>(CREATE, {
        i: { email, firstName: 'Ina', lastName: 'Bjud', groups: ['volunteer'] },
      });
      expect(r.data?.createAccount).toMatchObject({ mustChangePassword: false, invitationPending: true, active: true });
      // No password yet: no login.
      expect((await restLogin(email, '')).body.login_status).toBe(false);

      const { mail, text, subject, token } = await lastMail(email);
      expect(mail.template).toBe('account.invitation');
      expect(subject).toBe('noQ: du har fått ett konto');
      expect(text).toContain(`https://noq.example/invitation#${token}`);
      const set = await new HttpClient(s.server.url).gql(SET_PASSWORD, { t: token, p: 'mitt-eget-lösen' });
      expect(set.data).toEqual({ setPasswordWithLink: true });
      const me = await loggedIn(email, 'mitt-eget-lösen');
      expect((await me.gql('{ me { usergroups mustChangePassword } }')).data).toEqual({
        me: { usergroups: ['volunteer'], mustChangePassword: false },
      });
      const list = await admin.gql<{ adminAccounts: { id: string; invitationPending: boolean }[] }>(
        `{ adminAccounts(search: "${email}") { id invitationPending } }`,
      );
      expect(list.data?.adminAccounts).toEqual([{ id: r.data?.createAccount.id, invitationPending: false }]);

      // An initial password given anyway keeps today's flow.
      const withPassword = await admin.gql<{ createAccount: { mustChangePassword: boolean; invitationPending: boolean } }>(CREATE, {
        i: { email: newEmail('start'), firstName: 'S', lastName: 'L', groups: ['host'], shelterId: String(await s.f.shelter()) },
        p: 'startlösen-1',
      });
      expect(withPassword.data?.createAccount).toMatchObject({ mustChangePassword: true, invitationPending: false });

      // A lost invitation: a new link replaces the old one.
      const late = newEmail('sen');
      const made = await admin.gql<{ createAccount: { id: string } }>(CREATE, {
        i: { email: late, firstName: 'Sen', lastName: 'S', groups: ['caseworker'] },
      });
      const id = made.data?.createAccount.id ?? '';
      const old = (await lastMail(late)).token;
      const again = await admin.gql<{ sendInvitation: { invitationPending: boolean } }>(
        'mutation($id: ID!) { sendInvitation(id: $id) { invitationPending } }',
        { id },
      );
      expect(again.data?.sendInvitation.invitationPending).toBe(true);
      const fresh = await lastMail(late);
      expect(fresh.mail.template).toBe('account.invitation');
      expect(fresh.token).not.toBe(old);
      const anon = new HttpClient(s.server.url);
      expect((await anon.gql(SET_PASSWORD, { t: old, p: 'sent-lösen-1' })).errors?.[0]?.extensions?.code).toBe('LINK_INVALID');
      expect((await anon.gql(SET_PASSWORD, { t: fresh.token, p: 'sent-lösen-1' })).data).toEqual({ setPasswordWithLink: true });
    } finally {
      services.credentials.mail.enabled = false;
    }
  });

  it('without mail, an account still needs an initial password and no e-mail is queued', async () => {
    const admin = await loggedIn((await s.f.admin({ login: true })).email ?? '');
    expect((await admin.gql('{ adminInvitesByMail }')).data).toEqual({ adminInvitesByMail: false });
    const email = newEmail('utan');
    const r = await admin.gql(CREATE, { i: { email, firstName: 'U', lastName: 'M', groups: ['volunteer'] } });
    expect(r.errors?.[0]).toMatchObject({ message: 'Lösenordet måste vara minst 8 tecken.', extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await admin.gql<{ createAccount: { id: string; mustChangePassword: boolean; invitationPending: boolean } }>(CREATE, {
      i: { email, firstName: 'U', lastName: 'M', groups: ['volunteer'] },
      p: 'startlösen-1',
    });
    expect(ok.data?.createAccount).toMatchObject({ mustChangePassword: true, invitationPending: false });
    expect(await mailsTo(email)).toEqual([]);
    const resend = await admin.gql('mutation($id: ID!) { sendInvitation(id: $id) { id } }', { id: ok.data?.createAccount.id ?? '0' });
    expect(resend.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(resend.errors?.[0]?.message).toMatch(/^E-post är inte inställt/);
  });
});

describe('deactivation (issue 20 §6)', () => {
  const DEACTIVATE = 'mutation($id: ID!) { deactivateAccount(id: $id) { id active } }';
  const REACTIVATE = 'mutation($id: ID!) { reactivateAccount(id: $id) { id active } }';

  type Transport = 'graphql' | 'rest';
  const deactivate = async (admin: HttpClient, id: number, via: Transport) =>
    via === 'graphql'
      ? (await admin.gql<{ deactivateAccount: { active: boolean } }>(DEACTIVATE, { id: String(id) })).data?.deactivateAccount.active
      : (await admin.rest<{ active: boolean }>('POST', `/api/admin/accounts/${id}/deactivate/`)).body.active;
  const reactivate = async (admin: HttpClient, id: number, via: Transport) =>
    via === 'graphql'
      ? (await admin.gql<{ reactivateAccount: { active: boolean } }>(REACTIVATE, { id: String(id) })).data?.reactivateAccount.active
      : (await admin.rest<{ active: boolean }>('POST', `/api/admin/accounts/${id}/reactivate/`)).body.active;

  it.each<Transport>(['graphql', 'rest'])(
    'over %s: sessions end at once, login is refused, reactivation lets them in again',
    async (via) => {
      const adminActor = await s.f.admin({ login: true });
      const admin = await loggedIn(adminActor.email ?? '');
      const volunteer = await s.f.volunteer({ login: true });
      const email = volunteer.email ?? '';
      const session = await loggedIn(email);

      expect(await deactivate(admin, volunteer.userId, via)).toBe(false);
      expect((await session.gql('{ me { id } }')).data).toEqual({ me: null });
      expect((await session.rest('GET', '/api/self/auth/')).status).toBe(401);
      const refused = await restLogin(email, TEST_PASSWORD);
      expect(refused.body).toMatchObject({
        login_status: false,
        code: 'ACCOUNT_DEACTIVATED',
        message: 'Kontot är avstängt. Kontakta administratören.',
      });
      // Only the right password learns why: a wrong one is the usual failure.
      expect((await restLogin(email, 'fel-lösen')).body.code).toBe('LOGIN_FAILED');
      const g = await new HttpClient(s.server.url).gql(LOGIN, { e: email, p: TEST_PASSWORD });
      expect(g.errors?.[0]).toMatchObject({
        message: 'Kontot är avstängt. Kontakta administratören.',
        extensions: { code: 'ACCOUNT_DEACTIVATED' },
      });
      // No reset link for a deactivated account (the answer is the same as ever).
      const before = (await mailsTo(email)).length;
      expect((await new HttpClient(s.server.url).rest('POST', '/api/auth/password-reset/', { email })).status).toBe(200);
      expect((await mailsTo(email)).length).toBe(before);
      // Deactivating again changes nothing.
      expect(await deactivate(admin, volunteer.userId, via)).toBe(false);

      expect(await reactivate(admin, volunteer.userId, via)).toBe(true);
      expect((await restLogin(email, TEST_PASSWORD)).body.login_status).toBe(true);

      const events = await admin.gql<{ adminEvents: { action: string; entityId: string }[] }>(
        '{ adminEvents(limit: 20) { action entityId } }',
      );
      const mine = events.data?.adminEvents.filter((e) => String(e.entityId) === String(volunteer.userId)).map((e) => e.action);
      expect(mine).toEqual(['account_reactivated', 'account_deactivated']);
    },
  );

  it('deactivates a registered guest too, and ends a reset link sent before', async () => {
    const admin = await loggedIn((await s.f.admin({ login: true })).email ?? '');
    const guest = await s.f.guest({ login: true });
    await new HttpClient(s.server.url).rest('POST', '/api/auth/password-reset/', { email: guest.email });
    const { token } = await lastMail(guest.email ?? '');
    expect(await deactivate(admin, guest.userId, 'rest')).toBe(false);
    const r = await new HttpClient(s.server.url).rest<{ code: string }>('POST', '/api/auth/password-reset/complete/', {
      token,
      password: 'ett-nytt-lösen',
    });
    expect(r.body.code).toBe('LINK_INVALID');
  });

  it('is for admins only, never their own account, and 404 for an unknown one', async () => {
    const adminActor = await s.f.admin({ login: true });
    const admin = await loggedIn(adminActor.email ?? '');
    const volunteer = await loggedIn((await s.f.volunteer({ login: true })).email ?? '');
    const target = await s.f.host(await s.f.shelter(), { login: true });

    expect((await volunteer.rest('POST', `/api/admin/accounts/${target.userId}/deactivate/`)).status).toBe(403);
    expect((await volunteer.gql(DEACTIVATE, { id: String(target.userId) })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await new HttpClient(s.server.url).rest('POST', `/api/admin/accounts/${target.userId}/deactivate/`)).status).toBe(401);
    expect((await restLogin(target.email ?? '', TEST_PASSWORD)).body.login_status).toBe(true);

    const own = await admin.rest<{ code: string; message: string }>('POST', `/api/admin/accounts/${adminActor.userId}/deactivate/`);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Du kan inte stänga av ditt eget konto.' });
    expect((await admin.rest('POST', '/api/admin/accounts/999999/deactivate/')).status).toBe(404);
    expect((await admin.rest('POST', '/api/admin/accounts/abc/deactivate/')).status).toBe(404);
    expect((await admin.gql(DEACTIVATE, { id: '999999' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
