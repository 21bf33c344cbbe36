// Journey (issue 34 §1): the guest's server-rendered pages hydrate without a mismatch. Erik
// (gast2@noq.example) opens each of the five pages with JavaScript on: the HTML is the server's
// (`#noq-ssr` holds its state), React hydrates it without any console error or warning (a mismatch
// is logged by main.tsx's onRecoverableError, and by React itself), the page asks /graphql nothing
// again while it hydrates (its queries read the server's answers; its live views ask once when the
// live connection is up), axe finds nothing, and the page is
// interactive after: a link navigates in the page, without a new document. On a phone, the menu
// toggle tapped before React has the page opens the menu at once, and hydration keeps it (and the
// server's elements: React hydrates them, it does not draw the page again).
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
import { gqlData, loginPage } from './support/staff-session';

const ERIK = 'gast2@noq.example';
const SHELTER = 'Härbärget Ljusglimten';

describe('server-rendered guest pages hydrate (issue 34)', () => {
  const j = journey('guest-hydration');

  it('hydrates /user, a shelter, its booking page, /user/requests and /user-landing without a warning', async () => {
    const { page } = j;
    const problems = consoleProblems(page);
    await loginPage(page, ERIK);
    const { shelters } = await gqlData<{ shelters: { id: string; name: string }[] }>(page.request, '{ shelters { id name } }');
    const shelterId = shelters.find((s) => s.name === SHELTER)?.id;
    expect(shelterId).toBeDefined();

    // What the page asks /graphql once it is in the browser (the server's answers are in its cache).
    const asked = recordGraphqlAsks(page);
    const routes = ['/user', `/accommodations/${shelterId}`, `/accommodations/${shelterId}/booking`, '/user/requests', '/user-landing'];
    for (const route of routes) {
      asked.reset();
      await page.goto(route);
      // The server's page, then React's: the container is React's once hydrateRoot ran.
      expect(await page.locator('#noq-ssr').count()).toBe(1);
      await reactHasPage(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(/^Laddar\.\.\.$/).count()).toBe(0);
      await expectAccessible(page, route);
      expect({ route, problems }).toEqual({ route, problems: [] });
      // Its queries read the server's answers: not asked again while hydrating (issue 34 §2). Once the
      // live connection is up, a live view (the bookings) asks once more: a change made after the
      // server's render is not missed.
      expect({ route, asked: asked.beforeLive }).toEqual({ route, asked: [] });
      expect({ route, twice: asked.afterLive.filter((a, i) => asked.afterLive.indexOf(a) !== i) }).toEqual({ route, twice: [] });
    }

    // Interactive: a link goes on inside the page (the marker survives: no new document).
    await page.goto('/user');
    await reactHasPage(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { noqMarker: 1 }));
    await page.getByRole('link', { name: `Mer information om ${SHELTER}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Om bostället' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { noqMarker?: number }).noqMarker)).toBe(1);
    expect(problems).toEqual([]);
  });

  it("opens the phone's menu at a tap before React has the page, and hydration keeps it open", async () => {
    const context = await contextWithoutWorker(j.page, 'phone');
    try {
      const page = await context.newPage();
      const problems = consoleProblems(page);
      await loginPage(page, ERIK);
      const release = await holdHydration(page);
      await page.goto('/user', { waitUntil: 'domcontentloaded' });
      const marked = await markServerElements(page, 'main h2, main li');
      expect(marked).toBeGreaterThan(2);
      const toggle = page.getByRole('button', { name: 'Meny' });
      const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
      expect(await menu.isVisible()).toBe(false);
      await toggle.click();
      // Not React's yet: main.tsx's listener opened it.
      expect(await hasReact(page)).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('link', { name: 'Bokningar' }).waitFor();

      release();
      await reactHasPage(page);
      await page.waitForLoadState('networkidle');
      // React hydrated the server's list (the same elements), not drew it again after a wait for its chunk.
      expect(await keptServerElements(page, 'main h2, main li')).toBe(marked);
      // React took the open menu as it was: still open, and the toggle is React's now.
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      await toggle.click();
      await menu.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await menu.getByRole('link', { name: 'Bokningar' }).click();
      await page.getByRole('heading', { level: 2, name: 'Mina Bokningar' }).waitFor();
      expect(await menu.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('logs out at a tap on "Logga ut" made before React has the page', async () => {
    const context = await contextWithoutWorker(j.page, 'desktop');
    try {
      const page = await context.newPage();
      await loginPage(page, ERIK);
      const release = await holdHydration(page);
      await page.goto('/user/requests', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Logga ut' }).click();
      expect(await hasReact(page)).toBe(false);
      release();
      // Once React has the page, the tap is made again: the session ends and the login page shows.
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Välkommen till noQ' }).waitFor();
      expect((await page.request.post('/graphql', { data: { query: '{ me { id } }' } }).then((r) => r.json())).data).toEqual({ me: null });
    } finally {
      await context.close();
    }
  });
});
