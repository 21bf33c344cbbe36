// Debian's chromium driven by playwright-core (never a downloaded browser), a fresh context per test,
// and screenshots at the two widths every journey records. Two read-only journeys block the app's
// service worker (`journey(name, { serviceWorker: false })`): see `ContextOptions`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from '../chromium';
import { screenshotsDir } from './paths';
import { baseUrl, runToday } from './server-info';

/** Flags that work for headless Debian chromium here. Playwright adds its own fresh --user-data-dir
 * (a temporary profile per launch, removed on close). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

export type Width = keyof typeof viewports;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No chromium found: set CHROMIUM_PATH or install /usr/bin/chromium.');
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export interface ContextOptions {
  /**
   * Let the app register its service worker (default: yes, as a user's browser does). A context is
   * a new browser profile, so the worker downloads and stores the whole precache (about 150 files)
   * in every test: about a fifth of the CPU of the journeys measured (issue 31 §7). The
   * touch-target and languages journeys, which only read pages, block it. Blocked in every
   * journey, three others failed in a clean-clone CI (docs/DECISIONS.md, stop 62), so the rest
   * keep it.
   */
  serviceWorker?: boolean;
}

/** A fresh context (own cookies and storage) on the e2e gateway, Swedish (or `locale`), Stockholm time. */
export async function newContext(
  browser: Browser,
  width: Width = 'desktop',
  locale = 'sv-SE',
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: viewports[width],
    locale,
    timezoneId: 'Europe/Stockholm',
    serviceWorkers: options.serviceWorker === false ? 'block' : 'allow',
  });
  // The page's "today" is the gateway's (NOQ_TODAY) for the whole run: Date.now() is fixed at noon
  // of that day in Stockholm; timers keep running.
  await context.clock.setFixedTime(new Date(`${runToday()}T11:00:00Z`));
  return context;
}

const fileSafe = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/** Saves e2e/screenshots/<journey>/<step>-<width>.png (full page) and returns its path. */
export async function screenshot(page: Page, journey: string, step: string, width: Width): Promise<string> {
  const file = path.join(screenshotsDir, fileSafe(journey), `${fileSafe(step)}-${width}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  const current = page.viewportSize();
  const wanted = viewports[width];
  if (current?.width !== wanted.width || current.height !== wanted.height) {
    await page.setViewportSize(wanted);
  }
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** Screenshots of the page as it is now, at desktop and phone width; the viewport is restored. */
export async function screenshots(page: Page, journey: string, step: string): Promise<string[]> {
  const original = page.viewportSize();
  const files = [await screenshot(page, journey, step, 'desktop'), await screenshot(page, journey, step, 'phone')];
  if (original) await page.setViewportSize(original);
  return files;
}

export interface Journey {
  /** The page of the running test (a new context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Screenshots of the current page at both widths, named after the journey and `step`. */
  shoot(step: string): Promise<string[]>;
}

/**
 * Registers the hooks of one journey file: one browser for the file, a new context and page per
 * test, closed afterwards. A test fails when the page threw an uncaught error.
 */
export function journey(name: string, options: ContextOptions = {}): Journey {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: Error[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    context = await newContext(browser, 'desktop', 'sv-SE', options);
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error));
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
    if (pageErrors.length > 0) {
      throw new Error(`uncaught errors in the page:\n${pageErrors.map(String).join('\n')}`);
    }
  });

  return {
    get page(): Page {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    get context(): BrowserContext {
      if (!context) throw new Error('no context outside a test');
      return context;
    },
    shoot: (step) => {
      if (!page) throw new Error('no page outside a test');
      return screenshots(page, name, step);
    },
  };
}
