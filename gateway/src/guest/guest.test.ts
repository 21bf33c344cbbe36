/**
 * Guests over real HTTP: the volunteer's list, create and search shims of SPEC §7 with SPEC §5's
 * texts, the same through GraphQL, and the caseworker's scoped guest views (DESIGN §3).
 */
import type { Actor } from '../domain/actor';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { REQUIRED_FIELDS_MESSAGE, SEARCH_PARAMS_MESSAGE, SPARSE_BOOKINGS, UNO_FORMAT_MESSAGE } from './guest.rules';
import { one } from '../platform/db/rows';

const TODAY = '2030-03-10';
const s = useServerSuite(TODAY);
afterAll(async () => {});

type Json = Record<string, unknown>;
// SPEC §3's four keys, and the newest original client's unokod and region_name (issue 35 §1).
const GUEST_KEYS = ['first_name', 'id', 'last_name', 'region_name', 'uno', 'unokod'];
const ERROR_KEYS = ['code', 'error', 'message'];

async function clientFor(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

async function volunteerClient(): Promise<{ volunteer: Actor; c: HttpClient }> {
  const volunteer = await s.f.volunteer({ login: true, first: 'Vilma' });
  return { volunteer, c: await clientFor(volunteer) };
}

/** Anonymous, a guest, a host and a caseworker: none of them is a volunteer. */
async function outsiders(): Promise<{ anonymous: HttpClient; others: HttpClient[] }> {
  const shelter = await s.f.shelter();
  const others = await Promise.all([
    s.f.guest({ login: true }).then(clientFor),
    s.f.host(shelter, { login: true }).then(clientFor),
    s.f.caseworker([shelter], { login: true }).then(clientFor),
  ]);
  return { anonymous: new HttpClient(s.server.url), others };
}

/** A UNO code nobody has yet. */
async function freeUno(): Promise<string> {
  const r = one<{ uno: string }>(
    await s.db.dataSource.query(
      `SELECT lpad(n::text, 4, '0') AS uno FROM generate_series(0, 9999) AS n
      WHERE NOT EXISTS (SELECT 1 FROM guest_profile WHERE unokod = lpad(n::text, 4, '0'))
      ORDER BY random() LIMIT 1`,
    ),
  );
  return r.uno;
}

const unoOf = async (userId: number): Promise<string> =>
  one<{ unokod: string }>(await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [userId])).unokod;

const keys = (o: unknown) => Object.keys(o as Json).sort();

/** Resolves once another connection of this database waits on a lock (a signal, not a guess of time). */
async function untilWaitingOnLock(holder: { query(sql: string): Promise<{ n: number }[]> }, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const row = one(
      await holder.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      ),
    );
    if (row.n > 0) return;
    if (Date.now() > until) throw new Error(`no connection waited on a lock within ${ms} ms`);
    await new Promise((r) => setImmediate(r));
  }
}

describe('GET /api/volunteer/guest/list', () => {
  it('lists guests with id, first_name, last_name and uno only', async () => {
    const { c } = await volunteerClient();
    const guest = await s.f.guest({ first: 'Lista', last: 'Gästsson' });
    await s.db.dataSource.query(
      `UPDATE guest_profile SET personnr_lastnr = 'Q987', phone = '070-1234567', street = 'Hemliga vägen 1' WHERE user_id = $1`,
      [guest.userId],
    );
    const noProfile = one(await s.f.guests(1));
    const staff = await s.f.volunteer();

    const r = await c.rest<Json[]>('GET', '/api/volunteer/guest/list');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    for (const g of r.body) expect(keys(g)).toEqual(GUEST_KEYS);
    const listedUno = await unoOf(guest.userId);
    expect(r.body).toContainEqual({
      id: guest.userId,
      first_name: 'Lista',
      last_name: 'Gästsson',
      uno: listedUno,
      unokod: listedUno,
      region_name: null,
    });
    const ids = r.body.map((g) => g.id);
    expect(ids).not.toContain(noProfile.userId);
    expect(ids).not.toContain(staff.userId);
    // DESIGN §3: exact key sets above; and no private value slips through under another key.
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('Q987');
    expect(text).not.toContain('070-1234567');
    expect(text).not.toContain('Hemliga vägen');
  });

  it('also answers with a trailing slash', async () => {
    const { c } = await volunteerClient();
    expect((await c.rest('GET', '/api/volunteer/guest/list/')).status).toBe(200);
  });
});

describe('POST /api/volunteer/guest/create', () => {
  it('creates a guest without e-mail or password, created by the volunteer, and answers the four fields', async () => {
    const { volunteer, c } = await volunteerClient();
    const uno = await freeUno();
    const r = await c.rest<Json>('POST', '/api/volunteer/guest/create', { first_name: '  Åsa ', last_name: ' Öberg  ', uno, gender: 'K' });
    expect(r.status).toBe(200);
    expect(keys(r.body)).toEqual(GUEST_KEYS);
    expect(r.body).toMatchObject({ first_name: 'Åsa', last_name: 'Öberg', uno });
    const id = r.body.id as number;
    expect(Number.isInteger(id)).toBe(true);
    const [row]: Json[] = await s.db.dataSource.query(
      `SELECT u.email, u.password_hash, u.groups, u.first_name, g.unokod, g.gender, g.created_by
         FROM app_user u JOIN guest_profile g ON g.user_id = u.id WHERE u.id = $1`,
      [id],
    );
    expect(row).toEqual({
      email: null,
      password_hash: null,
      groups: ['user'],
      first_name: 'Åsa',
      unokod: uno,
      gender: 'K',
      created_by: volunteer.userId,
    });
    // The new guest is listed and found.
    const list = await c.rest<Json[]>('GET', '/api/volunteer/guest/list');
    expect(list.body).toContainEqual({ id, first_name: 'Åsa', last_name: 'Öberg', uno, unokod: uno, region_name: null });
  });

  it('leaves gender unknown when not given, and refuses a gender other than K or M', async () => {
    const { c } = await volunteerClient();
    const r = await c.rest<Json>('POST', '/api/volunteer/guest/create', { first_name: 'Kim', last_name: 'Okänd', uno: await freeUno() });
    expect(r.status).toBe(200);
    const row = one<{ gender: string | null }>(
      await s.db.dataSource.query(`SELECT gender FROM guest_profile WHERE user_id = $1`, [r.body.id]),
    );
    expect(row.gender).toBeNull();
    const bad = await c.rest<Json>('POST', '/api/volunteer/guest/create', {
      first_name: 'Kim',
      last_name: 'Okänd',
      uno: await freeUno(),
      gender: 'X',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Kön måste vara K eller M.', error: 'Kön måste vara K eller M.', code: 'BAD_USER_INPUT' });
  });

  it("answers 400 with SPEC's text when a field is missing or blank", async () => {
    const { c } = await volunteerClient();
    const uno = await freeUno();
    const bodies: unknown[] = [
      {},
      { last_name: 'Berg', uno },
      { first_name: 'Erik', uno },
      { first_name: 'Erik', last_name: 'Berg' },
      { first_name: '   ', last_name: 'Berg', uno },
      { first_name: 'Erik', last_name: '', uno },
      { first_name: 'Erik', last_name: 'Berg', uno: ' ' },
      { first_name: null, last_name: 'Berg', uno },
      { first_name: ['Erik'], last_name: 'Berg', uno },
      [],
      'inte json',
    ];
    for (const body of bodies) {
      const r = await c.rest<Json>('POST', '/api/volunteer/guest/create', body);
      expect(r.status).toBe(400);
      expect(keys(r.body)).toEqual(ERROR_KEYS);
      expect(r.body.code).toBe('BAD_USER_INPUT');
      if (body !== 'inte json') expect(r.body.message).toBe(REQUIRED_FIELDS_MESSAGE);
    }
    const n = one<{ n: number }>(await s.db.dataSource.query(`SELECT count(*) AS n FROM guest_profile WHERE unokod = $1`, [uno]));
    expect(n.n).toBe(0);
  });

  it('answers 400 when the UNO code is not exactly 4 digits', async () => {
    const { c } = await volunteerClient();
    for (const uno of ['123', '12345', 'abcd', '12a4', '１２３４', '-123']) {
      const r = await c.rest<Json>('POST', '/api/volunteer/guest/create', { first_name: 'Erik', last_name: 'Berg', uno });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: UNO_FORMAT_MESSAGE, error: UNO_FORMAT_MESSAGE, code: 'BAD_USER_INPUT' });
    }
  });

  it('answers 400 for a name over 100 characters', async () => {
    const { c } = await volunteerClient();
    const r = await c.rest<Json>('POST', '/api/volunteer/guest/create', {
      first_name: 'x'.repeat(101),
      last_name: 'Berg',
      uno: await freeUno(),
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('BAD_USER_INPUT');
    const ok = await c.rest<Json>('POST', '/api/volunteer/guest/create', {
      first_name: 'x'.repeat(100),
      last_name: 'Berg',
      uno: await freeUno(),
    });
    expect(ok.status).toBe(200);
  });

  it("answers 409 with SPEC's text for a UNO code in use, also when two volunteers race", async () => {
    const { c } = await volunteerClient();
    const existing = await s.f.guest();
    const taken = await c.rest<Json>('POST', '/api/volunteer/guest/create', {
      first_name: 'Ny',
      last_name: 'Gäst',
      uno: await unoOf(existing.userId),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: 'A user with this UNO code already exists.',
      error: 'A user with this UNO code already exists.',
      code: 'UNO_TAKEN',
    });

    const other = await volunteerClient();
    const uno = await freeUno();
    const results = await Promise.all(
      [c, other.c, c, other.c].map((client, i) =>
        client.rest<Json>('POST', '/api/volunteer/guest/create', { first_name: `Racer${i}`, last_name: 'Samtidig', uno }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('UNO_TAKEN');
    // Nothing half-made: exactly one account for the racers.
    const n = one<{ n: number }>(await s.db.dataSource.query(`SELECT count(*) AS n FROM app_user WHERE last_name = 'Samtidig'`));
    expect(n.n).toBe(1);
  });

  // Needs a second connection that holds an uncommitted row (PGlite has one connection).
  (process.env.DATABASE_URL ? it : it.skip)(
    'turns the unique violation of a racing insert into UNO_TAKEN and leaves no account behind',
    async () => {
      const volunteer = await s.f.volunteer();
      const uno = await freeUno();
      const qr = s.db.dataSource.createQueryRunner();
      await qr.connect();
      try {
        await qr.startTransaction();
        const u = one<{ id: number }>(
          await qr.query(`INSERT INTO app_user (first_name, last_name, groups) VALUES ('Först', 'Racet', '{user}') RETURNING id`),
        );
        await qr.query(`INSERT INTO guest_profile (user_id, unokod) VALUES ($1, $2)`, [u.id, uno]);
        // The service's check does not see the uncommitted row; its insert waits on the unique index.
        const outcome = s.services.guests.create(volunteer, { firstName: 'Sen', lastName: 'Racet', uno }).then(
          () => 'OK',
          (e: { code?: string }) => e.code,
        );
        await untilWaitingOnLock(qr);
        await qr.commitTransaction();
        expect(await outcome).toBe('UNO_TAKEN');
      } finally {
        await qr.release();
      }
      const n = one<{ n: number }>(await s.db.dataSource.query(`SELECT count(*) AS n FROM app_user WHERE last_name = 'Racet'`));
      expect(n.n).toBe(1);
    },
  );
});

describe('GET /api/volunteer/guest/search', () => {
  it('matches every field given exactly, ignoring case', async () => {
    const { c } = await volunteerClient();
    const last = `Sökström${Date.now()}`;
    const anna = await s.f.guest({ first: 'Åsa', last });
    const bo = await s.f.guest({ first: 'Bo', last });
    const annaUno = await unoOf(anna.userId);
    const search = (q: string) => c.rest<Json[]>('GET', `/api/volunteer/guest/search?${q}`);

    const byUno = await search(`uno=${annaUno}`);
    expect(byUno.status).toBe(200);
    expect(byUno.body).toEqual([{ id: anna.userId, first_name: 'Åsa', last_name: last, uno: annaUno, unokod: annaUno, region_name: null }]);

    const byLast = await search(`last_name=${encodeURIComponent(last.toUpperCase())}`);
    expect(byLast.status).toBe(200);
    expect(byLast.body.map((g) => g.id)).toEqual([anna.userId, bo.userId]);
    for (const g of byLast.body) expect(keys(g)).toEqual(GUEST_KEYS);

    const both = await search(`first_name=${encodeURIComponent('åSA')}&last_name=${encodeURIComponent(last.toLowerCase())}`);
    expect(both.body.map((g) => g.id)).toEqual([anna.userId]);

    // Blank fields are ignored; given fields must all match.
    const blankIgnored = await search(`first_name=&last_name=${encodeURIComponent(last)}&uno=${annaUno}`);
    expect(blankIgnored.body.map((g) => g.id)).toEqual([anna.userId]);
    for (const g of blankIgnored.body) expect(keys(g)).toEqual(GUEST_KEYS);
  });

  it("answers 404 with SPEC's text when nothing matches, including partial names", async () => {
    const { c } = await volunteerClient();
    const last = `Delvis${Date.now()}`;
    const g = await s.f.guest({ first: 'Karin', last });
    for (const q of [
      `first_name=Kar&last_name=${last}`,
      `last_name=${last.slice(0, -1)}`,
      `first_name=Karin&last_name=${last}&uno=${(Number(await unoOf(g.userId)) + 1) % 10000}`,
      'uno=12345',
    ]) {
      const r = await c.rest<Json>('GET', `/api/volunteer/guest/search?${q}`);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'No matching guest found', error: 'No matching guest found', code: 'GUEST_NOT_FOUND' });
    }
  });

  it("answers 400 with SPEC's text when no parameter is given", async () => {
    const { c } = await volunteerClient();
    for (const q of ['', '?', '?first_name=&last_name=%20&uno=', '?other=1']) {
      const r = await c.rest<Json>('GET', `/api/volunteer/guest/search${q}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: SEARCH_PARAMS_MESSAGE, error: SEARCH_PARAMS_MESSAGE, code: 'BAD_USER_INPUT' });
    }
    const repeated = await c.rest<Json>('GET', '/api/volunteer/guest/search?uno=1234&uno=4321');
    expect(repeated.status).toBe(400);
  });
});

describe('roles on the guest shims', () => {
  it('answers 401 to anonymous callers and 403 to guests, hosts and caseworkers', async () => {
    const { anonymous, others } = await outsiders();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/volunteer/guest/list'],
      ['POST', '/api/volunteer/guest/create', { first_name: 'A', last_name: 'B', uno: await freeUno() }],
      ['GET', '/api/volunteer/guest/search?uno=1234'],
    ];
    for (const [method, path, body] of calls) {
      const anon = await anonymous.rest<Json>(method, path, body);
      expect(anon.status).toBe(401);
      expect(anon.body.code).toBe('UNAUTHENTICATED');
      for (const c of others) {
        const r = await c.rest<Json>(method, path, body);
        expect(r.status).toBe(403);
        expect(r.body.code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('GraphQL guests for volunteers', () => {
  const SUMMARY = 'id firstName lastName uno';

  it('finds parts of names ignoring case and accents with partial, and stays exact without it (issue 23 §11)', async () => {
    const { c } = await volunteerClient();
    const tag = `Östergård${Date.now()}`;
    const uno = await freeUno();
    const made = await c.gql<{ createGuest: Json }>(`mutation($i: CreateGuestInput!) { createGuest(input: $i) { id } }`, {
      i: { firstName: 'José', lastName: tag, uno },
    });
    const id = made.data?.createGuest.id;
    const q = `query($f: String, $l: String, $u: String, $p: Boolean!) { searchGuests(firstName: $f, lastName: $l, uno: $u, partial: $p) { ${SUMMARY} } }`;
    const folded = tag.replace('Ö', 'o').replace('å', 'a').toLowerCase();
    const partial = await c.gql<{ searchGuests: Json[] }>(q, { f: 'jos', l: folded.slice(0, -3), p: true });
    expect(partial.errors).toBeUndefined();
    expect(partial.data?.searchGuests).toEqual([{ id, firstName: 'José', lastName: tag, uno }]);
    const byUnoStart = await c.gql<{ searchGuests: Json[] }>(q, { u: uno.slice(0, 3), l: tag, p: true });
    expect(byUnoStart.data?.searchGuests.map((g) => g.id)).toEqual([id]);
    // A wildcard is a character like any other.
    const wildcard = await c.gql(q, { l: '%', p: true });
    expect(wildcard.errors?.[0]?.extensions?.code).toBe('GUEST_NOT_FOUND');
    const exact = await c.gql(q, { f: 'jos', l: tag, p: false });
    expect(exact.errors?.[0]?.extensions?.code).toBe('GUEST_NOT_FOUND');
    const exactDefault = await c.gql<{ searchGuests: Json[] }>(`{ searchGuests(firstName: "JOSÉ", lastName: "${tag}") { id } }`);
    expect(exactDefault.data?.searchGuests.map((g) => g.id)).toEqual([id]);
  });

  it('lists, searches and creates guests with the same rules', async () => {
    const { c } = await volunteerClient();
    const uno = await freeUno();
    const created = await c.gql<{ createGuest: Json }>(`mutation($i: CreateGuestInput!) { createGuest(input: $i) { ${SUMMARY} } }`, {
      i: { firstName: ' Greta ', lastName: 'Graf', uno, gender: 'K' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createGuest).toEqual({ id: expect.any(String), firstName: 'Greta', lastName: 'Graf', uno });
    const id = created.data?.createGuest.id;

    const list = await c.gql<{ volunteerGuests: Json[] }>(`{ volunteerGuests { ${SUMMARY} } }`);
    expect(list.data?.volunteerGuests).toContainEqual({ id, firstName: 'Greta', lastName: 'Graf', uno });

    const found = await c.gql<{ searchGuests: Json[] }>(`query($u: String) { searchGuests(uno: $u) { ${SUMMARY} } }`, { u: uno });
    expect(found.data?.searchGuests).toEqual([{ id, firstName: 'Greta', lastName: 'Graf', uno }]);

    const none = await c.gql(`{ searchGuests(firstName: "Ingen-sådan-${Date.now()}") { id } }`);
    expect(none.errors?.[0]).toMatchObject({ message: 'No matching guest found', extensions: { code: 'GUEST_NOT_FOUND' } });
    const empty = await c.gql('{ searchGuests(firstName: " ") { id } }');
    expect(empty.errors?.[0]).toMatchObject({ message: SEARCH_PARAMS_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });

    const again = await c.gql(`mutation($i: CreateGuestInput!) { createGuest(input: $i) { id } }`, {
      i: { firstName: 'A', lastName: 'B', uno },
    });
    expect(again.errors?.[0]).toMatchObject({ message: 'A user with this UNO code already exists.', extensions: { code: 'UNO_TAKEN' } });
    const blank = await c.gql(`mutation { createGuest(input: { firstName: "", lastName: "B", uno: "1234" }) { id } }`);
    expect(blank.errors?.[0]).toMatchObject({ message: REQUIRED_FIELDS_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const badUno = await c.gql(`mutation { createGuest(input: { firstName: "A", lastName: "B", uno: "12" }) { id } }`);
    expect(badUno.errors?.[0]).toMatchObject({ message: UNO_FORMAT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('offers volunteers no guest field beyond id, names and UNO code', async () => {
    const { c } = await volunteerClient();
    const r = await c.gql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "GuestSummary") { fields { name } } }');
    expect(r.data?.__type.fields.map((f) => f.name).sort()).toEqual(['firstName', 'id', 'lastName', 'uno']);
  });

  it('answers UNAUTHENTICATED and FORBIDDEN on every volunteer operation', async () => {
    const { anonymous, others } = await outsiders();
    const ops = [
      '{ volunteerGuests { id } }',
      '{ searchGuests(uno: "1234") { id } }',
      'mutation { createGuest(input: { firstName: "A", lastName: "B", uno: "9999" }) { id } }',
    ];
    for (const op of ops) {
      expect((await anonymous.gql(op)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const c of others) expect((await c.gql(op)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('GraphQL guests for caseworkers', () => {
  const RECORD =
    'id firstName lastName gender street postcode city country phone email unokod dayOfBirth personnrLastnr requirements lastEdit flag region { id name }';

  async function scene() {
    const [mine, theirs] = [await s.f.shelter(), await s.f.shelter()];
    const [room, otherRoom] = [await s.f.product(mine), await s.f.product(theirs)];
    const caseworker = await s.f.caseworker([mine], { login: true });
    const tag = `Scope${Date.now()}`;
    const here = await s.f.guest({ first: 'Hanna', last: tag });
    const cancelled = await s.f.guest({ first: 'Cecilia', last: tag });
    const elsewhere = await s.f.guest({ first: 'Ella', last: tag });
    const region = await s.f.region();
    await s.db.dataSource.query(
      `UPDATE guest_profile SET street = 'Storgatan 2', postcode = '11122', city = 'Stockholm', country = 'Sverige', phone = '070-111 22 33',
              day_of_birth = '1980-05-17', personnr_lastnr = '1234', requirements = 'Rullstol', flag = true, region_id = $2
        WHERE user_id = $1`,
      [here.userId, region],
    );
    await s.services.bookings.request(here, { productId: room, startDate: TODAY, endDate: '2030-03-12' });
    const c2 = await s.services.bookings.request(cancelled, { productId: room, startDate: TODAY, endDate: '2030-03-11' });
    await s.services.bookings.transition(cancelled, c2.id, 'cancel');
    await s.services.bookings.request(elsewhere, { productId: otherRoom, startDate: TODAY, endDate: '2030-03-12' });
    return { c: await clientFor(caseworker), here, cancelled, elsewhere, tag, region };
  }

  it('lists the guests of assigned shelters only (also past or cancelled bookings), with a search', async () => {
    const { c, here, cancelled, elsewhere, tag } = await scene();
    const all = await c.gql<{ caseworkerGuests: Json[] }>('{ caseworkerGuests { id firstName lastName uno } }');
    const ids = all.data?.caseworkerGuests.map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining([String(here.userId), String(cancelled.userId)]));
    expect(ids).not.toContain(String(elsewhere.userId));

    const q = 'query($s: String) { caseworkerGuests(search: $s) { id firstName } }';
    const byPart = await c.gql<{ caseworkerGuests: Json[] }>(q, { s: `anna ${tag.toLowerCase()}` });
    expect(byPart.data?.caseworkerGuests).toEqual([{ id: String(here.userId), firstName: 'Hanna' }]);
    const byLast = await c.gql<{ caseworkerGuests: Json[] }>(q, { s: tag.toUpperCase() });
    expect(byLast.data?.caseworkerGuests.map((g) => g.firstName)).toEqual(['Cecilia', 'Hanna']);
    const byUno = await c.gql<{ caseworkerGuests: Json[] }>(q, { s: await unoOf(here.userId) });
    expect(byUno.data?.caseworkerGuests.map((g) => g.id)).toContain(String(here.userId));
    const wildcard = await c.gql<{ caseworkerGuests: Json[] }>(q, { s: '%' });
    expect(wildcard.data?.caseworkerGuests).toEqual([]);
  });

  it('pages the list with how many match in all, and refuses an offset or limit out of range (issue 23 §10)', async () => {
    const { c, here, cancelled, elsewhere, tag } = await scene();
    const q =
      'query($s: String, $o: Int, $l: Int) { caseworkerGuestPage(search: $s, offset: $o, limit: $l) { total totalExact offset items { id firstName uno } } }';
    type Page = { caseworkerGuestPage: { total: number; totalExact: boolean; offset: number; items: Json[] } };
    const first = await c.gql<Page>(q, { s: tag, o: 0, l: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.caseworkerGuestPage).toEqual({
      total: 2,
      totalExact: true,
      offset: 0,
      items: [{ id: String(cancelled.userId), firstName: 'Cecilia', uno: expect.any(String) }],
    });
    const second = await c.gql<Page>(q, { s: tag, o: 1, l: 1 });
    expect(second.data?.caseworkerGuestPage.items.map((g) => g.id)).toEqual([String(here.userId)]);
    const past = await c.gql<Page>(q, { s: tag, o: 5, l: 1 });
    expect(past.data?.caseworkerGuestPage).toEqual({ total: 2, totalExact: true, offset: 5, items: [] });
    const all = await c.gql<Page>('{ caseworkerGuestPage { total items { id } } }');
    expect(all.data?.caseworkerGuestPage.items.map((g) => g.id)).not.toContain(String(elsewhere.userId));
    for (const [o, l, text] of [
      [-1, 10, 'Startraden måste vara ett heltal, 0 eller större.'],
      [0, 0, 'Antalet per sida måste vara ett heltal från 1 till 500.'],
      [0, 501, 'Antalet per sida måste vara ett heltal från 1 till 500.'],
    ] as const) {
      const bad = await c.gql<Page>(q, { s: null, o, l });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toBe(text);
    }
  });

  it('counts the list only so far past the page, and says when more match (issue 22)', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const c = await clientFor(await s.f.caseworker([shelter], { login: true }));
    const tag = `Many${Date.now()}`;
    // 300 guests with a past (cancelled) booking at the shelter, made in one statement each table.
    await s.db.dataSource.query(
      `WITH codes AS (
         SELECT lpad(n::text, 4, '0') AS uno, row_number() OVER () AS i FROM generate_series(0, 9999) n
          WHERE NOT EXISTS (SELECT 1 FROM guest_profile g WHERE g.unokod = lpad(n::text, 4, '0')) LIMIT 300),
       users AS (
         INSERT INTO app_user (first_name, last_name, groups)
         SELECT 'G' || lpad(i::text, 3, '0'), $2, '{user}' FROM codes RETURNING id, first_name),
       profiles AS (
         INSERT INTO guest_profile (user_id, unokod)
         SELECT u.id, c.uno FROM users u JOIN codes c ON u.first_name = 'G' || lpad(c.i::text, 3, '0'))
       INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by_group)
       SELECT $1, id, 'cancelled', DATE '2030-01-01', DATE '2030-01-02', 'user' FROM users`,
      [room, tag],
    );
    const q =
      'query($s: String, $o: Int, $l: Int) { caseworkerGuestPage(search: $s, offset: $o, limit: $l) { total totalExact offset items { firstName } } }';
    type Page = { caseworkerGuestPage: { total: number; totalExact: boolean; offset: number; items: { firstName: string }[] } };
    const page = async () => {
      // No search and a search (names and codes matched apart) answer alike.
      for (const search of [null, tag]) {
        const first = await c.gql<Page>(q, { s: search, o: 0, l: 10 });
        expect(first.errors).toBeUndefined();
        expect(first.data?.caseworkerGuestPage).toEqual({
          total: 110,
          totalExact: false,
          offset: 0,
          items: Array.from({ length: 10 }, (_, i) => ({ firstName: `G${String(i + 1).padStart(3, '0')}` })),
        });
        // Near the end the count reaches every match and is exact again.
        const late = await c.gql<Page>(q, { s: search, o: 200, l: 10 });
        expect(late.data?.caseworkerGuestPage).toMatchObject({ total: 300, totalExact: true, offset: 200 });
        expect(late.data?.caseworkerGuestPage.items[0]).toEqual({ firstName: 'G201' });
      }
    };
    // Few bookings at the shelter: their guests sorted by name directly.
    await page();
    // Past SPARSE_BOOKINGS (here one guest's many past stays): the walk through every guest in name
    // order, probing each for a booking there. The same answers.
    await s.db.dataSource.query(
      `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by_group)
       SELECT $1, u.id, 'cancelled', DATE '2029-01-01' + g, DATE '2029-01-02' + g, 'user'
         FROM generate_series(1, $2::int) g, (SELECT id FROM app_user WHERE last_name = $3 AND first_name = 'G001') u`,
      [room, SPARSE_BOOKINGS, tag],
    );
    await page();
  });

  it('gives the full record of a guest at an assigned shelter, and 404 for anyone else', async () => {
    const { c, here, cancelled, elsewhere, region } = await scene();
    const q = `query($id: ID!) { caseworkerGuest(id: $id) { ${RECORD} } }`;
    const r = await c.gql<{ caseworkerGuest: Json }>(q, { id: String(here.userId) });
    expect(r.errors).toBeUndefined();
    expect(r.data?.caseworkerGuest).toEqual({
      id: String(here.userId),
      firstName: 'Hanna',
      lastName: expect.any(String),
      gender: 'M',
      street: 'Storgatan 2',
      postcode: '11122',
      city: 'Stockholm',
      country: 'Sverige',
      phone: '070-111 22 33',
      email: null,
      unokod: await unoOf(here.userId),
      dayOfBirth: '1980-05-17',
      personnrLastnr: '1234',
      requirements: 'Rullstol',
      lastEdit: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      flag: true,
      region: { id: String(region), name: expect.any(String) },
    });
    expect((await c.gql<{ caseworkerGuest: Json }>(q, { id: String(cancelled.userId) })).data?.caseworkerGuest.id).toBe(
      String(cancelled.userId),
    );
    for (const id of [String(elsewhere.userId), '999999999', 'abc', '-1', '0']) {
      const miss = await c.gql(q, { id });
      expect(miss.errors?.[0]).toMatchObject({ message: 'No matching guest found', extensions: { code: 'GUEST_NOT_FOUND' } });
    }
  });

  it("lists a guest's bookings at assigned shelters only, with their history, and 404 for anyone else", async () => {
    const { c, here, elsewhere } = await scene();
    // The same guest also stayed at a shelter the caseworker is not assigned to: left out.
    const theirs = await s.f.shelter();
    const away = await s.services.bookings.request(here, {
      productId: await s.f.product(theirs),
      startDate: '2030-03-20',
      endDate: '2030-03-21',
    });
    const q = `query($id: ID!) {
      caseworkerGuestBookings(guestId: $id) {
        id status startDate endDate guest { id firstName } product { name shelter { id name } }
        history { action fromStatus toStatus actorGroup }
      }
    }`;
    const r = await c.gql<{ caseworkerGuestBookings: Json[] }>(q, { id: String(here.userId) });
    expect(r.errors).toBeUndefined();
    const list = r.data?.caseworkerGuestBookings ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'pending',
      startDate: TODAY,
      endDate: '2030-03-12',
      guest: { id: String(here.userId), firstName: 'Hanna' },
      history: [{ action: 'request', fromStatus: null, toStatus: 'pending', actorGroup: 'user' }],
    });
    expect(list.map((b) => b.id)).not.toContain(String(away.id));

    for (const id of [String(elsewhere.userId), '999999999', 'abc', '0']) {
      const miss = await c.gql(q, { id });
      expect(miss.errors?.[0]).toMatchObject({ message: 'No matching guest found', extensions: { code: 'GUEST_NOT_FOUND' } });
    }
  });

  it("orders a guest's bookings newest stay first, cancelled ones included", async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const c = await clientFor(await s.f.caseworker([shelter], { login: true }));
    const guest = await s.f.guest();
    const first = await s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-03-11' });
    await s.services.bookings.transition(guest, first.id, 'cancel');
    const second = await s.services.bookings.request(guest, { productId: room, startDate: '2030-03-15', endDate: '2030-03-17' });
    const r = await c.gql<{ caseworkerGuestBookings: Json[] }>('query($id: ID!) { caseworkerGuestBookings(guestId: $id) { id status } }', {
      id: String(guest.userId),
    });
    expect(r.data?.caseworkerGuestBookings).toEqual([
      { id: String(second.id), status: 'pending' },
      { id: String(first.id), status: 'cancelled' },
    ]);
  });

  it('gives nothing to a caseworker without assigned shelters', async () => {
    const { here } = await scene();
    const lonely = await clientFor(await s.f.caseworker([], { login: true }));
    expect((await lonely.gql<{ caseworkerGuests: Json[] }>('{ caseworkerGuests { id } }')).data?.caseworkerGuests).toEqual([]);
    const r = await lonely.gql('query($id: ID!) { caseworkerGuest(id: $id) { id } }', { id: String(here.userId) });
    expect(r.errors?.[0]?.extensions?.code).toBe('GUEST_NOT_FOUND');
    const b = await lonely.gql('query($id: ID!) { caseworkerGuestBookings(guestId: $id) { id } }', { id: String(here.userId) });
    expect(b.errors?.[0]?.extensions?.code).toBe('GUEST_NOT_FOUND');
  });

  it('answers UNAUTHENTICATED and FORBIDDEN to everyone but caseworkers', async () => {
    const { here } = await scene();
    const shelter = await s.f.shelter();
    const others = await Promise.all([
      s.f.guest({ login: true }).then(clientFor),
      s.f.host(shelter, { login: true }).then(clientFor),
      s.f.volunteer({ login: true }).then(clientFor),
    ]);
    const anonymous = new HttpClient(s.server.url);
    for (const op of [
      '{ caseworkerGuests { id } }',
      `{ caseworkerGuest(id: "${here.userId}") { id } }`,
      `{ caseworkerGuestBookings(guestId: "${here.userId}") { id } }`,
    ]) {
      expect((await anonymous.gql(op)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const c of others) expect((await c.gql(op)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
