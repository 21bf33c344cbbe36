/**
 * The guest's honest answer (issue 18 §1, §2): a request for a full room lands in_queue with its
 * place in the queue (Booking.queuePosition, counted in the order the queue is promoted in), each
 * refusal of requestBooking has its own code, and Me.gender agrees with the woman-only rule.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';
import { at } from '../test-support/at';

const TODAY = '2031-06-02';
const s = useServerSuite(TODAY);

const REQUEST = `mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status queuePosition } }`;
type Requested = { requestBooking: { id: string; status: string; queuePosition: number | null } };
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

async function login(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

const positionOf = async (c: HttpClient, id: string | number) => {
  const r = await c.gql<{ booking: { status: string; queuePosition: number | null } }>(
    `query($id: ID!) { booking(id: $id) { status queuePosition } }`,
    { id: String(id) },
  );
  return r.errors ? code(r) : r.data?.booking.queuePosition;
};

afterAll(async () => {});

describe('Booking.queuePosition', () => {
  let room: number;
  let host: Actor;
  const guests: { actor: Actor; client: HttpClient }[] = [];
  const booked: string[] = [];

  beforeAll(async () => {
    const shelter = await s.f.shelter();
    room = await s.f.product(shelter, { places: 1 });
    host = await s.f.host(shelter);
    for (let i = 0; i < 5; i++) {
      const actor = await s.f.guest({ login: true });
      guests.push({ actor, client: await login(actor) });
    }
  });

  const request = async (i: number, start: number, end: number) => {
    const r = await at(guests, i).client.gql<Requested>(REQUEST, {
      input: { productId: String(room), startDate: addDays(TODAY, start), endDate: addDays(TODAY, end) },
    });
    expect(r.errors).toBeUndefined();
    booked[i] = r.data?.requestBooking.id as string;
    return r.data?.requestBooking;
  };

  it('is null for a booking that holds its place, and the queued request learns its place at once', async () => {
    expect(await request(0, 0, 2)).toEqual({ id: booked[0], status: 'pending', queuePosition: null });
    expect(await request(1, 0, 1)).toEqual({ id: booked[1], status: 'in_queue', queuePosition: 1 });
    expect(await request(2, 1, 3)).toEqual({ id: booked[2], status: 'in_queue', queuePosition: 1 });
    // Overlaps both queued requests: behind both.
    expect(await request(3, 0, 3)).toEqual({ id: booked[3], status: 'in_queue', queuePosition: 3 });
    // Tomorrow only: behind the two queued requests that cover tomorrow, not the one for tonight.
    expect(await request(4, 1, 2)).toEqual({ id: booked[4], status: 'in_queue', queuePosition: 3 });
  });

  it("shows the booking's position to those who may see it, and the booking to nobody else", async () => {
    expect(await positionOf(at(guests, 3).client, at(booked, 3))).toBe(3);
    expect(await positionOf(at(guests, 0).client, at(booked, 3))).toBe('BOOKING_NOT_FOUND');
    const staff = await login(
      await s.f.host((await s.db.dataSource.query(`SELECT shelter_id FROM product WHERE id = $1`, [room]))[0].shelter_id, { login: true }),
    );
    expect(await positionOf(staff, at(booked, 3))).toBe(3);
  });

  it('moves up as the queue is promoted, in the order the promotion takes', async () => {
    // Cancelling the pending booking frees tonight and tomorrow: the promotion takes the oldest
    // queued request that fits (guest 1, tonight), then guest 2 (tomorrow and the night after).
    await s.services.bookings.transition(at(guests, 0).actor, Number(booked[0]), 'cancel');
    const statuses = await s.db.dataSource.query(`SELECT id, status FROM booking WHERE id = ANY ($1) ORDER BY id`, [booked.map(Number)]);
    expect(statuses.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'pending', 'pending', 'in_queue', 'in_queue']);
    expect(await positionOf(at(guests, 3).client, at(booked, 3))).toBe(1);
    expect(await positionOf(at(guests, 4).client, at(booked, 4))).toBe(2);
    expect(await positionOf(at(guests, 1).client, at(booked, 1))).toBeNull();
    // A queued request that started before today is no longer promoted: nobody waits behind it.
    s.clock.set(addDays(TODAY, 1));
    try {
      expect(await positionOf(at(guests, 4).client, at(booked, 4))).toBe(1);
    } finally {
      s.clock.set(TODAY);
    }
    // Declined or cancelled: no position.
    await s.services.bookings.transition(host, Number(booked[3]), 'decline');
    expect(await positionOf(at(guests, 3).client, at(booked, 3))).toBeNull();
    expect(await positionOf(at(guests, 4).client, at(booked, 4))).toBe(1);
  });

  it('costs one statement for a whole list, however long', async () => {
    const counter = new SqlCounter(s.db.dataSource);
    try {
      const c = at(guests, 4).client;
      const q = '{ myBookings { id status queuePosition } }';
      const n = await counter.count(() => c.gql(q));
      const without = await counter.count(() => c.gql('{ myBookings { id status } }'));
      expect(n - without).toBe(1);
    } finally {
      counter.restore();
    }
  });
});

describe("requestBooking's answers a guest's web can tell apart (issue 18 §2)", () => {
  let room: number;
  let womenOnly: number;
  let shower: number;
  let man: HttpClient;
  let woman: HttpClient;

  beforeAll(async () => {
    const shelter = await s.f.shelter();
    room = await s.f.product(shelter, { places: 1 });
    womenOnly = await s.f.product(shelter, { places: 2, type: 'woman-only' });
    shower = await s.f.product(shelter, { type: 'shower' });
    man = await login(await s.f.guest({ login: true, gender: 'M' }));
    woman = await login(await s.f.guest({ login: true, gender: 'K' }));
  });

  const ask = (c: HttpClient, productId: number, start: number, end: number) =>
    c.gql<Requested>(REQUEST, { input: { productId: String(productId), startDate: addDays(TODAY, start), endDate: addDays(TODAY, end) } });

  it('answers each refusal with its own code, and a full room with in_queue and a position', async () => {
    expect(code(await ask(man, room, -1, 1))).toBe('BOOKING_START_IN_PAST');
    expect(code(await ask(man, room, 2, 2))).toBe('BOOKING_END_NOT_AFTER_START');
    expect(code(await ask(man, room, 0, 31))).toBe('BOOKING_TOO_LONG');
    expect(code(await ask(man, shower, 0, 1))).toBe('PRODUCT_NOT_BOOKABLE');
    expect(code(await ask(man, 999_999_999, 0, 1))).toBe('PRODUCT_NOT_FOUND');
    expect(code(await ask(man, womenOnly, 0, 1))).toBe('BOOKING_WOMAN_ONLY');
    expect((await ask(man, room, 0, 2)).data?.requestBooking).toMatchObject({ status: 'pending', queuePosition: null });
    expect(code(await ask(man, room, 0, 2))).toBe('BOOKING_DUPLICATE');
    expect(code(await ask(man, room, 1, 3))).toBe('BOOKING_OVERLAP');
    expect((await ask(woman, room, 1, 2)).data?.requestBooking).toMatchObject({ status: 'in_queue', queuePosition: 1 });
    expect((await ask(woman, womenOnly, 3, 4)).data?.requestBooking).toMatchObject({ status: 'pending', queuePosition: null });
  });
});

describe('Me.gender and Me.language', () => {
  const ME = '{ me { gender language } }';

  it("gives a guest's recorded gender, null when unknown and for staff; the same rule as the woman-only refusal", async () => {
    const shelter = await s.f.shelter();
    const womenOnly = await s.f.product(shelter, { places: 5, type: 'woman-only' });
    for (const gender of ['K', 'M', null] as const) {
      const actor = await s.f.guest({ login: true, gender });
      const c = await login(actor);
      const me = await c.gql<{ me: { gender: string | null; language: string } }>(ME);
      expect(me.data?.me).toEqual({ gender, language: 'sv' });
      const r = await c.gql<Requested>(REQUEST, { input: { productId: String(womenOnly), startDate: TODAY, endDate: addDays(TODAY, 1) } });
      // The web offers the room when gender is K; the server books it exactly then.
      expect(code(r) ?? 'OK').toBe(me.data?.me.gender === 'K' ? 'OK' : 'BOOKING_WOMAN_ONLY');
    }
    const staff = await login(await s.f.volunteer({ login: true }));
    expect((await staff.gql<{ me: unknown }>(ME)).data?.me).toEqual({ gender: null, language: 'sv' });
  });

  it('keeps the language chosen with the account, for any logged-in person; refuses anything else and the anonymous', async () => {
    const actor = await s.f.host(await s.f.shelter(), { login: true });
    const c = await login(actor);
    const set = await c.gql<{ setMyLanguage: { language: string; host: { id: string } } }>(
      'mutation { setMyLanguage(language: ar) { language host { id } } }',
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setMyLanguage.language).toBe('ar');
    // A new session (another browser) reads it back.
    expect((await (await login(actor)).gql<{ me: { language: string } }>(ME)).data?.me.language).toBe('ar');
    expect(code(await c.gql('mutation { setMyLanguage(language: de) { language } }'))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(code(await c.gql('mutation($l: Language!) { setMyLanguage(language: $l) { language } }', { l: 'fi' }))).toBe('BAD_USER_INPUT');
    expect(code(await new HttpClient(s.server.url).gql('mutation { setMyLanguage(language: en) { language } }'))).toBe('UNAUTHENTICATED');
    expect(await s.services.account.setMyLanguage(actor, 'xx').catch((e: { code: string }) => e.code)).toBe('BAD_USER_INPUT');
    expect((await c.gql<{ me: { language: string } }>(ME)).data?.me.language).toBe('ar');
  });
});
