/**
 * Gäster (issue 19 §4): a host sees the guests who have, had or asked for a place at their own
 * shelter, with the last stay, this month's nights, the stays there and their own notes — and
 * nothing about anyone else (DESIGN §3): another shelter's guest is GUEST_NOT_FOUND, like an id
 * that does not exist.
 */
import { holdsPlace, type BookingStatus } from '../domain/booking-status';
import { tryHold } from '../booking/ledger';
import type { Actor } from '../domain/actor';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { SqlCounter } from '../test-support/sql-counter';

const TODAY = '2031-04-14';
const s = useServerSuite(TODAY);

const LIST = `query($search: String) { hostGuests(search: $search) { id firstName lastName unokod flag lastStay { startDate endDate } nightsThisMonth } }`;
const DETAIL = `query($id: ID!) { hostGuest(id: $id) {
  guest { id firstName nightsThisMonth }
  stays { id status startDate endDate product { shelter { id } } }
  notes { id text authorName authorId createdAt } } }`;
const ADD = `mutation($guestId: ID!, $text: String!) { addHostNote(guestId: $guestId, text: $text) { id text authorName } }`;
const DELETE = `mutation($id: ID!) { deleteHostNote(id: $id) { id } }`;

type Guest = {
  id: string;
  firstName: string;
  lastName: string;
  unokod: string | null;
  flag: boolean;
  lastStay: unknown;
  nightsThisMonth: number;
};
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

const client = (actor: Actor): Promise<HttpClient> => s.clientFor(actor);

let shelterA: number;
let shelterB: number;
let roomA: number;
let roomB: number;
let hostA: HttpClient;
let hostA2: HttpClient;
let hostB: HttpClient;
let hostAActor: Actor;
let regular: Actor; // stayed at A, asked again
let asker: Actor; // only asked A, declined
let elsewhere: Actor; // only ever at B
let both: Actor; // at A and B

/** A booking row written directly; a status that holds a place also takes it in the ledger (the ledger check stays true). */
async function booking(productId: number, guest: Actor, status: BookingStatus, start: string, end: string): Promise<number> {
  if (holdsPlace(status)) expect(await tryHold(s.db.dataSource.manager, productId, start, end)).toBe(true);
  const [row] = await s.db.dataSource.query(
    `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by_group) VALUES ($1, $2, $3, $4, $5, 'user') RETURNING id`,
    [productId, guest.userId, status, start, end],
  );
  return row.id;
}

beforeAll(async () => {
  shelterA = await s.f.shelter({ name: 'Gästhärbärget A' });
  shelterB = await s.f.shelter({ name: 'Gästhärbärget B' });
  roomA = await s.f.product(shelterA);
  roomB = await s.f.product(shelterB);
  hostAActor = await s.f.host(shelterA, { login: true, first: 'Maja', last: 'Värd' });
  hostA = await client(hostAActor);
  hostA2 = await client(await s.f.host(shelterA, { login: true }));
  hostB = await client(await s.f.host(shelterB, { login: true }));
  regular = await s.f.guest({ first: 'Rut', last: 'Stamgäst', flag: true });
  asker = await s.f.guest({ first: 'Frida', last: 'Frågare' });
  elsewhere = await s.f.guest({ first: 'Anna', last: 'Annanstans' });
  both = await s.f.guest({ first: 'Bo', last: 'Båda' });
  // regular: two stays in April at A (2 + 2 nights this month), one in March, a pending request later.
  await booking(roomA, regular, 'completed', '2031-03-10', '2031-03-12');
  await booking(roomA, regular, 'completed', '2031-03-30', '2031-04-03');
  await booking(roomA, regular, 'completed', '2031-04-10', '2031-04-12');
  await booking(roomA, regular, 'pending', '2031-04-20', '2031-04-22');
  // A stay at B this month does not count at A.
  await booking(roomB, regular, 'completed', '2031-04-05', '2031-04-08');
  await booking(roomA, asker, 'declined', '2031-04-14', '2031-04-15');
  await booking(roomB, elsewhere, 'completed', '2031-04-01', '2031-04-04');
  // both: checked in at A since yesterday, until the 20th: 2 nights up to tonight.
  await booking(roomB, both, 'completed', '2031-04-01', '2031-04-02');
  await booking(roomA, both, 'checked_in', '2031-04-13', '2031-04-20');
});

describe('hostGuests', () => {
  it("lists exactly the guests connected to the host's shelter, with last stay and this month's nights there", async () => {
    const r = await hostA.gql<{ hostGuests: Guest[] }>(LIST);
    expect(r.errors).toBeUndefined();
    const byName = Object.fromEntries((r.data?.hostGuests ?? []).map((g) => [g.lastName, g]));
    expect(Object.keys(byName).sort()).toEqual(['Båda', 'Frågare', 'Stamgäst']);
    expect(byName.Stamgäst).toMatchObject({
      id: String(regular.userId),
      firstName: 'Rut',
      flag: true,
      lastStay: { startDate: '2031-04-10', endDate: '2031-04-12' },
      nightsThisMonth: 4,
    });
    expect(byName.Stamgäst?.unokod).toMatch(/^[0-9]{4}$/);
    expect(byName.Frågare).toMatchObject({ lastStay: null, nightsThisMonth: 0 });
    expect(byName.Båda).toMatchObject({ lastStay: { startDate: '2031-04-13', endDate: '2031-04-20' }, nightsThisMonth: 2 });
  });

  it('searches by name or UNO code', async () => {
    const byName = await hostA.gql<{ hostGuests: Guest[] }>(LIST, { search: 'stamg' });
    expect(byName.data?.hostGuests.map((g) => g.lastName)).toEqual(['Stamgäst']);
    const full = await hostA.gql<{ hostGuests: Guest[] }>(LIST, { search: 'Rut Stam' });
    expect(full.data?.hostGuests.map((g) => g.lastName)).toEqual(['Stamgäst']);
    const none = await hostA.gql<{ hostGuests: Guest[] }>(LIST, { search: 'Annanstans' });
    expect(none.data?.hostGuests).toEqual([]);
    const pattern = await hostA.gql<{ hostGuests: Guest[] }>(LIST, { search: '%' });
    expect(pattern.data?.hostGuests).toEqual([]);
  });

  it('is for host staff only', async () => {
    const volunteer = await client(await s.f.volunteer({ login: true }));
    expect(code(await volunteer.gql(LIST))).toBe('FORBIDDEN');
    expect(code(await new HttpClient(s.server.url).gql(LIST))).toBe('UNAUTHENTICATED');
  });
});

describe('hostGuestPage', () => {
  const PAGE = `query($search: String, $offset: Int, $limit: Int) { hostGuestPage(search: $search, offset: $offset, limit: $limit) {
    total offset guests { id firstName lastName unokod flag lastStay { startDate endDate } nightsThisMonth } } }`;
  type Page = { hostGuestPage: { total: number; offset: number; guests: Guest[] } };

  it('pages the same guests in the same order as hostGuests, with the total, in one statement after the session', async () => {
    const all = (await hostA.gql<{ hostGuests: Guest[] }>(LIST)).data?.hostGuests ?? [];
    expect(all).toHaveLength(3);
    const counter = new SqlCounter(s.db.dataSource);
    const pages: Page['hostGuestPage'][] = [];
    try {
      for (const offset of [0, 2]) {
        const n = await counter.count(async () => {
          const r = await hostA.gql<Page>(PAGE, { offset, limit: 2 });
          expect(r.errors).toBeUndefined();
          pages.push(r.data?.hostGuestPage as Page['hostGuestPage']);
        });
        expect(n).toBe(2);
      }
    } finally {
      counter.restore();
    }
    expect(pages.map((p) => [p.total, p.offset, p.guests.length])).toEqual([
      [3, 0, 2],
      [3, 2, 1],
    ]);
    expect(pages.flatMap((p) => p.guests)).toEqual(all);
    // 50 by default.
    expect((await hostA.gql<Page>(PAGE)).data?.hostGuestPage.guests).toEqual(all);
  });

  it('searches every word, ignoring case and accents, in the name or the UNO code; other shelters’ guests never', async () => {
    const names = async (search: string) => {
      const r = await hostA.gql<Page>(PAGE, { search });
      expect(r.errors).toBeUndefined();
      return [r.data?.hostGuestPage.total, r.data?.hostGuestPage.guests.map((g) => g.lastName)];
    };
    expect(await names('fragare')).toEqual([1, ['Frågare']]);
    expect(await names('RUT   stamgast')).toEqual([1, ['Stamgäst']]);
    expect(await names('rut båda')).toEqual([0, []]);
    expect(await names('Annanstans')).toEqual([0, []]);
    expect(await names('%')).toEqual([0, []]);
    const uno = (await hostA.gql<{ hostGuests: Guest[] }>(LIST)).data?.hostGuests.find((g) => g.lastName === 'Stamgäst')?.unokod;
    expect(await names(String(uno))).toEqual([1, ['Stamgäst']]);
    expect((await names('   '))[0]).toBe(3);
  });

  it('refuses an offset below 0 or a limit outside 1–500 in Swedish', async () => {
    for (const v of [{ offset: -1 }, { limit: 0 }, { limit: 501 }]) {
      const r = await hostA.gql(PAGE, v);
      expect(code(r)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toMatch(/heltal/);
    }
    const volunteer = await client(await s.f.volunteer({ login: true }));
    expect(code(await volunteer.gql(PAGE))).toBe('FORBIDDEN');
  });
});

describe('hostGuest', () => {
  it("gives the guest's bookings at this shelter only, newest first", async () => {
    const r = await hostA.gql<{
      hostGuest: { guest: Guest; stays: { startDate: string; status: string; product: { shelter: { id: string } } }[] };
    }>(DETAIL, { id: String(regular.userId) });
    expect(r.errors).toBeUndefined();
    expect(r.data?.hostGuest.stays.map((b) => [b.startDate, b.status])).toEqual([
      ['2031-04-20', 'pending'],
      ['2031-04-10', 'completed'],
      ['2031-03-30', 'completed'],
      ['2031-03-10', 'completed'],
    ]);
    expect(new Set(r.data?.hostGuest.stays.map((b) => b.product.shelter.id))).toEqual(new Set([String(shelterA)]));
  });

  it('answers GUEST_NOT_FOUND for a guest of another shelter, exactly as for no guest at all', async () => {
    const foreign = await hostA.gql(DETAIL, { id: String(elsewhere.userId) });
    const missing = await hostA.gql(DETAIL, { id: '2147483000' });
    const staff = await hostA.gql(DETAIL, { id: String(hostAActor.userId) });
    for (const r of [foreign, missing, staff]) {
      expect(code(r)).toBe('GUEST_NOT_FOUND');
      expect(r.data).toBeNull();
    }
    expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect(code(await hostA.gql(DETAIL, { id: 'abc' }))).toBe('GUEST_NOT_FOUND');
    // B sees its own side of the guest both share, never A's bookings.
    const fromB = await hostB.gql<{ hostGuest: { stays: { product: { shelter: { id: string } } }[] } }>(DETAIL, {
      id: String(both.userId),
    });
    expect(fromB.data?.hostGuest.stays.map((b) => b.product.shelter.id)).toEqual([String(shelterB)]);
  });
});

describe('notes', () => {
  it('are added, read by the same shelter only, and deleted by the author or a host of the shelter', async () => {
    const added = await hostA.gql<{ addHostNote: { id: string; text: string; authorName: string } }>(ADD, {
      guestId: String(regular.userId),
      text: '  Allergisk mot nötter.  ',
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addHostNote).toMatchObject({ text: 'Allergisk mot nötter.', authorName: 'Maja Värd' });
    const second = await hostA2.gql<{ addHostNote: { id: string } }>(ADD, { guestId: String(regular.userId), text: 'Kommer ofta sent.' });

    const read = await hostA.gql<{ hostGuest: { notes: { text: string }[] } }>(DETAIL, { id: String(regular.userId) });
    expect(read.data?.hostGuest.notes.map((n) => n.text)).toEqual(['Kommer ofta sent.', 'Allergisk mot nötter.']);

    // B shares the guest `both` but never sees A's notes about them.
    await hostA.gql(ADD, { guestId: String(both.userId), text: 'Anteckning hos A.' });
    const fromB = await hostB.gql<{ hostGuest: { notes: unknown[] } }>(DETAIL, { id: String(both.userId) });
    expect(fromB.data?.hostGuest.notes).toEqual([]);

    // Another shelter's host cannot delete it; a colleague at the same shelter can.
    expect(code(await hostB.gql(DELETE, { id: added.data?.addHostNote.id }))).toBe('NOT_FOUND');
    expect((await hostA2.gql(DELETE, { id: added.data?.addHostNote.id })).errors).toBeUndefined();
    expect((await hostA.gql(DELETE, { id: second.data?.addHostNote.id })).errors).toBeUndefined();
    const after = await hostA.gql<{ hostGuest: { notes: unknown[] } }>(DETAIL, { id: String(regular.userId) });
    expect(after.data?.hostGuest.notes).toEqual([]);
  });

  it('refuse a guest not connected to the shelter, and an empty or too long text, storing nothing', async () => {
    const [{ n: before }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM host_note`);
    expect(code(await hostA.gql(ADD, { guestId: String(elsewhere.userId), text: 'Hej' }))).toBe('GUEST_NOT_FOUND');
    const empty = await hostA.gql(ADD, { guestId: String(regular.userId), text: '   ' });
    expect(code(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.message).toMatch(/Anteckningen/);
    expect(code(await hostA.gql(ADD, { guestId: String(regular.userId), text: 'x'.repeat(2001) }))).toBe('BAD_USER_INPUT');
    const [{ n: after }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM host_note`);
    expect(after).toBe(before);
  });
});
