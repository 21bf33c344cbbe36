// Journey (issue 34 §3): the host's, caseworker's, volunteer's and admin's main pages come from the
// gateway as HTML with their data (so the page is there before any script, on a slow phone), then
// hydrate into the live app. For each page: plain HTTP finds its content and `private, no-store`;
// in the browser React hydrates it without a console error or warning, asks /graphql nothing again
// while it does (its live views ask once when the live connection is up), and axe finds nothing. A
// host's overview rendered before a guest books shows the new request once the live connection is up, and
// what a host chose before React had the page is React's once it has.
import type { Page } from 'playwright-core';
import { journey } from './support/browser';
import { expectAccessible } from './support/guest-journey';
import {
  consoleProblems,
  contextWithoutWorker,
  hasReact,
  holdHydration,
  keptServerElements,
  markServerElements,
  reactHasPage,
  recordGraphqlAsks,
} from './support/hydration';
import { apiAs, gql, gqlData, loginPage, stockholmDate } from './support/staff-session';

const HOST = 'vard@noq.example';
const CASEWORKER = 'handlaggare@noq.example';
const VOLUNTEER = 'volontar@noq.example';
const ADMIN = 'admin@noq.example';
const GUEST = 'gast2@noq.example';
const SHELTER_1 = 'Härbärget Ljusglimten';

/** The main staff routes (issue 34 §3), each with a text its data puts in the HTML. */
const PAGES = [
  { who: HOST, route: '/host', text: 'Lediga platser idag' },
  { who: HOST, route: '/host/requests', text: SHELTER_1 },
  { who: CASEWORKER, route: '/caseworker', text: 'Härbärget Ljusglimten - Rum' },
  { who: CASEWORKER, route: '/caseworker/statistics', text: 'Användningsrapport av gäst' },
  { who: CASEWORKER, route: '/statistics/occupancy', text: 'Beläggning och avvisningar' },
  { who: VOLUNTEER, route: '/volunteer', text: 'Välkommen, Lars' },
  { who: ADMIN, route: '/administration', text: SHELTER_1 },
];

const tileCount = (page: Page): Promise<number> =>
  page
    .locator('main [data-tile="pending"] .host-tile-count')
    .textContent()
    .then((text) => Number(text));

describe('server-rendered staff pages hydrate into the live app (issue 34)', () => {
  const j = journey('staff-hydration');

  it('renders each main staff route on the server and hydrates it without a warning or a second fetch', async () => {
    const { page } = j;
    const problems = consoleProblems(page);
    const asked = recordGraphqlAsks(page);
    for (const { who, route, text } of PAGES) {
      await loginPage(page, who);
      // Plain HTTP: the page's data is in the HTML, and no shared cache keeps it.
      const plain = await page.request.get(route);
      expect(plain.headers()['cache-control']).toBe('private, no-store');
      const html = await plain.text();
      expect({ route, ssr: html.includes('id="noq-ssr"'), text: html.includes(text) }).toEqual({ route, ssr: true, text: true });

      asked.reset();
      await page.goto(route);
      expect(await page.locator('#noq-ssr').count()).toBe(1);
      await reactHasPage(page);
      await page.waitForLoadState('networkidle');
      await page.getByText(text).first().waitFor();
      await expectAccessible(page, route);
      expect({ route, problems }).toEqual({ route, problems: [] });
      // The page's queries read the server's answers while it hydrates; once the live connection is
      // up, its live views ask once more (a change in between is not missed: below), each once.
      expect({ route, asked: asked.beforeLive }).toEqual({ route, asked: [] });
      expect({ route, twice: asked.afterLive.filter((a, i) => asked.afterLive.indexOf(a) !== i) }).toEqual({ route, twice: [] });
    }
  });

  it("shows a request made between the server's render and the live connection", async () => {
    const context = await contextWithoutWorker(j.page, 'desktop');
    const guest = await apiAs(GUEST);
    let bookingId: string | undefined;
    try {
      const page = await context.newPage();
      const problems = consoleProblems(page);
      await loginPage(page, HOST);
      // What the page's live connection subscribes with: the server's render time (lib/live.tsx).
      const subscribed: string[] = [];
      page.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && subscribed.push(f.payload)));
      const release = await holdHydration(page);
      const asked = Date.now();
      await page.goto('/host', { waitUntil: 'domcontentloaded' });
      const marked = await markServerElements(page, 'main h2, main td');
      const before = await tileCount(page);

      // A guest asks for a bed while the host's page is still the server's.
      const { shelters } = await gqlData<{ shelters: { name: string; products: { id: string; type: string }[] }[] }>(
        guest,
        '{ shelters { name products { id type } } }',
      );
      const room = shelters.find((s) => s.name === SHELTER_1)?.products.find((p) => p.type === 'room');
      if (!room) throw new Error('shelter 1 has no room');
      const made = await gqlData<{ requestBooking: { id: string } }>(
        guest,
        'mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id } }',
        { input: { productId: room.id, startDate: stockholmDate(23), endDate: stockholmDate(24) } },
      );
      bookingId = made.requestBooking.id;
      expect(await tileCount(page)).toBe(before);

      expect(await hasReact(page)).toBe(false);
      release();
      await reactHasPage(page);
      // The live connection, once up, has the views ask again: the new request shows without a reload.
      await page.waitForFunction(
        ([selector, expected]) => Number(document.querySelector(selector as string)?.textContent) === expected,
        ['main [data-tile="pending"] .host-tile-count', before + 1] as const,
        { timeout: 10_000 },
      );
      // The gateway was told when the page was rendered, and answered with a resync for the request.
      const since = subscribed
        .map((f) => JSON.parse(f) as { type?: string; payload?: { variables?: { since?: string } } })
        .find((m) => m.type === 'subscribe')?.payload?.variables?.since;
      expect(Math.abs(Date.parse(since ?? '') - asked)).toBeLessThan(60_000);
      // React hydrated the server's page rather than drawing it again.
      expect(await keptServerElements(page, 'main h2, main td')).toBe(marked);
      expect(problems).toEqual([]);
    } finally {
      if (bookingId) await gql(guest, 'mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: bookingId });
      await guest.dispose();
      await context.close();
    }
  });

  it('gives React what was chosen before it had the page', async () => {
    const context = await contextWithoutWorker(j.page, 'desktop');
    try {
      const page = await context.newPage();
      const problems = consoleProblems(page);
      await loginPage(page, HOST);
      const release = await holdHydration(page);
      await page.goto('/host/requests', { waitUntil: 'domcontentloaded' });
      const marked = await markServerElements(page, 'main h1, main select');
      expect(marked).toBeGreaterThanOrEqual(3);
      // A host narrows the list to one room before the script has come.
      const room = page.getByLabel('Rum', { exact: true });
      const choice = await room.locator('option').nth(1).getAttribute('value');
      expect(choice).toBeTruthy();
      await room.selectOption(choice ?? '');
      expect(await hasReact(page)).toBe(false);
      expect(await page.locator('.req-filters-count').count()).toBe(0);
      release();
      await reactHasPage(page);
      // Once React has the page, the choice is its: the list says how many rows the filter shows.
      await page.locator('.req-filters-count').waitFor();
      expect(await room.inputValue()).toBe(choice);
      // React hydrated the server's page (its heading and filters are the same elements), not drew it again.
      expect(await keptServerElements(page, 'main h1, main select')).toBe(marked);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
