/**
 * Real gateway processes (the built dist) and Debian's nginx in front, over the Postgres of
 * DATABASE_URL: what `npm run start:cluster` runs, under the tests' control (issue 7).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { nginxConfig } from '../cluster/nginx';
import { repoRoot } from '../platform/config';

/** The built gateway; NOQ_GATEWAY_MAIN names another build (e.g. one compiled to a folder of its own). */
export const GATEWAY_MAIN = process.env.NOQ_GATEWAY_MAIN || path.join(repoRoot(), 'gateway', 'dist', 'gateway', 'src', 'main.js');
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** What the cluster tests need; in CI all of it must be there. */
export function clusterPrerequisites(): string[] {
  const missing: string[] = [];
  if (!process.env.DATABASE_URL) missing.push('DATABASE_URL (a PostgreSQL server)');
  if (!fs.existsSync(NGINX)) missing.push(`nginx at ${NGINX}`);
  if (!fs.existsSync(GATEWAY_MAIN)) missing.push(`the built gateway (${GATEWAY_MAIN}; npm run build)`);
  return missing;
}

export interface TwoGateways {
  a: GatewayProcess;
  b: GatewayProcess;
  proxy: NginxProcess;
}

/** Two gateway processes on the pinned day `today` (NOQ_TODAY) behind the cluster's nginx. */
export async function startTwoGateways(today: string): Promise<TwoGateways> {
  const a = new GatewayProcess(await freePort(), { NOQ_TODAY: today });
  const b = new GatewayProcess(await freePort(), { NOQ_TODAY: today });
  await a.start();
  await b.start();
  const proxy = new NginxProcess(await freePort(), [a.port, b.port]);
  await proxy.start();
  return { a, b, proxy };
}

export async function stopTwoGateways(c: Partial<TwoGateways>): Promise<void> {
  await c.proxy?.stop();
  await c.a?.stop();
  await c.b?.stop();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class GatewayProcess {
  child: ChildProcess | null = null;
  log = '';
  constructor(
    readonly port: number,
    /** Settings for this process on top of the test's environment. */
    readonly env: NodeJS.ProcessEnv = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // Behind the cluster's nginx on loopback, as `npm run start:cluster` runs them.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      NOQ_DEMO: '0',
      NODE_ENV: 'production',
      NOQ_TRUSTED_PROXIES: 'loopback',
      // The test files share one database: a gateway's outbox worker would take (and, with no
      // channel configured, close as 'no_channel') the messages other tests deliver themselves.
      NOQ_OUTBOX_INTERVAL_MS: '0',
      ...this.env,
    };
    delete env.NODE_OPTIONS; // jest's flag is not for the gateway
    delete env.JEST_WORKER_ID; // nor jest's quieter log level (platform/log.ts): a child logs as in production
    const child = spawn(process.execPath, [GATEWAY_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => (this.log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.log += d.toString()));
    this.child = child;
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`gateway on ${this.port} exited: ${this.log}`);
      try {
        if ((await fetch(`${this.url}/api/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`gateway on ${this.port} did not start: ${this.log}`);
  }

  /** SIGKILL: no graceful shutdown, as in a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }

  /** SIGTERM, and the exit code once the graceful stop (issue 32) is over; at most `ms`. */
  async terminate(ms = 30_000): Promise<number | null> {
    const child = this.child;
    if (!child) return null;
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), ms)));
    const code = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (code === undefined) {
      child.kill('SIGKILL');
      throw new Error(`gateway on ${this.port} did not stop within ${ms} ms: ${this.log}`);
    }
    return code;
  }

  /** The JSON lines of the log (issue 32), parsed; other lines left out. */
  logLines(): Record<string, unknown>[] {
    return this.log.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }
}

export class NginxProcess {
  child: ChildProcess | null = null;
  dir = '';
  /** `config` replaces the cluster's configuration (a test's own proxy in front of the gateways). */
  constructor(
    readonly port: number,
    readonly upstreams: number[],
    readonly config?: (opts: { dir: string; listen: number; upstreams: number[]; runAsRoot: boolean }) => string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-nginx-test-'));
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      (this.config ?? nginxConfig)({ dir: this.dir, listen: this.port, upstreams: this.upstreams, runAsRoot: os.userInfo().uid === 0 }),
    );
    this.child = spawn(NGINX, ['-c', conf, '-p', this.dir, '-e', path.join(this.dir, 'error.log')], { stdio: 'ignore' });
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not yet
      }
      await sleep(100);
    }
    throw new Error(
      `nginx did not start: ${fs.existsSync(path.join(this.dir, 'error.log')) ? fs.readFileSync(path.join(this.dir, 'error.log'), 'utf8') : ''}`,
    );
  }

  /**
   * Serves `upstreams` from now on: the configuration rewritten and nginx told to reload (SIGHUP).
   * New requests go to the new set at once; the old workers finish what they had and exit.
   */
  async reload(upstreams: number[]): Promise<void> {
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      (this.config ?? nginxConfig)({ dir: this.dir, listen: this.port, upstreams, runAsRoot: os.userInfo().uid === 0 }),
    );
    const master = this.child?.pid;
    if (!master) return;
    const workers = () => {
      try {
        return fs.readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      } catch {
        return [];
      }
    };
    const before = new Set(workers());
    this.child?.kill('SIGHUP');
    // Done when the old workers (which may still hold connections to a gateway taken out) have
    // finished what they had and exited, and a new one serves.
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const now = workers();
      if (now.length > 0 && now.every((w) => !before.has(w))) return;
      await sleep(50);
    }
    throw new Error('nginx did not reload within 30 s');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
    }
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
