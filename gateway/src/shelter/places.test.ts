/**
 * Free beds before asking (issue 18 §1, §3, §7): Shelter.placesFreeTonight, the queue length of
 * shelterAvailability, and sheltersWithPlace — each read from the capacity ledger that decides
 * bookings, and each a constant number of SQL statements whatever the number of shelters.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';
import { at } from '../test-support/at';
import { one } from '../platform/db/rows';

const TODAY = '2031-05-20';
const s = useServerSuite(TODAY);

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

async function login(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

/** A shelter with a city and, when given, coordinates. */
async function placedShelter(o: { name: string; regionId: number; city: string; at?: [number, number] }): Promise<number> {
  return one<{ id: number }>(
    await s.db.dataSource.query(
      `INSERT INTO shelter (name, street, postcode, city, region_id, latitude, longitude) VALUES ($1, 'Gatan 1', '12345', $2, $3, $4, $5) RETURNING id`,
      [o.name, o.city, o.regionId, o.at?.[0] ?? null, o.at?.[1] ?? null],
    ),
  ).id;
}

afterAll(async () => {});

describe('Shelter.placesFreeTonight', () => {
  let shelter: number;
  let client: HttpClient;
  let rooms: number[];

  beforeAll(async () => {
    shelter = await s.f.shelter();
    rooms = [
      await s.f.product(shelter, { places: 3 }),
      await s.f.product(shelter, { places: 2, type: 'woman-only' }),
      await s.f.product(shelter, { places: 10, type: 'breakfast' }),
    ];
    const archived = await s.f.product(shelter, { places: 50 });
    await s.db.dataSource.query(`UPDATE product SET archived_at = now() WHERE id = $1`, [archived]);
    const guests = await s.f.guests(2);
    await s.services.bookings.request(at(guests, 0), { productId: at(rooms, 0), startDate: TODAY, endDate: addDays(TODAY, 2) });
    await s.services.bookings.request(at(guests, 1), { productId: at(rooms, 0), startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) });
    client = await login(await s.f.guest({ login: true, gender: 'K' }));
  });

  const tonight = async (id: number, as: HttpClient = client) => {
    const r = await as.gql<{ shelter: { placesFreeTonight: number } }>(`query($id: ID!) { shelter(id: $id) { placesFreeTonight } }`, {
      id: String(id),
    });
    expect(r.errors).toBeUndefined();
    return r.data?.shelter.placesFreeTonight;
  };

  it("sums tonight's places left over the open rooms (room and woman-only), as the ledger has them", async () => {
    // Rum: 3 − 1 booked tonight; Kvinnorum: 2; the breakfast and the archived room do not count.
    expect(await tonight(shelter)).toBe(2 + 2);
    const { n } = one<{ n: number }>(
      await s.db.dataSource.query(
        `SELECT sum(COALESCE(pn.capacity - pn.held, p.total_places))::int AS n
           FROM product p LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $2
          WHERE p.shelter_id = $1 AND p.archived_at IS NULL AND p.type IN ('room', 'woman-only')`,
        [shelter, TODAY],
      ),
    );
    expect(await tonight(shelter)).toBe(n);
  });

  it("follows the project's clock (Stockholm's date)", async () => {
    s.clock.set(addDays(TODAY, 1));
    try {
      expect(await tonight(shelter)).toBe(1 + 2);
    } finally {
      s.clock.set(TODAY);
    }
  });

  it('counts only the rooms the person may book: a woman-only room not for a man, nor for a guest of unknown gender (issue 33 §7)', async () => {
    const man = await login(await s.f.guest({ login: true, gender: 'M' }));
    const unknown = await login(await s.f.guest({ login: true, gender: null }));
    expect(await tonight(shelter, man)).toBe(2);
    expect(await tonight(shelter, unknown)).toBe(2);
    // Who books for others (a volunteer) sees every bed.
    expect(await tonight(shelter, await login(await s.f.volunteer({ login: true })))).toBe(2 + 2);
    // The guest's list (`shelterPage`, read with the page) says the same.
    // Searched by its name: on a database other test files share, the first page may be theirs.
    const [row]: { name: string }[] = await s.db.dataSource.query(`SELECT name FROM shelter WHERE id = $1`, [shelter]);
    const name = row?.name ?? '';
    const page = async (as: HttpClient) =>
      (
        await as.gql<{ shelterPage: { shelters: { id: string; placesFreeTonight: number }[] } }>(
          'query($q: String) { shelterPage(limit: 50, search: $q) { shelters { id placesFreeTonight } } }',
          { q: name },
        )
      ).data?.shelterPage.shelters.find((x) => x.id === String(shelter))?.placesFreeTonight;
    expect(await page(man)).toBe(2);
    expect(await page(client)).toBe(2 + 2);
  });

  it('counts the rooms of a shelter that requires a biståndsbeslut only for a guest with one covering tonight (issue 38 §2)', async () => {
    const strict = await s.f.shelter();
    await s.f.product(strict, { places: 4 });
    await s.db.dataSource.query(`UPDATE shelter SET criteria = ARRAY['requires_decision'] WHERE id = $1`, [strict]);
    const without = await s.f.guest({ login: true, gender: 'M' });
    const covered = await s.f.guest({ login: true, gender: 'M' });
    const ended = await s.f.guest({ login: true, gender: 'M' });
    const caseworker = await s.f.caseworker([strict]);
    const decide = async (guest: Actor, o: { start: string; end: string; ended?: boolean }) => {
      const d = one<{ id: number }>(
        await s.db.dataSource.query(
          `INSERT INTO decision (guest_id, case_number, start_date, end_date, created_by, ended_at)
           VALUES ($1, 'SOC 1', $2, $3, $4, CASE WHEN $5::boolean THEN now() END) RETURNING id`,
          [guest.userId, o.start, o.end, caseworker.userId, o.ended ?? false],
        ),
      );
      await s.db.dataSource.query(`INSERT INTO decision_shelter (decision_id, shelter_id) VALUES ($1, $2)`, [d.id, strict]);
    };
    await decide(covered, { start: addDays(TODAY, -2), end: addDays(TODAY, 5) });
    await decide(ended, { start: addDays(TODAY, -2), end: addDays(TODAY, 5), ended: true });
    // A decision that starts tomorrow does not make tonight's beds his.
    await decide(without, { start: addDays(TODAY, 1), end: addDays(TODAY, 5) });
    expect(await tonight(strict, await login(covered))).toBe(4);
    expect(await tonight(strict, await login(without))).toBe(0);
    expect(await tonight(strict, await login(ended))).toBe(0);
    // Who books for others sees the beds (the request itself says whether the guest's decision covers them).
    expect(await tonight(strict, await login(await s.f.volunteer({ login: true })))).toBe(4);
  });

  it('is 0 for a shelter without rooms', async () => {
    expect(await tonight(await s.f.shelter())).toBe(0);
  });

  it('costs the same number of SQL statements for 2 shelters as for 14', async () => {
    const counter = new SqlCounter(s.db.dataSource);
    try {
      const q = '{ shelters { id name placesFreeTonight phone criteria products { id } } }';
      const few = await counter.count(() => client.gql(q));
      for (let i = 0; i < 12; i++) await s.f.product(await s.f.shelter(), { places: 4 });
      const many = await counter.count(async () => {
        const r = await client.gql<{ shelters: unknown[] }>(q);
        expect(r.data?.shelters.length).toBeGreaterThanOrEqual(14);
      });
      expect(many).toBe(few);
    } finally {
      counter.restore();
    }
  });
});

describe('ProductAvailability.queued', () => {
  it('counts the queued requests whose stay overlaps the nights asked, and only those the queue may still promote', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 1 });
    const other = await s.f.product(shelter, { places: 1 });
    const guests = await s.f.guests(6);
    const req = (i: number, start: number, end: number, productId = room) =>
      s.services.bookings.request(at(guests, i), { productId, startDate: addDays(TODAY, start), endDate: addDays(TODAY, end) });
    expect((await req(0, 0, 3)).status).toBe('pending');
    expect((await req(1, 0, 1)).status).toBe('in_queue');
    expect((await req(2, 2, 3)).status).toBe('in_queue');
    expect((await req(3, 1, 2, other)).status).toBe('pending');
    // A queued request that started before today: the promotion passes it over, so it is not counted.
    const stale = await req(4, 0, 3);
    expect(stale.status).toBe('in_queue');
    await s.db.dataSource.query(`UPDATE booking SET start_date = $2 WHERE id = $1`, [stale.id, addDays(TODAY, -1)]);

    const client = await login(await s.f.guest({ login: true }));
    const Q = `query($id: ID!, $days: Int!, $from: LocalDate) { shelterAvailability(shelterId: $id, days: $days, from: $from) { product { id } queued } }`;
    const queued = async (days: number, from?: string) => {
      const r = await client.gql<{ shelterAvailability: { product: { id: string }; queued: number }[] }>(Q, {
        id: String(shelter),
        days,
        from,
      });
      expect(r.errors).toBeUndefined();
      return r.data?.shelterAvailability.map((p) => [Number(p.product.id), p.queued]);
    };
    expect(await queued(1)).toEqual([
      [room, 1],
      [other, 0],
    ]);
    expect(await queued(3)).toEqual([
      [room, 2],
      [other, 0],
    ]);
    expect(await queued(1, addDays(TODAY, 1))).toEqual([
      [room, 0],
      [other, 0],
    ]);
  });
});

describe('sheltersWithPlace', () => {
  const ids: Record<string, number> = {};
  const rooms: Record<string, number> = {};
  let man: HttpClient;
  let woman: HttpClient;
  let volunteer: HttpClient;
  const Q = `query($start: LocalDate!, $end: LocalDate!, $near: ID, $limit: Int) {
    sheltersWithPlace(start: $start, end: $end, near: $near, limit: $limit) { shelter { id name } product { id type } placesLeft }
  }`;
  type Answer = {
    sheltersWithPlace: { shelter: { id: string; name: string }; product: { id: string; type: string }; placesLeft: number }[];
  };

  beforeAll(async () => {
    const region = await s.f.region();
    const elsewhere = await s.f.region();
    // Near: N at 59.0 N 18.0 E; A ~1 km, G ~10 km, B ~50 km away; C in N's city and D in its
    // region without coordinates; E in another region; F near but full; H archived.
    ids.N = await placedShelter({ name: 'Aa N', regionId: region, city: 'Alby', at: [59, 18] });
    ids.A = await placedShelter({ name: 'Aa Z nära', regionId: elsewhere, city: 'Borta', at: [59.009, 18] });
    ids.G = await placedShelter({ name: 'Aa G kvinnor', regionId: region, city: 'Alby', at: [59.09, 18] });
    ids.B = await placedShelter({ name: 'Aa B långt', regionId: region, city: 'Alby', at: [59.45, 18] });
    ids.C = await placedShelter({ name: 'Aa C', regionId: region, city: 'ALBY' });
    ids.D = await placedShelter({ name: 'Aa D', regionId: region, city: 'Grannby' });
    ids.E = await placedShelter({ name: 'Aa E', regionId: elsewhere, city: 'Borta' });
    ids.F = await placedShelter({ name: 'Aa F full', regionId: region, city: 'Alby', at: [59.001, 18] });
    ids.H = await placedShelter({ name: 'Aa H', regionId: region, city: 'Alby', at: [59.002, 18] });
    for (const k of ['N', 'B', 'C', 'D', 'E', 'F', 'H']) rooms[k] = await s.f.product(ids[k] as number, { places: 2 });
    // A: its first room is full tonight, its second has a place every night but only 1 the second night.
    rooms.Afull = await s.f.product(ids.A as number, { places: 1 });
    rooms.A = await s.f.product(ids.A as number, { places: 3 });
    rooms.G = await s.f.product(ids.G as number, { places: 2, type: 'woman-only' });
    await s.f.product(ids.G as number, { places: 9, type: 'shower' });
    await s.db.dataSource.query(`UPDATE shelter SET archived_at = now() WHERE id = $1`, [ids.H]);
    const guests = await s.f.guests(6);
    const book = (i: number, productId: number, start: number, end: number) =>
      s.services.bookings.request(at(guests, i), { productId, startDate: addDays(TODAY, start), endDate: addDays(TODAY, end) });
    await book(0, rooms.Afull as number, 0, 1);
    await book(1, rooms.A as number, 1, 2);
    await book(2, rooms.A as number, 1, 2);
    await book(3, rooms.F as number, 0, 2);
    await book(4, rooms.F as number, 1, 2);
    man = await login(await s.f.guest({ login: true, gender: 'M' }));
    woman = await login(await s.f.guest({ login: true, gender: 'K' }));
    volunteer = await login(await s.f.volunteer({ login: true }));
  });

  const mine = (r: { data?: Answer | null }) => {
    const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [String(v), k]));
    return (r.data?.sheltersWithPlace ?? []).filter((p) => names[p.shelter.id]).map((p) => names[p.shelter.id]);
  };
  const ask = (c: HttpClient, vars: Record<string, unknown>) => c.gql<Answer>(Q, { start: TODAY, end: addDays(TODAY, 2), ...vars });

  it('lists nearest first: by distance where both have coordinates, then same city, same region, then the rest; never `near` itself', async () => {
    const r = await ask(man, { near: String(ids.N), limit: 10 });
    expect(r.errors).toBeUndefined();
    expect(mine(r)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('offers a woman-only room to a guest whose gender is K, and to a volunteer, never to another guest', async () => {
    expect(mine(await ask(woman, { near: String(ids.N), limit: 10 }))).toEqual(['A', 'G', 'B', 'C', 'D', 'E']);
    expect(mine(await ask(volunteer, { near: String(ids.N), limit: 10 }))).toEqual(['A', 'G', 'B', 'C', 'D', 'E']);
    const unknown = await s.f.guest({ login: true, gender: null });
    expect(mine(await ask(await login(unknown), { near: String(ids.N), limit: 10 }))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('gives each shelter its first room with a place every night, and its fewest places over the nights', async () => {
    const r = await ask(man, { near: String(ids.N), limit: 1 });
    expect(r.data?.sheltersWithPlace).toEqual([
      { shelter: { id: String(ids.A), name: 'Aa Z nära' }, product: { id: String(rooms.A), type: 'room' }, placesLeft: 1 },
    ]);
    // The same figure as the ledger's availability of those nights.
    const nights = await man.gql<{ shelterAvailability: { product: { id: string }; nights: { placesLeft: number }[] }[] }>(
      `query($id: ID!) { shelterAvailability(shelterId: $id, days: 2) { product { id } nights { placesLeft } } }`,
      { id: String(ids.A) },
    );
    const a = nights.data?.shelterAvailability.find((p) => p.product.id === String(rooms.A));
    expect(Math.min(...(a?.nights.map((n) => n.placesLeft) ?? []))).toBe(1);
    // Tonight only: F (full tomorrow) has a place and is nearest; A's first room is full tonight, so still its second, with 3.
    const tonight = await ask(man, { near: String(ids.N), limit: 2, end: addDays(TODAY, 1) });
    expect(tonight.data?.sheltersWithPlace.map((p) => [Number(p.shelter.id), Number(p.product.id), p.placesLeft])).toEqual([
      [ids.F, rooms.F, 1],
      [ids.A, rooms.A, 3],
    ]);
  });

  it('without `near`, lists by name; three by default', async () => {
    const r = await ask(man, {});
    expect(r.errors).toBeUndefined();
    expect(r.data?.sheltersWithPlace).toHaveLength(3);
    const all = await ask(man, { limit: 10 });
    expect(mine(all)).toEqual(['B', 'C', 'D', 'E', 'N', 'A']);
  });

  it('refuses bad ranges, limits and an unknown `near`, as volunteerAvailability and a booking do', async () => {
    expect(code(await ask(man, { limit: 0 }))).toBe('BAD_USER_INPUT');
    expect(code(await ask(man, { limit: 11 }))).toBe('BAD_USER_INPUT');
    expect(code(await ask(man, { end: TODAY }))).toBe('BAD_USER_INPUT');
    expect(code(await ask(man, { end: addDays(TODAY, 32) }))).toBe('BAD_USER_INPUT');
    expect((await ask(man, { end: addDays(TODAY, 31) })).errors).toBeUndefined();
    expect(code(await ask(man, { start: addDays(TODAY, -1) }))).toBe('BOOKING_START_IN_PAST');
    expect(code(await ask(man, { start: '2031-13-01' }))).toBe('BAD_USER_INPUT');
    expect(code(await ask(man, { near: '999999999' }))).toBe('HOST_NOT_FOUND');
    expect(code(await ask(man, { near: String(ids.H) }))).toBe('HOST_NOT_FOUND');
    expect(code(await ask(man, { near: 'x' }))).toBe('HOST_NOT_FOUND');
    expect(code(await new HttpClient(s.server.url).gql(Q, { start: TODAY, end: addDays(TODAY, 1) }))).toBe('UNAUTHENTICATED');
  });

  it('costs the same number of SQL statements whatever the number of shelters', async () => {
    const counter = new SqlCounter(s.db.dataSource);
    try {
      const q = `query($near: ID) { sheltersWithPlace(start: "${TODAY}", end: "${addDays(TODAY, 3)}", near: $near, limit: 10) {
        shelter { id name phone criteria placesFreeTonight } product { id name } placesLeft } }`;
      const few = await counter.count(() => man.gql(q, { near: String(ids.N) }));
      for (let i = 0; i < 12; i++)
        await s.f.product(await placedShelter({ name: `Aa ny ${i}`, regionId: await s.f.region(), city: 'Alby' }));
      const many = await counter.count(async () => {
        const r = await man.gql<Answer>(q, { near: String(ids.N) });
        expect(r.data?.sheltersWithPlace).toHaveLength(10);
      });
      expect(many).toBe(few);
    } finally {
      counter.restore();
    }
  });
});
