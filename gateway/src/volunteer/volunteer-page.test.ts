/**
 * The volunteer's room finder filtered and paged on the server (issue 22, volunteerAvailabilityPage)
 * over real HTTP: filters, order, paging with total and hasMore, the same rooms and nights as the
 * whole-country volunteerAvailability, bad input, and ONE statement besides the session lookup.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { MESSAGES } from '../platform/messages';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';
import { MAX_PAGE } from './volunteer.rules';

const TODAY = '2030-06-10';
const s = useServerSuite(TODAY);
const d = (offset: number) => addDays(TODAY, offset);
let c: HttpClient;

beforeAll(async () => {
  const volunteer = await s.f.volunteer({ login: true });
  c = await clientFor(volunteer);
});

async function clientFor(actor: Actor): Promise<HttpClient> {
  const client = new HttpClient(s.server.url);
  await client.login(actor.email as string, TEST_PASSWORD);
  return client;
}

interface Room {
  placesLeft: number;
  product: { id: string; name: string };
  availability: { date: string; placesLeft: number }[];
}
interface PageShelter {
  host: { id: string; name: string; criteria: string[]; region: { id: string } };
  products: Room[];
}
interface Page {
  shelters: PageShelter[];
  total: number;
  hasMore: boolean;
}

const PAGE = `query Page($start: LocalDate, $end: LocalDate, $regionId: ID, $hostId: ID, $search: String,
    $criteria: [ShelterCriterion!], $onlyWithPlaces: Boolean, $limit: Int, $offset: Int) {
  volunteerAvailabilityPage(start: $start, end: $end, regionId: $regionId, hostId: $hostId, search: $search,
      criteria: $criteria, onlyWithPlaces: $onlyWithPlaces, limit: $limit, offset: $offset) {
    total hasMore
    shelters { host { id name criteria region { id } } products { placesLeft product { id name } availability { date placesLeft } } }
  }
}`;

async function page(variables: Record<string, unknown>): Promise<Page> {
  const r = await c.gql<{ volunteerAvailabilityPage: Page }>(PAGE, { start: d(0), end: d(2), ...variables });
  expect(r.errors).toBeUndefined();
  return r.data?.volunteerAvailabilityPage as Page;
}

const names = (p: Page) => p.shelters.map((h) => h.host.name);
const book = async (productId: number, start: string, end: string) =>
  s.services.bookings.request(await s.f.guest({ gender: 'K' }), { productId, startDate: start, endDate: end });

/** A region of its own: Alfa (4 + 1 places, the 1 taken on the second night), Beta (6), Gamma (2, full tonight), Delta (services only). */
async function country() {
  const regionId = await s.f.region();
  const alfa = await s.f.shelter({ name: 'Alfa 100% härbärge', regionId });
  const alfa1 = await s.f.product(alfa, { places: 4, name: 'Rum 1' });
  const alfa2 = await s.f.product(alfa, { places: 1, name: 'Rum 2', type: 'woman-only' });
  await book(alfa2, d(1), d(2));
  await s.f.product(alfa, { type: 'breakfast', name: 'Frukost' });
  const beta = await s.f.shelter({ name: 'Beta', regionId });
  await s.f.product(beta, { places: 6, name: 'Sal' });
  const gamma = await s.f.shelter({ name: 'Gamma', regionId });
  const gamma1 = await s.f.product(gamma, { places: 2, name: 'Litet rum' });
  await book(gamma1, d(0), d(1));
  await book(gamma1, d(0), d(1));
  const delta = await s.f.shelter({ name: 'Delta', regionId });
  await s.f.product(delta, { type: 'shower' });
  await s.db.dataSource.query(`UPDATE shelter SET criteria = '{accessible}' WHERE id = $1`, [beta]);
  return { regionId: String(regionId), alfa: String(alfa), alfa1: String(alfa1), beta: String(beta), gamma: String(gamma) };
}

describe('volunteerAvailabilityPage', () => {
  it('keeps only rooms with a place on every night, most free places first, with every night of the range', async () => {
    const k = await country();
    const p = await page({ regionId: k.regionId });
    expect(p).toMatchObject({ total: 2, hasMore: false });
    expect(names(p)).toEqual(['Beta', 'Alfa 100% härbärge']);
    const alfa = p.shelters[1] as PageShelter;
    // Rum 2 (full on the second night) is left out, Frukost is no room.
    expect(alfa.products).toEqual([
      {
        placesLeft: 4,
        product: { id: k.alfa1, name: 'Rum 1' },
        availability: [
          { date: d(0), placesLeft: 4 },
          { date: d(1), placesLeft: 4 },
        ],
      },
    ]);
  });

  it('with onlyWithPlaces false shows full rooms and shelters too, as volunteerAvailability does', async () => {
    const k = await country();
    const p = await page({ regionId: k.regionId, onlyWithPlaces: false });
    expect(names(p)).toEqual(['Beta', 'Alfa 100% härbärge', 'Gamma']);
    expect(p.total).toBe(3);
    // The same shelters, rooms and nights as the whole-country list.
    const all = await c.gql<{ volunteerAvailability: PageShelter[] }>(
      `query($start: LocalDate, $end: LocalDate) { volunteerAvailability(start: $start, end: $end) {
        host { id name criteria region { id } } products { placesLeft product { id name } availability { date placesLeft } } } }`,
      { start: d(0), end: d(2) },
    );
    const mine = (all.data?.volunteerAvailability ?? []).filter((h) => h.host.region.id === k.regionId);
    const byId = (list: PageShelter[]) => [...list].sort((a, b) => Number(a.host.id) - Number(b.host.id));
    expect(byId(p.shelters)).toEqual(byId(mine));
    expect(p.shelters[1]?.products.map((r) => r.availability.map((n) => n.placesLeft))).toEqual([
      [4, 4],
      [1, 0],
    ]);
  });

  it('filters by shelter, free text (case-blind, % and _ taken literally) and criteria', async () => {
    const k = await country();
    expect(names(await page({ regionId: k.regionId, hostId: k.alfa }))).toEqual(['Alfa 100% härbärge']);
    expect(names(await page({ hostId: k.beta }))).toEqual(['Beta']);
    // Free text alone: the whole country's ledger shape; the shelter named, not every Alfa.
    const text = await page({ search: 'ALFA 100%', limit: MAX_PAGE });
    expect(names(text).every((n) => n === 'Alfa 100% härbärge')).toBe(true);
    expect(text.shelters.map((h) => h.host.id)).toContain(k.alfa);
    expect(names(await page({ regionId: k.regionId, search: '_' }))).toEqual([]);
    // The region's name finds its shelters (the whole-country shape: no region argument).
    const [region] = (await s.db.dataSource.query(`SELECT name FROM region WHERE id = $1`, [Number(k.regionId)])) as { name: string }[];
    expect(names(await page({ search: region?.name.toUpperCase() }))).toEqual(['Beta', 'Alfa 100% härbärge']);
    expect(names(await page({ regionId: k.regionId, criteria: ['accessible'] }))).toEqual(['Beta']);
    expect(names(await page({ regionId: k.regionId, criteria: ['accessible', 'pets_allowed'] }))).toEqual([]);
    // An id that cannot exist matches nothing.
    expect(await page({ regionId: 'x' })).toEqual({ total: 0, hasMore: false, shelters: [] });
  });

  it('pages with total and hasMore; a page past the end is empty and still says the total', async () => {
    const k = await country();
    const first = await page({ regionId: k.regionId, onlyWithPlaces: false, limit: 2 });
    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(names(first)).toEqual(['Beta', 'Alfa 100% härbärge']);
    const second = await page({ regionId: k.regionId, onlyWithPlaces: false, limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(names(second)).toEqual(['Gamma']);
    expect(await page({ regionId: k.regionId, limit: 2, offset: 10 })).toEqual({ total: 2, hasMore: false, shelters: [] });
  });

  it('the whole-country shape (no region) and the per-room shape (a region) give the same rooms', async () => {
    const k = await country();
    const narrow = await page({ regionId: k.regionId, onlyWithPlaces: false });
    // Without a region argument, narrowed by the region's name: on a database other test files
    // share, the country has more than a page of shelters.
    const [region] = (await s.db.dataSource.query(`SELECT name FROM region WHERE id = $1`, [Number(k.regionId)])) as { name: string }[];
    const wide = await page({ onlyWithPlaces: false, limit: MAX_PAGE, search: region?.name });
    const ofRegion = wide.shelters.filter((h) => h.host.region.id === k.regionId);
    expect(ofRegion).toEqual(narrow.shelters);
  });

  it('refuses a bad page or search with a Swedish text, and the range as volunteerAvailability does', async () => {
    const bad = async (variables: Record<string, unknown>) => (await c.gql(PAGE, { start: d(0), end: d(1), ...variables })).errors?.[0];
    expect(await bad({ limit: 0 })).toMatchObject({
      message: MESSAGES.BAD_USER_INPUT.limit(MAX_PAGE),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await bad({ limit: MAX_PAGE + 1 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bad({ offset: -1 })).toMatchObject({ message: MESSAGES.BAD_USER_INPUT.offset });
    expect(await bad({ search: 'x'.repeat(101) })).toMatchObject({ message: MESSAGES.BAD_USER_INPUT.guestSearchTooLong(100) });
    expect(await bad({ end: d(0) })).toMatchObject({ message: MESSAGES.BAD_USER_INPUT.volunteerEndNotAfterStart });
    expect(await bad({ end: d(40) })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is for volunteers only', async () => {
    const shelter = await s.f.shelter();
    const guest = await clientFor(await s.f.guest({ login: true }));
    const host = await clientFor(await s.f.host(shelter, { login: true }));
    for (const other of [guest, host]) {
      expect((await other.gql(PAGE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await new HttpClient(s.server.url).gql(PAGE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('sends ONE statement besides the session lookup, whatever the shelters, rooms and nights', async () => {
    const k = await country();
    const counter = new SqlCounter(s.db.dataSource);
    try {
      const counts = [];
      for (const variables of [
        { regionId: k.regionId },
        { onlyWithPlaces: false, limit: MAX_PAGE },
        { search: 'a', end: d(31) },
        { regionId: k.regionId, offset: 50 },
      ]) {
        counts.push(await counter.count(() => page(variables)));
      }
      expect(counts).toEqual([2, 2, 2, 2]);
    } finally {
      counter.restore();
    }
  });
});
