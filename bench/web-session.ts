/**
 * What the web benchmarks share (issue 17): Debian's chromium, a gateway serving the built web with
 * the demo data on an in-memory PGlite, the demo accounts logged in through the real login
 * (`POST /api/login/`), and the routes measured, each with the account of its role.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../gateway/src/test-support/cluster';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../gateway/src/demo/seed';
import { ssrBundlePath } from '../gateway/src/ssr/server-render';
import { GATEWAY_MAIN, NodeProcess, REPO } from './lib';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type Role = 'guest' | 'host' | 'caseworker' | 'volunteer' | 'admin';

/** The demo account measured for each role (gateway/src/demo/seed.ts). */
const ACCOUNT_OF: Record<Role, (typeof DEMO_ACCOUNTS)[number]['email']> = {
  guest: 'gast@noq.example',
  host: 'vard@noq.example',
  caseworker: 'handlaggare@noq.example',
  volunteer: 'volontar@noq.example',
  admin: 'admin@noq.example',
};

export interface WebRoute {
  path: string;
  /** Logged in as this role; null: logged out. */
  role: Role | null;
}

/** The main routes of issue 17 §5 (Lighthouse and the JavaScript budgets), each with its role. */
export function mainRoutes(bookingShelter: string): WebRoute[] {
  return [
    { path: '/login', role: null },
    { path: '/user', role: 'guest' },
    { path: `/accommodations/${bookingShelter}/booking`, role: 'guest' },
    { path: '/user/requests', role: 'guest' },
    { path: '/host', role: 'host' },
    { path: '/host/requests', role: 'host' },
    { path: '/caseworker', role: 'caseworker' },
    { path: '/caseworker/statistics', role: 'caseworker' },
    { path: '/statistics/occupancy', role: 'caseworker' },
    { path: '/volunteer', role: 'volunteer' },
    { path: '/administration', role: 'admin' },
  ];
}

/** The rest of the guest's journey (SPEC §2, group user), measured for the budgets only. */
export function otherGuestRoutes(bookingShelter: string): WebRoute[] {
  return ['/user-landing', `/accommodations/${bookingShelter}`, '/se-bokningar', '/status-bokningar', '/notifications', '/settings'].map(
    (p) => ({ path: p, role: 'guest' as const }),
  );
}

export const routeLabel = (r: WebRoute): string => (r.role ? `${r.path} (${r.role})` : `${r.path} (logged out)`);

export interface WebGateway {
  url: string;
  /** A demo shelter the demo guest may book (the first the guest's shelter list shows). */
  bookingShelter: string;
  /** A fresh session of the role's demo account: the `noq_session` cookie's value. */
  login(role: Role): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A gateway (the built dist, NODE_ENV=production) with the demo data on an in-memory PGlite,
 * serving a copy of web/dist (or of BENCH_WEB_DIST, another build) taken now: the copy keeps a build made meanwhile in the same checkout
 * from changing the files under the measurement (the gateway indexes the precompressed files once).
 */
export async function startWebGateway(dist = process.env.BENCH_WEB_DIST || path.join(REPO, 'web', 'dist')): Promise<WebGateway> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('the web benchmarks need the built web: npm run build');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-bench-web-'));
  fs.cpSync(dist, copy, { recursive: true });
  const gw = new NodeProcess(GATEWAY_MAIN, await freePort(), {
    DATABASE_URL: '',
    NOQ_DATA_DIR: 'memory://',
    NOQ_DEMO: '1',
    NOQ_WEB_DIST: copy,
    // The guest pages' server build lies beside the web's build, not beside the copy (issue 34 §1).
    NOQ_WEB_SSR: ssrBundlePath(dist, {}),
  });
  const stop = async () => {
    await gw.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  };
  try {
    await gw.start();
    const login = async (role: Role): Promise<string> => {
      const res = await fetch(`${gw.url}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ACCOUNT_OF[role], password: DEMO_PASSWORD }),
      });
      const token = /noq_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      if (!res.ok || !token) throw new Error(`demo login of ${ACCOUNT_OF[role]} failed: ${res.status}`);
      return token;
    };
    const guest = await login('guest');
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `noq_session=${guest}` },
      body: JSON.stringify({ query: '{ shelters { id } }' }),
    });
    const body = (await res.json()) as { data?: { shelters?: { id: string }[] } };
    const bookingShelter = body.data?.shelters?.[0]?.id;
    if (!bookingShelter) throw new Error(`the demo guest sees no shelter: ${JSON.stringify(body)}`);
    return { url: gw.url, bookingShelter, login, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
