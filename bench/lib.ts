/**
 * Shared pieces of `npm run bench` (issue 11): what a section returns, a PostgreSQL server to
 * measure on (DATABASE_URL, or a throwaway cluster started here), and fresh databases on it.
 */
import { performance } from 'node:perf_hooks';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';

/** One measured figure against its target. `met` is null for figures that only inform. */
export interface Check {
  what: string;
  value: string;
  target: string;
  /** value / target limit (or limit / value), when a ratio makes sense; 1 or more is met. */
  ratio?: number | null;
  met: boolean | null;
  /** A correctness figure (not speed): the smoke run in CI fails when it is not met. */
  hard?: boolean;
}

export interface SectionResult {
  title: string;
  /** Markdown body (tables, notes), without the heading. */
  markdown: string;
  checks: Check[];
}

export interface BenchOptions {
  /** CI's short version: small sizes, short runs; writes bench/results/smoke.md instead. */
  smoke: boolean;
  /** A PostgreSQL server URL whose user may CREATE DATABASE; sections make their own databases. */
  serverUrl: string;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const REPO = path.resolve(__dirname, '..');

export function log(...args: unknown[]): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export const median = (xs: number[]): number =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

export function fmt(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(digits);
}

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops and creates `name` on the server; returns its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const c = new Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const c = new Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

export interface PostgresServer {
  url: string;
  version: string;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; else a throwaway PostgreSQL cluster in a temp dir (as the `postgres` user
 * when run as root, like CI), fsync off, stopped and removed at the end.
 */
export async function postgresServer(): Promise<PostgresServer> {
  const given = process.env.DATABASE_URL?.trim();
  if (given) return { url: given, version: await serverVersion(given), stop: async () => undefined };
  const bin = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((d) =>
    fs.existsSync(path.join(d, 'initdb')),
  );
  if (!bin) throw new Error('npm run bench needs PostgreSQL: set DATABASE_URL, or install the server binaries (/usr/lib/postgresql/*/bin)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-bench-pg-'));
  const root = os.userInfo().uid === 0;
  const asPg = (cmd: string, args: string[]) =>
    (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (root) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  execFileSync(...asPg(path.join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'noq', '-E', 'UTF8', '--locale=C.UTF-8']), {
    stdio: 'ignore',
  });
  const port = 56000 + Math.floor(Math.random() * 2000);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c shared_buffers=256MB`;
  execFileSync(...asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', opts, 'start']), {
    stdio: 'ignore',
  });
  const url = `postgres://noq@127.0.0.1:${port}/postgres`;
  return {
    url,
    version: await serverVersion(url),
    stop: async () => {
      try {
        execFileSync(...asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function serverVersion(url: string): Promise<string> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query('SHOW server_version');
    return String(rows[0].server_version);
  } finally {
    await c.end();
  }
}

/** A child node process (a gateway or the baseline) with its output kept for errors. */
export class NodeProcess {
  child: ChildProcess | null = null;
  output = '';
  constructor(
    readonly script: string,
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
    readonly nodeArgs: string[] = [],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(healthPath = '/api/health'): Promise<void> {
    // A request line per request (issue 32's log) would fill the kept output during a load run: warnings only.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NOQ_DEMO: '0',
      NOQ_LOG_LEVEL: process.env.NOQ_LOG_LEVEL ?? 'warn',
      ...this.env,
      PORT: String(this.port),
    };
    delete env.NODE_OPTIONS;
    const child = spawn(process.execPath, [...this.nodeArgs, this.script], { env, stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO });
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child = child;
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`${this.script} on ${this.port} exited: ${this.output}`);
      try {
        // A gateway is ready on /api/ready (issue 32: alive on /api/health while it migrates); the
        // baseline has only its health path.
        const ready = await fetch(this.url + '/api/ready');
        if (ready.ok || (ready.status === 404 && (await fetch(this.url + healthPath)).ok)) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`${this.script} on ${this.port} did not start: ${this.output}`);
  }

  /** SIGTERM and wait for the exit (a --cpu-prof profile is written then). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

export const GATEWAY_MAIN = path.join(REPO, 'gateway', 'dist', 'gateway', 'src', 'main.js');

/**
 * `ts-node bench/<section>.ts` on its own: a throwaway PostgreSQL, the section, its markdown and
 * checks printed (BENCH_SMOKE=1 for the short version).
 */
export function runSectionAlone(name: string, run: (opts: BenchOptions) => Promise<SectionResult[]>): void {
  (async () => {
    const server = await postgresServer();
    try {
      const t0 = performance.now();
      const sections = await run({ smoke: process.env.BENCH_SMOKE === '1', serverUrl: server.url });
      for (const s of sections) {
        console.log(`\n## ${s.title}\n\n${s.markdown}\n`);
        for (const c of s.checks)
          console.log(`- ${c.met === null ? 'info' : c.met ? 'met' : 'NOT met'}: ${c.what} = ${c.value} (target ${c.target})`);
      }
      log(`${name}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    } finally {
      await server.stop();
    }
  })().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
