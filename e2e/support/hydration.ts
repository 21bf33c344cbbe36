// A page the gateway rendered (docs/ARCHITECTURE.md "Server-rendered pages"), and React taking it
// over: helpers shared by the hydration journeys.
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { viewports, type Width } from './browser';
import { baseUrl } from './server-info';

/** Holds the hydration chunk in the network (the page stays the server's) until `release` is called. */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A context of its own at `width` without a service worker: the hydration chunk must come from the
 * network, where `holdHydration` holds it.
 */
export async function contextWithoutWorker(page: Page, width: Width): Promise<BrowserContext> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  return browser.newContext({ baseURL: baseUrl(), viewport: viewports[width], locale: 'sv-SE', serviceWorkers: 'block' });
}

/** Whether React has the page (hydrateRoot or createRoot has run on #root). */
export const hasReact = (page: Page): Promise<boolean> =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));

/** Waits until React has the page. */
export const reactHasPage = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
};

/**
 * The page is React's (its root is mounted) and its first queries are answered. On a page the
 * gateway rendered, a tap before that waits for the page to hydrate (web/src/lib/early-input.ts) and
 * only the last one is kept, and keys reach a page that is not listening yet (or, on the guest's
 * pages, a plain form post): a journey that taps twice, types keys, or reads what a tap changed
 * right away, waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await reactHasPage(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Marks the server's elements matching `selector` (before React has the page); `keptServerElements`
 * then tells whether React hydrated them (the same elements) rather than rendering them again.
 */
export const markServerElements = (page: Page, selector: string): Promise<number> =>
  page.evaluate((s) => {
    const found = Array.from(document.querySelectorAll(s));
    for (const element of found) Object.assign(element, { noqServer: true });
    return found.length;
  }, selector);

/** How many of the elements matching `selector` are the server's own (see markServerElements). */
export const keptServerElements = (page: Page, selector: string): Promise<number> =>
  page.evaluate(
    (s) => Array.from(document.querySelectorAll(s)).filter((element) => (element as Element & { noqServer?: boolean }).noqServer).length,
    selector,
  );

/** What a page asked /graphql: before its live connection was up (while it hydrated), and after. */
export interface GraphqlAsks {
  /** Operations asked before the live connection's acknowledgement: none while the page hydrates. */
  beforeLive: string[];
  /** Operations asked after it: the live views' one resync (lib/live.tsx). */
  afterLive: string[];
  /** Forgets what was asked (before the next page load). */
  reset(): void;
}

/** Records what `page` asks /graphql (an operation's name, or a GET's URL), split at the live connection. */
export function recordGraphqlAsks(page: Page): GraphqlAsks {
  let liveUp = false;
  const asks: GraphqlAsks = {
    beforeLive: [],
    afterLive: [],
    reset() {
      liveUp = false;
      asks.beforeLive = [];
      asks.afterLive = [];
    },
  };
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"connection_ack"')) liveUp = true;
    });
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: unknown } | null) : null;
    const name = body ? String(body.operationName) : `${request.method()} ${request.url()}`;
    (liveUp ? asks.afterLive : asks.beforeLive).push(name);
  });
  return asks;
}

/** Console errors and warnings of `page` (a hydration mismatch is one: app/hydrate.tsx), less
 * Playwright's note that it blocked the service worker. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const blocked = message.text().startsWith('Service Worker registration blocked');
    if ((message.type() === 'error' || message.type() === 'warning') && !blocked) problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}
