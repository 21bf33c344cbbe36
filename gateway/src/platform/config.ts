import * as fs from 'node:fs';
import * as path from 'node:path';

/** The repository root: the folder above `gateway/` (works from src/ under ts-jest and from dist/). */
export function repoRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'gateway', 'package.json')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export interface GatewayConfig {
  port: number;
  /** Where the built web app lives (served at / with an SPA fallback). */
  webDist: string;
  /** https deployments set NOQ_PUBLIC_URL=https://...; cookies are then Secure. */
  secureCookies: boolean;
  /** The origin of NOQ_PUBLIC_URL, accepted as same-site by the CSRF check. */
  publicOrigin: string | null;
  /** Load demo data into an empty database. */
  demo: boolean;
  /** A fixed "today" (yyyy-MM-dd) for demos and browser journeys; unset in production. */
  fixedToday: string | null;
  /**
   * NOQ_TRUSTED_PROXIES: the proxies whose X-Forwarded-For/-Proto/-Host are believed (comma-
   * separated addresses, CIDR ranges, or express's names `loopback`, `linklocal`, `uniquelocal`).
   * Default none: the client address is the peer's, whatever a request says (issue 15).
   */
  trustedProxies: string[];
  /**
   * NOQ_NO_SHOW_INTERVAL_MS: milliseconds between the no-show release's passes (issue 19 §6); 0
   * turns it off. Default 60,000, but off when NOQ_TODAY pins the date (a stopped date with the
   * real time of day would release a demo's bookings at whatever hour the demo runs).
   */
  noShowIntervalMs: number;
  /**
   * NOQ_SHUTDOWN_GRACE_MS: how long a stopping gateway lets the requests under way finish
   * (issue 32 §4); default 20,000.
   */
  shutdownGraceMs: number;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 20_000;

/** NOQ_NO_SHOW_INTERVAL_MS read: a whole number of milliseconds, else the default. */
export function noShowIntervalFrom(value: string | undefined, fixedToday: string | null): number {
  const v = value?.trim();
  if (v && /^\d+$/.test(v)) return Number(v);
  return fixedToday ? 0 : 60_000;
}

/** NOQ_TRUSTED_PROXIES as a list; an entry express cannot read stops the start with its name. */
export function trustedProxiesFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 4000);
  const publicUrl = env.NOQ_PUBLIC_URL ?? '';
  const embedded = !env.DATABASE_URL;
  const demoFlag = env.NOQ_DEMO;
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 4000,
    webDist: env.NOQ_WEB_DIST ?? path.join(repoRoot(), 'web', 'dist'),
    secureCookies: publicUrl.startsWith('https://'),
    publicOrigin: URL.canParse(publicUrl) ? new URL(publicUrl).origin : null,
    // Demo data: on by default for the embedded database, off on Postgres unless NOQ_DEMO=1.
    demo: demoFlag === undefined || demoFlag === '' ? embedded : demoFlag !== '0',
    fixedToday: env.NOQ_TODAY?.trim() || null,
    trustedProxies: trustedProxiesFrom(env.NOQ_TRUSTED_PROXIES),
    noShowIntervalMs: noShowIntervalFrom(env.NOQ_NO_SHOW_INTERVAL_MS, env.NOQ_TODAY?.trim() || null),
    shutdownGraceMs: /^\d+$/.test(env.NOQ_SHUTDOWN_GRACE_MS?.trim() ?? '') ? Number(env.NOQ_SHUTDOWN_GRACE_MS) : DEFAULT_SHUTDOWN_GRACE_MS,
  };
}
