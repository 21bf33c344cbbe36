/**
 * Administration (issue 10) through the real HTTP server: only admins pass the gate, admins take
 * no booking decisions, an account made here logs in and sees its shelter, an assignment changes
 * a caseworker's requests, and every change leaves an audit event.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { one } from '../platform/db/rows';
import { entry } from '../test-support/at';
import { untilWaitingOnLock } from '../test-support/locks';

const TODAY = '2030-11-20';
const s = useServerSuite(TODAY);
let admin: HttpClient;
let adminActor: Actor;
const others: Record<string, HttpClient> = {};

const client = (actor: Actor): Promise<HttpClient> => s.clientFor(actor);

beforeAll(async () => {
  const shelter = await s.f.shelter();
  adminActor = await s.f.admin({ login: true });
  admin = await client(adminActor);
  others.guest = await client(await s.f.guest({ login: true }));
  others.host = await client(await s.f.host(shelter, { login: true }));
  others.caseworker = await client(await s.f.caseworker([shelter], { login: true }));
  others.volunteer = await client(await s.f.volunteer({ login: true }));
});

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe('the admin gate', () => {
  const OPS: [string, () => Promise<string>][] = [
    ['adminRegions', async () => '{ adminRegions { id } }'],
    ['adminShelters', async () => '{ adminShelters { id } }'],
    ['adminAccounts', async () => '{ adminAccounts { id } }'],
    ['adminGuests', async () => '{ adminGuests { id } }'],
    ['adminEvents', async () => '{ adminEvents { id } }'],
    ['createRegion', async () => 'mutation { createRegion(name: "Gate") { id } }'],
    ['createShelter', async () => `mutation { createShelter(input: { name: "X", regionId: "${await s.f.region()}" }) { id } }`],
    ['archiveShelter', async () => `mutation { archiveShelter(id: "${await s.f.shelter()}") { id } }`],
    [
      'adminCreateProduct',
      async () =>
        `mutation { adminCreateProduct(shelterId: "${await s.f.shelter()}", input: { name: "R", totalPlaces: 1, type: room }) { id } }`,
    ],
    ['adminArchiveProduct', async () => `mutation { adminArchiveProduct(id: "${await s.f.product(await s.f.shelter())}") { id } }`],
    [
      'createAccount',
      async () =>
        'mutation { createAccount(input: { email: "gate@test.example", firstName: "A", lastName: "B", groups: [volunteer] }, initialPassword: "långtlösen") { id } }',
    ],
    [
      'assignCaseworker',
      async () =>
        `mutation { assignCaseworker(userId: "${(await s.f.caseworker([])).userId}", shelterId: "${await s.f.shelter()}") { id } }`,
    ],
    [
      'adminUpdateGuest',
      async () =>
        `mutation { adminUpdateGuest(id: "${(await s.f.guest()).userId}", input: { firstName: "A", lastName: "B", unokod: "0001" }) { id } }`,
    ],
  ];

  it.each(OPS)('%s: anonymous → UNAUTHENTICATED, other groups → FORBIDDEN', async (_name, query) => {
    const q = await query();
    const anon = await new HttpClient(s.server.url).gql(q);
    expect(code(anon)).toBe('UNAUTHENTICATED');
    for (const [who, c] of Object.entries(others)) {
      expect({ who, code: code(await c.gql(q)) }).toEqual({ who, code: 'FORBIDDEN' });
    }
  });
});

describe('admin takes no booking decisions', () => {
  it('assignBooking as admin → FORBIDDEN', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) });
    const r = await admin.gql(`mutation { assignBooking(id: "${b.id}") { id } }`);
    expect(code(r)).toBe('FORBIDDEN');
  });

  it('archiving a room with queued requests is refused for the admin (the host declines them)', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 1 });
    const [g1, g2] = [await s.f.guest(), await s.f.guest()];
    const dates = { startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) };
    const b1 = await s.services.bookings.request(g1, { productId: room, ...dates });
    const host = await s.f.host(shelter);
    await s.services.bookings.transition(host, b1.id, 'assign');
    await s.services.bookings.request(g2, { productId: room, ...dates });
    const r = await admin.gql(`mutation { adminArchiveProduct(id: "${room}") { id } }`);
    expect(code(r)).toBe('PRODUCT_IN_USE');
  });
});

describe('shelters, rooms and accounts', () => {
  it('creates a shelter with a room and its host account; the host logs in and sees only that shelter', async () => {
    const region = await admin.gql<{ createRegion: { id: string } }>(`mutation { createRegion(name: "Region ${Date.now()}") { id } }`);
    expect(region.errors).toBeUndefined();
    const shelter = await admin.gql<{ createShelter: { id: string; name: string } }>(
      'mutation($i: ShelterInput!) { createShelter(input: $i) { id name } }',
      { i: { name: 'Nya härbärget', street: 'Storgatan 1', postcode: '123 45', city: 'Malmö', regionId: region.data!.createRegion.id } },
    );
    expect(shelter.errors).toBeUndefined();
    const shelterId = shelter.data!.createShelter.id;
    const room = await admin.gql(
      `mutation { adminCreateProduct(shelterId: "${shelterId}", input: { name: "Rum A", totalPlaces: 4, type: room }) { id name } }`,
    );
    expect(room.errors).toBeUndefined();

    const email = `vard-${Date.now()}@test.example`;
    const acc = await admin.gql<{ createAccount: { id: string; mustChangePassword: boolean; shelter: { id: string } } }>(
      'mutation($i: AccountInput!, $p: String!) { createAccount(input: $i, initialPassword: $p) { id mustChangePassword shelter { id } } }',
      { i: { email, firstName: 'Vera', lastName: 'Värd', groups: ['host'], shelterId }, p: 'första-lösen' },
    );
    expect(acc.errors).toBeUndefined();
    expect(acc.data!.createAccount).toMatchObject({ mustChangePassword: true, shelter: { id: shelterId } });

    const host = new HttpClient(s.server.url);
    await host.login(email, 'första-lösen');
    const me = await host.gql<{ me: { mustChangePassword: boolean }; myShelter: { id: string; products: { name: string }[] } }>(
      '{ me { mustChangePassword } myShelter { id products { name } } }',
    );
    expect(me.errors).toBeUndefined();
    expect(me.data!.me.mustChangePassword).toBe(true);
    expect(me.data!.myShelter).toEqual({ id: shelterId, products: [{ name: 'Rum A' }] });

    const changed = await host.gql(
      'mutation { changeMyPassword(currentPassword: "första-lösen", newPassword: "eget-lösen-1") { username } }',
    );
    expect(changed.errors).toBeUndefined();
    expect((await host.gql<{ me: { mustChangePassword: boolean } }>('{ me { mustChangePassword } }')).data!.me.mustChangePassword).toBe(
      false,
    );

    const events = await admin.gql<{ adminEvents: { action: string; actorName: string }[] }>(
      '{ adminEvents(limit: 10) { action actorName } }',
    );
    expect(events.data!.adminEvents.map((e) => e.action)).toEqual(
      expect.arrayContaining(['region_created', 'shelter_created', 'product_created', 'account_created']),
    );
    expect(events.data!.adminEvents[0]?.actorName).toBe(`${adminActor.firstName} ${adminActor.lastName}`);
  });

  it('validates accounts: e-mail taken, host without shelter, short password', async () => {
    const mut = 'mutation($i: AccountInput!, $p: String!) { createAccount(input: $i, initialPassword: $p) { id } }';
    const base = { email: `dup-${Date.now()}@test.example`, firstName: 'A', lastName: 'B', groups: ['volunteer'] };
    expect((await admin.gql(mut, { i: base, p: 'långtlösen' })).errors).toBeUndefined();
    expect(code(await admin.gql(mut, { i: { ...base, email: base.email.toUpperCase() }, p: 'långtlösen' }))).toBe('BAD_USER_INPUT');
    expect(code(await admin.gql(mut, { i: { ...base, email: `x${base.email}`, groups: ['host'] }, p: 'långtlösen' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await admin.gql(mut, { i: { ...base, email: `y${base.email}` }, p: 'kort' }))).toBe('BAD_USER_INPUT');
  });

  it("removing the last group ends the person's sessions", async () => {
    const vol = await s.f.volunteer({ login: true });
    const c = await client(vol);
    expect((await c.gql<{ me: { id: string } | null }>('{ me { id } }')).data?.me?.id).toBe(String(vol.userId));
    const r = await admin.gql('mutation($i: AccountInput!) { updateAccount(id: "' + vol.userId + '", input: $i) { groups } }', {
      i: { email: vol.email, firstName: vol.firstName, lastName: vol.lastName, groups: [] },
    });
    expect(r.errors).toBeUndefined();
    expect((await c.gql<{ me: { id: string } | null }>('{ me { id } }')).data?.me ?? null).toBeNull();
    const { n } = one<{ n: number }>(
      await s.db.dataSource.query(`SELECT count(*)::int AS n FROM session WHERE user_id = $1`, [vol.userId]),
    );
    expect(n).toBe(0);
  });

  it("a new initial password ends the person's sessions and must be changed at next login", async () => {
    const cw = await s.f.caseworker([], { login: true });
    const c = await client(cw);
    const r = await admin.gql<{ resetAccountPassword: { mustChangePassword: boolean } }>(
      `mutation { resetAccountPassword(id: "${cw.userId}", password: "nytt-start-1") { mustChangePassword } }`,
    );
    expect(r.data?.resetAccountPassword.mustChangePassword).toBe(true);
    expect((await c.gql<{ me: unknown }>('{ me { id } }')).data?.me ?? null).toBeNull();
    await c.login(cw.email as string, 'nytt-start-1');
    expect((await c.gql<{ me: { mustChangePassword: boolean } }>('{ me { mustChangePassword } }')).data?.me.mustChangePassword).toBe(true);
    expect(code(await admin.gql(`mutation { resetAccountPassword(id: "${cw.userId}", password: "kort") { id } }`))).toBe('BAD_USER_INPUT');
  });

  it('validates shelters: postcode, region, image address', async () => {
    const regionId = String(await s.f.region());
    const mut = 'mutation($i: ShelterInput!) { createShelter(input: $i) { id } }';
    expect(code(await admin.gql(mut, { i: { name: 'A', regionId, postcode: '12' } }))).toBe('BAD_USER_INPUT');
    expect(code(await admin.gql(mut, { i: { name: 'A', regionId: '999999' } }))).toBe('BAD_USER_INPUT');
    expect(code(await admin.gql(mut, { i: { name: 'A', regionId, image: 'javascript:alert(1)' } }))).toBe('BAD_USER_INPUT');
    expect((await admin.gql(mut, { i: { name: 'A', regionId, image: '/images/a.jpg' } })).errors).toBeUndefined();
  });

  it('archives a shelter only after its rooms', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    expect(code(await admin.gql(`mutation { archiveShelter(id: "${shelter}") { id } }`))).toBe('PRODUCT_IN_USE');
    expect((await admin.gql(`mutation { adminArchiveProduct(id: "${room}") { id } }`)).errors).toBeUndefined();
    const r = await admin.gql<{ archiveShelter: { archived: boolean } }>(`mutation { archiveShelter(id: "${shelter}") { archived } }`);
    expect(r.data?.archiveShelter.archived).toBe(true);
  });

  it('edits a room of any shelter with the rules of Mina Rum (capacity below held is refused)', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 2 });
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    await s.services.bookings.transition(await s.f.host(shelter), b.id, 'assign');
    const r = await admin.gql(`mutation { adminUpdateProduct(id: "${room}", input: { name: "R", totalPlaces: 0, type: room }) { id } }`);
    expect(code(r)).toBe('CAPACITY_BELOW_HELD');
  });
});

describe('caseworker assignments', () => {
  it("assigning a caseworker makes the shelter's requests appear; unassigning removes them", async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: room, startDate: addDays(TODAY, 3), endDate: addDays(TODAY, 4) });
    const cw = await s.f.caseworker([], { login: true });
    const c = await client(cw);
    const ids = async () =>
      (await c.gql<{ caseworkerRequests: { id: string }[] }>('{ caseworkerRequests { id } }')).data!.caseworkerRequests.map((x) => x.id);
    expect(await ids()).not.toContain(String(b.id));

    const a = await admin.gql<{ assignCaseworker: { assignedShelters: { id: string }[] } }>(
      `mutation { assignCaseworker(userId: "${cw.userId}", shelterId: "${shelter}") { assignedShelters { id } } }`,
    );
    expect(a.data!.assignCaseworker.assignedShelters).toEqual([{ id: String(shelter) }]);
    expect(await ids()).toContain(String(b.id));

    expect(
      (await admin.gql(`mutation { unassignCaseworker(userId: "${cw.userId}", shelterId: "${shelter}") { id } }`)).errors,
    ).toBeUndefined();
    expect(await ids()).not.toContain(String(b.id));
  });
});

describe('guest records', () => {
  it('edits every field; a taken UNO code is refused', async () => {
    const [g1, g2] = [await s.f.guest(), await s.f.guest()];
    const { unokod } = one<{ unokod: string }>(
      await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [g2.userId]),
    );
    // A code no guest has (on a shared PostgreSQL other files' guests hold random codes).
    const free = one<{ code: string }>(
      await s.db.dataSource.query(
        `SELECT lpad(n::text, 4, '0') AS code FROM generate_series(9999, 0, -1) AS n
          WHERE NOT EXISTS (SELECT 1 FROM guest_profile WHERE unokod = lpad(n::text, 4, '0')) LIMIT 1`,
      ),
    );
    const input = {
      firstName: 'Ny',
      lastName: 'Gäst',
      gender: 'K',
      street: 'Väg 2',
      postcode: '11122',
      city: 'Lund',
      country: 'Sverige',
      phone: '0701234567',
      unokod: free.code,
      dayOfBirth: '1980-02-03',
      personnrLastnr: '1234',
      requirements: 'Hund',
      flag: true,
    };
    const mut = `mutation($i: GuestRecordInput!) { adminUpdateGuest(id: "${g1.userId}", input: $i) { firstName gender city unokod dayOfBirth flag } }`;
    const r = await admin.gql<{ adminUpdateGuest: Record<string, unknown> }>(mut, { i: input });
    expect(r.errors).toBeUndefined();
    expect(r.data!.adminUpdateGuest).toEqual({
      firstName: 'Ny',
      gender: 'K',
      city: 'Lund',
      unokod: input.unokod,
      dayOfBirth: '1980-02-03',
      flag: true,
    });
    expect(code(await admin.gql(mut, { i: { ...input, unokod } }))).toBe('UNO_TAKEN');
    expect(code(await admin.gql(mut, { i: { ...input, unokod: '12a4' } }))).toBe('BAD_USER_INPUT');
  });
});

describe('merging two records of the same guest', () => {
  const MERGE = 'mutation($k: ID!, $m: ID!) { mergeGuests(keepId: $k, mergeId: $m) { id firstName unokod phone } }';

  it('moves bookings and fills blank fields, empties the merged record, and is refused for overlapping stays', async () => {
    const room = await s.f.product(await s.f.shelter(), { places: 5 });
    const keep = await s.f.guest({ first: 'Kim' });
    const merge = await s.f.guest({ first: 'Kim', login: true });
    await s.db.dataSource.query(`UPDATE guest_profile SET phone = '070-999' WHERE user_id = $1`, [merge.userId]);
    const kept = await s.services.bookings.request(keep, { productId: room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) });
    const moved = await s.services.bookings.request(merge, { productId: room, startDate: addDays(TODAY, 3), endDate: addDays(TODAY, 4) });

    const r = await admin.gql<{ mergeGuests: { id: string; phone: string } }>(MERGE, { k: String(keep.userId), m: String(merge.userId) });
    expect(r.errors).toBeUndefined();
    expect(r.data?.mergeGuests).toMatchObject({ id: String(keep.userId), phone: '070-999' });
    const owners = await s.db.dataSource.query(`SELECT id, guest_id FROM booking WHERE id = ANY ($1) ORDER BY id`, [[kept.id, moved.id]]);
    expect(owners.map((o: { guest_id: number }) => o.guest_id)).toEqual([keep.userId, keep.userId]);
    expect(await s.db.dataSource.query(`SELECT 1 FROM guest_profile WHERE user_id = $1`, [merge.userId])).toEqual([]);
    // The login moved to the kept record; the merged one can no longer log in.
    const [k] = await s.db.dataSource.query(`SELECT email FROM app_user WHERE id = $1`, [keep.userId]);
    expect(k.email).toBe(merge.email);
    const [m] = await s.db.dataSource.query(`SELECT groups FROM app_user WHERE id = $1`, [merge.userId]);
    expect(m.groups).toEqual([]);

    const a = await s.f.guest();
    const b = await s.f.guest();
    await s.services.bookings.request(a, { productId: room, startDate: addDays(TODAY, 5), endDate: addDays(TODAY, 7) });
    await s.services.bookings.request(b, { productId: room, startDate: addDays(TODAY, 6), endDate: addDays(TODAY, 8) });
    expect(code(await admin.gql(MERGE, { k: String(a.userId), m: String(b.userId) }))).toBe('BOOKING_OVERLAP');
    expect(code(await admin.gql(MERGE, { k: String(a.userId), m: String(a.userId) }))).toBe('BAD_USER_INPUT');
    expect(code(await entry(others, 'caseworker').gql(MERGE, { k: String(a.userId), m: String(b.userId) }))).toBe('FORBIDDEN');
  });
});

/**
 * Lock order of a merge against a transition under way on the merged guest's booking (issue 15),
 * step by step on PostgreSQL: a second connection plays the guest's cancel.
 */
const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('merging two guests while one of them cancels (PostgreSQL)', () => {
  it('the cancel can still write its audit row naming the guest; both go through', async () => {
    const room = await s.f.product(await s.f.shelter(), { places: 2 });
    const keep = await s.f.guest();
    const merge = await s.f.guest();
    const b = await s.services.bookings.request(merge, { productId: room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) });
    const cancel = s.db.dataSource.createQueryRunner();
    await cancel.connect();
    await cancel.startTransaction();
    try {
      await cancel.query(`SELECT id FROM booking WHERE id = $1 FOR UPDATE`, [b.id]);
      // The merge locks both guests, then waits for the booking it moves.
      const merged = s.services.adminGuests.mergeGuests(adminActor, keep.userId, merge.userId);
      await untilWaitingOnLock(s.db.dataSource);
      // The cancel's audit row names the guest (a foreign key: key-share on the guest's row). A
      // merge holding the guests FOR UPDATE closed a cycle here.
      const t0 = Date.now();
      await cancel.query(
        `INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group) VALUES ($1, 'cancel', 'pending', 'cancelled', $2, 'user')`,
        [b.id, merge.userId],
      );
      expect(Date.now() - t0).toBeLessThan(500);
      await cancel.rollbackTransaction();
      expect((await merged).id).toBe(keep.userId);
    } finally {
      if (cancel.isTransactionActive) await cancel.rollbackTransaction();
      await cancel.release();
    }
    const { guest_id } = one<{ guest_id: number }>(await s.db.dataSource.query(`SELECT guest_id FROM booking WHERE id = $1`, [b.id]));
    expect(guest_id).toBe(keep.userId);
  });
});
