/**
 * The web's JavaScript per route (issue 11 §6), measured as a phone would load it: Debian's
 * chromium opens each route fresh (empty cache) on a gateway serving the built web, and every
 * JavaScript file it fetches is counted, raw and gzip -9 (what a compressing proxy would send).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort } from '../gateway/src/test-support/cluster';
import { type Check, fmt, GATEWAY_MAIN, log, NodeProcess, REPO, type SectionResult, table } from './lib';
import { at } from '../gateway/src/test-support/at';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The guest's journey (SPEC §2, group user), each opened directly. */
const GUEST_ROUTES = [
  '/user',
  '/user-landing',
  '/accommodations/1',
  '/accommodations/1/booking',
  '/user/requests',
  '/se-bokningar',
  '/status-bokningar',
  '/notifications',
  '/settings',
];

interface RouteJs {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  apollo: boolean;
}

export async function measureWeb(): Promise<SectionResult> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) {
    return {
      title: 'Web: JavaScript per route',
      markdown: `Not measured: no chromium at ${chromiumPath}.`,
      checks: [{ what: 'web bundle sizes', value: 'not measured', target: 'chromium present', met: false }],
    };
  }
  const gw = new NodeProcess(GATEWAY_MAIN, await freePort(), { DATABASE_URL: '', NOQ_DATA_DIR: 'memory://', NOQ_DEMO: '1' });
  await gw.start();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const results: RouteJs[] = [];
  try {
    const login = await fetch(`${gw.url}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gast@noq.example', password: 'noqdemo' }),
    });
    const token = /noq_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error(`demo guest login failed: ${login.status}`);
    for (const [route, loggedIn] of [['/', false] as const, ...GUEST_ROUTES.map((r) => [r, true] as const)]) {
      const context = await browser.newContext({ locale: 'sv-SE' });
      if (loggedIn) await context.addCookies([{ name: 'noq_session', value: token, url: gw.url }]);
      const page = await context.newPage();
      const js = new Map<string, Buffer>();
      page.on('response', async (res) => {
        const url = res.url();
        if (!url.startsWith(gw.url) || !/\.m?js(\?|$)/.test(url)) return;
        try {
          js.set(url, await res.body());
        } catch {
          // a redirect or aborted load has no body
        }
      });
      await page.goto(gw.url + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const bodies = [...js.values()];
      results.push({
        route: loggedIn ? route : '/ (login, logged out)',
        files: bodies.length,
        raw: bodies.reduce((a, b) => a + b.length, 0),
        gzip: bodies.reduce((a, b) => a + gzipSync(b, { level: 9 }).length, 0),
        apollo: [...js.entries()].some(([u, b]) => /apollo/i.test(u) || b.includes('ApolloClient')),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await gw.stop();
  }
  const kb = (n: number) => `${fmt(n / 1024, 1)} KB`;
  const loginRoute = at(results, 0);
  const guest = results.slice(1);
  const largest = guest.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const assets = fs.readdirSync(path.join(REPO, 'web', 'dist', 'assets')).filter((f) => f.endsWith('.js'));
  const checks: Check[] = [
    {
      what: 'Web: login route JavaScript (gzip)',
      value: kb(loginRoute.gzip),
      target: '≤ 120 KB',
      ratio: (120 * 1024) / loginRoute.gzip,
      met: loginRoute.gzip <= 120 * 1024,
    },
    {
      what: `Web: largest guest route JavaScript (gzip), ${largest.route}`,
      value: kb(largest.gzip),
      target: '≤ 200 KB',
      ratio: (200 * 1024) / largest.gzip,
      met: largest.gzip <= 200 * 1024,
    },
    {
      what: 'Web: route-level code splitting',
      value: `${assets.length} JavaScript files in web/dist/assets; the login route loads ${loginRoute.files}`,
      target: 'routes load their own chunks',
      met: assets.length > loginRoute.files,
    },
  ];
  log(`web: login ${kb(loginRoute.gzip)}, largest guest route ${largest.route} ${kb(largest.gzip)}`);
  return {
    title: 'Web: JavaScript per route',
    markdown: [
      'Each route opened fresh (empty cache) in Debian chromium on the built web (`npm run build`); every .js file it fetched, summed. gzip is `gzip -9` of each file.',
      '',
      table(
        ['route', 'JS files', 'raw', 'gzip', 'Apollo Client loaded'],
        results.map((r) => [r.route, r.files, kb(r.raw), kb(r.gzip), r.apollo ? 'yes' : 'no']),
      ),
    ].join('\n'),
    checks,
  };
}
