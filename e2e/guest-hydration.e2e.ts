// Journey (issue 34 §1): the guest's server-rendered pages hydrate without a mismatch. Erik
// (gast2@noq.example) opens each of the five pages with JavaScript on: the HTML is the server's
// (`#noq-ssr` holds its state), React hydrates it without any console error or warning (a mismatch
// is logged by main.tsx's onRecoverableError, and by React itself), the page asks /graphql nothing
// again (its queries read the server's answers), axe finds nothing serious, and the page is
// interactive after: a link navigates in the page, without a new document. On a phone, the menu
// toggle tapped before React has the page opens the menu at once, and hydration keeps it.
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { journey, viewports, type Width } from './support/browser';
import { baseUrl } from './support/server-info';
import { expectAccessible } from './support/guest-journey';
import { gqlData, loginPage } from './support/staff-session';

const ERIK = 'gast2@noq.example';
const SHELTER = 'Härbärget Ljusglimten';

/** Holds the hydration chunk in the network (the page stays the server's) until `release` is called. */
async function holdHydration(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether React has the page (hydrateRoot has run on #root). */
/**
 * A context of its own at `width` without a service worker: the hydration chunk must come from the
 * network, where `holdHydration` holds it.
 */
async function contextWithoutWorker(page: Page, width: Width): Promise<BrowserContext> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  return browser.newContext({ baseURL: baseUrl(), viewport: viewports[width], locale: 'sv-SE', serviceWorkers: 'block' });
}

const hasReact = (page: Page): Promise<boolean> =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));

describe('server-rendered guest pages hydrate (issue 34)', () => {
  const j = journey('guest-hydration');

  it('hydrates /user, a shelter, its booking page, /user/requests and /user-landing without a warning', async () => {
    const { page } = j;
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    await loginPage(page, ERIK);
    const { shelters } = await gqlData<{ shelters: { id: string; name: string }[] }>(page.request, '{ shelters { id name } }');
    const shelterId = shelters.find((s) => s.name === SHELTER)?.id;
    expect(shelterId).toBeDefined();

    // What the page asks /graphql once it is in the browser (the server's answers are in its cache).
    let asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
        asked.push(String((request.postDataJSON() as { operationName?: unknown } | null)?.operationName));
    });
    const routes = ['/user', `/accommodations/${shelterId}`, `/accommodations/${shelterId}/booking`, '/user/requests', '/user-landing'];
    for (const route of routes) {
      asked = [];
      await page.goto(route);
      // The server's page, then React's: the container is React's once hydrateRoot ran.
      expect(await page.locator('#noq-ssr').count()).toBe(1);
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(/^Laddar\.\.\.$/).count()).toBe(0);
      await expectAccessible(page, route);
      expect({ route, problems }).toEqual({ route, problems: [] });
      // Its queries read the server's answers: not asked again while hydrating (issue 34 §2).
      expect({ route, asked }).toEqual({ route, asked: [] });
    }

    // Interactive: a link goes on inside the page (the marker survives: no new document).
    await page.goto('/user');
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
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
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        const blocked = message.text().startsWith('Service Worker registration blocked');
        if ((message.type() === 'error' || message.type() === 'warning') && !blocked) problems.push(`${message.type()}: ${message.text()}`);
      });
      await loginPage(page, ERIK);
      const release = await holdHydration(page);
      await page.goto('/user', { waitUntil: 'domcontentloaded' });
      const toggle = page.getByRole('button', { name: 'Meny' });
      const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
      expect(await menu.isVisible()).toBe(false);
      await toggle.click();
      // Not React's yet: main.tsx's listener opened it.
      expect(await hasReact(page)).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('link', { name: 'Bokningar' }).waitFor();

      release();
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
      await page.waitForLoadState('networkidle');
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
