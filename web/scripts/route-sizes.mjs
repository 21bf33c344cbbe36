#!/usr/bin/env node
// How much JavaScript each route really loads (docs/ARCHITECTURE.md, "Web: route-level code
// splitting"): Debian chromium (playwright-core) opens each page in a fresh context (empty cache),
// records every JavaScript response and sums the sizes gzip -9 gives their bodies.
//
//   node web/scripts/route-sizes.mjs [base URL, default http://localhost:4000]
//
// Needs a running gateway serving web/dist with the demo data (the guest gast@noq.example, password
// noqdemo). Sizes in kB of 1000 bytes. Exits 1 when the login page loads more than 120 kB or a guest
// page more than 200 kB.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:4000';
const LOGIN_LIMIT = 120_000;
const GUEST_LIMIT = 200_000;
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });

/** Opens `path` in a fresh context, waits until it has settled, and returns the scripts it loaded. */
async function measure(path, { storageState, ready, then } = {}) {
  const context = await browser.newContext({ baseURL: base, storageState, locale: 'sv-SE' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    scripts.push(response.body().then((body) => ({ file: url.pathname.replace('/assets/', ''), gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(path);
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  // Nothing left loading on the page.
  for (let i = 0; i < 100 && (await page.getByText(/^(Laddar\.\.\.|Laddar rum\.\.\.|Fetching data \.\.\.)$/).count()) > 0; i++) {
    await page.waitForTimeout(50);
  }
  let extra;
  if (then) {
    const before = scripts.length;
    await then(page);
    await page.waitForLoadState('networkidle');
    extra = (await Promise.all(scripts.slice(before))).reduce((sum, s) => sum + s.gzip, 0);
  }
  const loaded = await Promise.all(scripts);
  const state = await context.storageState();
  const href = then ? undefined : await page.locator('main a[href^="/accommodations/"]').first().getAttribute('href').catch(() => null);
  await context.close();
  return { path, total: loaded.reduce((sum, s) => sum + s.gzip, 0), loaded, state, href, extra };
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const rows = [];
let failed = false;
const report = (label, m, limit) => {
  const over = m.total > limit;
  failed ||= over;
  rows.push(`${label.padEnd(34)} ${kb(m.total).padStart(9)}${over ? `  OVER ${kb(limit)}` : ''}  ${m.loaded.map((s) => `${s.file} ${s.gzip}`).join(', ')}`);
};

const heading = (name) => async (page) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

// Logged out: the login page at / and /login.
report('/ (logged out)', await measure('/', { ready: heading('Välkommen till noQ') }), LOGIN_LIMIT);
report('/login', await measure('/login', { ready: heading('Välkommen till noQ') }), LOGIN_LIMIT);

// Log in as the demo guest through the form, keep the session cookie for the guest pages.
const login = await measure('/login', {
  ready: async (page) => {
    await page.getByLabel('E-post').fill('gast@noq.example');
    await page.getByLabel('Lösenord').fill('noqdemo');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Boställen' }).waitFor();
  },
});
report('/login, then signing in (→ /user)', login, GUEST_LIMIT);
const storageState = login.state;

const list = await measure('/user', { storageState, ready: heading('Boställen') });
report('/user', list, GUEST_LIMIT);
const shelter = list.href?.replace(/\/booking$/, '') ?? '/accommodations/1';
const pages = [
  ['/', heading('Boställen')],
  ['/user-landing', async (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  [shelter, heading('Om bostället')],
  [`${shelter}/booking`, heading('Välj rum')],
  ['/user/requests', heading('Bokningar')],
  ['/se-bokningar', heading('Se bokningar')],
  ['/status-bokningar', heading('Status bokningar')],
];
for (const [path, ready] of pages) report(`${path} (guest)`, await measure(path, { storageState, ready }), GUEST_LIMIT);

// The booking page once a date field is used: the calendar's own chunk comes then.
const used = await measure(`${shelter}/booking`, {
  storageState,
  ready: heading('Välj rum'),
  then: async (page) => {
    await page.getByLabel('Incheckningsdatum').click();
    await page.locator('.react-datepicker__month').waitFor();
  },
});
rows.push(`${`${shelter}/booking, calendar opened`.padEnd(34)} ${kb(used.total).padStart(9)}  (calendar chunk +${kb(used.extra)})`);

await browser.close();
console.log(rows.join('\n'));
process.exit(failed ? 1 : 0);
