/**
 * List and dashboard operations issue a bounded number of SQL statements: the same count with 10
 * and with 500 bookings (issue 3). Counted over real HTTP, session lookup included.
 */
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';
import type { Actor } from '../domain/actor';
import { at, entry } from '../test-support/at';

const TODAY = '2030-12-01';
const s = useServerSuite(TODAY);
let counter: SqlCounter;

const OPERATIONS: { who: 'host' | 'caseworker' | 'volunteer' | 'guest'; name: string; query?: string | (() => string); rest?: string }[] = [
  {
    who: 'host',
    name: 'host overview counts',
    query: '{ hostCounts { pendingCount arrivalsCount departuresCount currentGuestsCount availableProducts { type placesLeft } } }',
  },
  {
    who: 'host',
    name: 'host requests',
    query: '{ hostRequests { id status guest { firstName unokod flag } product { name shelter { name } } allowedActions } }',
  },
  { who: 'host', name: 'host queue', query: '{ hostQueue { id product { name } } }' },
  { who: 'host', name: 'host incoming', query: '{ hostIncoming { id guest { firstName } product { name } allowedActions } }' },
  { who: 'host', name: 'host outgoing', query: '{ hostOutgoing { id guest { firstName } } }' },
  { who: 'host', name: 'host availability 7 days', query: '{ myShelter { id } }' },
  { who: 'host', name: 'REST host pending', rest: '/api/host/pending' },
  // Issue 19: Ikväll (and its CSV) and the 28-night calendar.
  {
    who: 'host',
    name: 'host tonight',
    query:
      '{ hostTonight { rooms { freeBeds checkedIn { id allowedActions guest { unokod } } expected { id allowedActions } noShows { id } } } }',
  },
  { who: 'host', name: 'REST host tonight CSV', rest: '/api/host/tonight.csv' },
  {
    who: 'host',
    name: 'host calendar 28 nights',
    query: '{ hostCalendar(days: 28) { rooms { nights { freeBeds bookings { id status guest { firstName } } } } } }',
  },
  { who: 'host', name: 'REST host availability', rest: '/api/host/available/7' },
  {
    who: 'caseworker',
    name: 'caseworker requests',
    query: '{ caseworkerRequests { id guest { firstName } product { name shelter { id name street } } } }',
  },
  {
    who: 'caseworker',
    name: 'caseworker overview',
    query: '{ caseworkerAvailability { placesLeft product { name description } shelter { name street city } } }',
  },
  {
    who: 'caseworker',
    name: 'nights report',
    query: `{ nightsReport(start: "${addDays(TODAY, -30)}", end: "${addDays(TODAY, 30)}") { totalNights rows { nights } } }`,
  },
  {
    who: 'volunteer',
    name: 'volunteer availability',
    query: '{ volunteerAvailability { host { id name } products { placesLeft product { id name } availability { date placesLeft } } } }',
  },
  {
    who: 'guest',
    name: 'guest availability',
    query: `{ availableOn(date: "${TODAY}") { shelter { name } products { placesLeft product { name } } } }`,
  },
  { who: 'guest', name: 'guest bookings', query: '{ myBookings { id status product { name shelter { name } } allowedActions } }' },
  // Issue 18: free beds before asking, the queue, alternatives.
  {
    who: 'guest',
    name: 'guest shelters with places tonight',
    query: '{ shelters { id name phone checkInFrom criteria latitude placesFreeTonight } }',
  },
  {
    who: 'guest',
    name: 'guest bookings with queue',
    query: '{ myBookings { id status queuePosition product { shelter { houseRules } } } }',
  },
  {
    who: 'guest',
    name: 'guest room availability with queue',
    query: () => `{ shelterAvailability(shelterId: "${shelter}", days: 7) { product { id name } nights { placesLeft } queued } }`,
  },
  {
    who: 'guest',
    name: 'guest alternatives',
    query: () =>
      `{ sheltersWithPlace(start: "${TODAY}", end: "${addDays(TODAY, 3)}", limit: 10) { shelter { id name placesFreeTonight } product { id name } placesLeft } }`,
  },
];

let shelter: number;
let rooms: number[];
let host: Actor;
const clients: Record<string, HttpClient> = {};

async function addBookings(n: number): Promise<void> {
  const guests = await s.f.guests(n);
  for (let i = 0; i < n; i++) {
    const start = addDays(TODAY, (i % 9) - 3);
    const b = await s.services.bookings.request(at(guests, i), {
      productId: at(rooms, i % rooms.length),
      startDate: start < TODAY ? TODAY : start,
      endDate: addDays(start < TODAY ? TODAY : start, 1 + (i % 3)),
    });
    if (b.status === 'pending' && i % 4 === 1) await s.services.bookings.transition(host, b.id, 'assign');
    if (b.status === 'pending' && i % 4 === 2 && b.startDate === TODAY) {
      await s.services.bookings.transition(host, b.id, 'assign');
      await s.services.bookings.transition(host, b.id, 'check_in');
    }
  }
}

async function countAll(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const op of OPERATIONS) {
    const c = entry(clients, op.who);
    out[op.name] = await counter.count(async () => {
      if (op.query) {
        const r = await c.gql(typeof op.query === 'function' ? op.query() : op.query);
        expect(r.errors).toBeUndefined();
      } else {
        expect((await c.rest('GET', op.rest as string)).status).toBe(200);
      }
    });
  }
  return out;
}

beforeAll(async () => {
  shelter = await s.f.shelter();
  rooms = [];
  for (let i = 0; i < 5; i++) rooms.push(await s.f.product(shelter, { places: 60 }));
  host = await s.f.host(shelter, { login: true });
  const caseworker = await s.f.caseworker([shelter], { login: true });
  const volunteer = await s.f.volunteer({ login: true });
  const guest = await s.f.guest({ login: true });
  for (const [who, actor] of Object.entries({ host, caseworker, volunteer, guest })) {
    clients[who] = new HttpClient(s.server.url);
    await clients[who].login(actor.email as string, TEST_PASSWORD);
  }
  await s.services.bookings.request(guest, { productId: at(rooms, 0), startDate: TODAY, endDate: addDays(TODAY, 2) });
  counter = new SqlCounter(s.db.dataSource);
});
afterAll(async () => {
  counter?.restore();
});

it('issues the same number of SQL statements with 10 and with 500 bookings', async () => {
  await addBookings(10);
  const small = await countAll();
  await addBookings(490);
  const large = await countAll();
  expect(large).toEqual(small);
  // And few: one for the session, a handful for the answer.
  for (const [name, n] of Object.entries(small)) expect({ name, n, bounded: n <= 6 }).toEqual({ name, n, bounded: true });
}, 240_000);
