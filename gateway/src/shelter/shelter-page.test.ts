/**
 * The guest's shelter list paged on the server (issue 22, shelterPage) over real HTTP: the guest's
 * region and city first, search, total and hasMore, places free tonight for the page, bad input,
 * and ONE statement besides the session lookup (placesFreeTonight included). The old `shelters`
 * keeps answering every open shelter.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { MESSAGES } from '../platform/messages';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';
import { MAX_SHELTER_PAGE } from './shelter.rules';

const TODAY = '2030-07-01';
const s = useServerSuite(TODAY);

afterAll(async () => {});

async function clientFor(actor: Actor): Promise<HttpClient> {
  const client = new HttpClient(s.server.url);
  await client.login(actor.email as string, TEST_PASSWORD);
  return client;
}

interface Page {
  total: number;
  hasMore: boolean;
  shelters: { id: string; name: string; city: string; placesFreeTonight: number }[];
}
const PAGE = `query($search: String, $limit: Int, $offset: Int) {
  shelterPage(search: $search, limit: $limit, offset: $offset) { total hasMore shelters { id name city placesFreeTonight } }
}`;

async function pageOf(c: HttpClient, variables: Record<string, unknown> = {}): Promise<Page> {
  const r = await c.gql<{ shelterPage: Page }>(PAGE, variables);
  expect(r.errors).toBeUndefined();
  return r.data?.shelterPage as Page;
}

/** Three shelters in the guest's region (one in the guest's city), named with `tag` so a search finds them alone. */
async function arrange(tag: string) {
  const home = await s.f.region();
  const inHome = await s.f.shelter({ name: `${tag} Öst`, regionId: home });
  const inCity = await s.f.shelter({ name: `${tag} Väst`, regionId: home });
  const elsewhere = await s.f.shelter({ name: `${tag} Alla`, regionId: await s.f.region() });
  await s.db.dataSource.query(`UPDATE shelter SET city = 'Hemby' WHERE id = $1`, [inCity]);
  const room = await s.f.product(inHome, { places: 3 });
  await s.f.product(inHome, { places: 2, type: 'woman-only' });
  await s.f.product(inHome, { type: 'breakfast' });
  await s.f.product(elsewhere, { places: 1 });
  // One place taken tonight, one tomorrow (not counted tonight).
  await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: TODAY, endDate: addDays(TODAY, 1) });
  await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) });
  const guest = await s.f.guest({ login: true, gender: 'K' }); // K: the woman-only room counts for her (issue 33 §7)
  await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2, city = 'HEMBY' WHERE user_id = $1`, [guest.userId, home]);
  return { c: await clientFor(guest), inHome: String(inHome), inCity: String(inCity), elsewhere: String(elsewhere) };
}

describe('shelterPage', () => {
  it("puts the guest's region first (their city first within it), then by name, with tonight's free places", async () => {
    const k = await arrange('Ugglan');
    const p = await pageOf(k.c, { search: 'uggla' });
    expect(p).toMatchObject({ total: 3, hasMore: false });
    expect(p.shelters).toEqual([
      { id: k.inCity, name: 'Ugglan Väst', city: 'Hemby', placesFreeTonight: 0 },
      { id: k.inHome, name: 'Ugglan Öst', city: 'Teststad', placesFreeTonight: 4 },
      { id: k.elsewhere, name: 'Ugglan Alla', city: 'Teststad', placesFreeTonight: 1 },
    ]);
    // The same figure as the old list's field.
    const old = await k.c.gql<{ shelters: { id: string; placesFreeTonight: number }[] }>('{ shelters { id placesFreeTonight } }');
    expect(old.data?.shelters.find((x) => x.id === k.inHome)?.placesFreeTonight).toBe(4);
  });

  it('pages with total and hasMore; a page past the end is empty and keeps the total', async () => {
    const k = await arrange('Hägern');
    const first = await pageOf(k.c, { search: 'hägern', limit: 2 });
    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(first.shelters.map((x) => x.id)).toEqual([k.inCity, k.inHome]);
    const second = await pageOf(k.c, { search: 'hägern', limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(second.shelters.map((x) => x.id)).toEqual([k.elsewhere]);
    expect(await pageOf(k.c, { search: 'hägern', offset: 9 })).toEqual({ total: 3, hasMore: false, shelters: [] });
    // '%' and '_' are letters, not wildcards (other suites' shelters share a PostgreSQL database in CI,
    // so the search names this suite's shelters as well).
    expect(await pageOf(k.c, { search: 'hägern%' })).toMatchObject({ total: 0 });
    expect(await pageOf(k.c, { search: 'h_gern' })).toMatchObject({ total: 0 });
  });

  it('without a search lists every open shelter, a page at a time, and the old shelters list is unchanged', async () => {
    const k = await arrange('Tranan');
    const all = await k.c.gql<{ shelters: { id: string }[] }>('{ shelters { id } }');
    const ids = (all.data?.shelters ?? []).map((x) => Number(x.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const page = await pageOf(k.c, { limit: MAX_SHELTER_PAGE });
    expect(page.total).toBe(ids.length);
    expect(page.shelters.slice(0, 2).map((x) => x.id)).toEqual([k.inCity, k.inHome]);
  });

  it('refuses a bad page or search with a Swedish text; anonymous callers are refused', async () => {
    const k = await arrange('Måsen');
    const bad = async (variables: Record<string, unknown>) => (await k.c.gql(PAGE, variables)).errors?.[0];
    expect(await bad({ limit: 0 })).toMatchObject({
      message: MESSAGES.BAD_USER_INPUT.limit(MAX_SHELTER_PAGE),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await bad({ limit: MAX_SHELTER_PAGE + 1 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bad({ offset: -1 })).toMatchObject({ message: MESSAGES.BAD_USER_INPUT.offset });
    expect(await bad({ search: 'x'.repeat(101) })).toMatchObject({ message: MESSAGES.BAD_USER_INPUT.guestSearchTooLong(100) });
    expect((await new HttpClient(s.server.url).gql(PAGE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("sends ONE statement besides the session lookup, placesFreeTonight included, whatever the page's size", async () => {
    const k = await arrange('Svanen');
    const counter = new SqlCounter(s.db.dataSource);
    try {
      const counts = [];
      for (const variables of [{}, { limit: MAX_SHELTER_PAGE }, { search: 'svanen' }, { offset: 500 }]) {
        counts.push(await counter.count(() => pageOf(k.c, variables)));
      }
      expect(counts).toEqual([2, 2, 2, 2]);
    } finally {
      counter.restore();
    }
  });
});
