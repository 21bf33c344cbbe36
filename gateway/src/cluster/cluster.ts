/**
 * `npm run start:cluster`: several stateless gateway processes over one PostgreSQL (DATABASE_URL),
 * with Debian's nginx in front on one port (issue 7). Sessions, rate limits and live events all go
 * through Postgres, so any process can serve any request.
 *
 *   DATABASE_URL=postgres://... npm run start:cluster
 *
 * PORT (default 4000) is nginx's; the gateways take the next ports. NOQ_CLUSTER_SIZE (default 2),
 * NGINX (default /usr/sbin/nginx). Ctrl-C stops everything. A gateway joins nginx once /api/ready
 * answers (issue 32); SIGHUP restarts the gateways one after the other (README "Operations").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { nginxConfig } from './nginx';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the gateway is ready (/api/ready: migrated, database answering; issue 32). */
async function waitReady(port: number, child: ChildProcess, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process on port ${port} exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (r.ok) return;
    } catch {
      // not yet listening
    }
    await sleep(200);
  }
  throw new Error(`no answer on port ${port} within ${ms} ms`);
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('start:cluster needs DATABASE_URL (a PostgreSQL server shared by the gateways).');
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? 4000);
  const size = Math.max(1, Number(process.env.NOQ_CLUSTER_SIZE ?? 2));
  const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
  const main = path.join(__dirname, '..', 'main.js');
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(0);
  });
  process.on('SIGTERM', () => {
    stopAll();
    process.exit(0);
  });

  const upstreams: number[] = [];
  const gateways = new Map<number, ChildProcess>();
  const startGateway = async (p: number) => {
    // The gateways believe X-Forwarded-* from their nginx on loopback only (NOQ_TRUSTED_PROXIES).
    const env = { ...process.env, PORT: String(p), NOQ_TRUSTED_PROXIES: process.env.NOQ_TRUSTED_PROXIES || 'loopback' };
    const child = spawn(process.execPath, [main], { env, stdio: 'inherit' });
    children.push(child);
    gateways.set(p, child);
    await waitReady(p, child);
  };
  for (let i = 1; i <= size; i++) {
    // One after the other: the first migrates (and seeds when asked), the rest find it done.
    await startGateway(port + i);
    upstreams.push(port + i);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  const writeConf = (ports: number[]) =>
    fs.writeFileSync(conf, nginxConfig({ dir, listen: port, upstreams: ports, runAsRoot: os.userInfo().uid === 0 }));
  writeConf(upstreams);
  const proxy = spawn(nginx, ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: 'inherit' });
  children.push(proxy);

  // nginx serves `ports` once its old workers (which may hold connections to a gateway taken out)
  // have finished and exited.
  const workers = () => {
    try {
      return fs.readFileSync(`/proc/${proxy.pid}/task/${proxy.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  };
  const serve = async (ports: number[]) => {
    writeConf(ports);
    const before = new Set(workers());
    proxy.kill('SIGHUP');
    for (let i = 0; i < 600; i++) {
      const now = workers();
      if (now.length > 0 && now.every((w) => !before.has(w))) return;
      await sleep(50);
    }
  };
  // SIGHUP: a rolling restart (README "Operations"; e.g. after `npm run build` of a new version):
  // each gateway in turn out of nginx, stopped (it finishes what it accepted), started, ready, back.
  let rolling = false;
  process.on('SIGHUP', () => {
    if (rolling) return;
    rolling = true;
    void (async () => {
      for (const p of upstreams) {
        await serve(upstreams.filter((u) => u !== p));
        const old = gateways.get(p);
        if (old && old.exitCode === null) {
          const exited = new Promise((r) => old.once('exit', r));
          old.kill('SIGTERM');
          await exited;
        }
        await startGateway(p);
        await serve(upstreams);
        console.log(`noQ cluster: gateway on ${p} restarted`);
      }
    })()
      .catch((e: unknown) => console.error('noQ cluster: rolling restart failed', e))
      .finally(() => (rolling = false));
  });
  proxy.on('exit', (code) => {
    console.error(`nginx exited (${code}); see ${dir}/error.log`);
    stopAll();
    process.exit(1);
  });
  console.log(`noQ cluster: nginx on http://localhost:${port} → gateways on ${upstreams.join(', ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
