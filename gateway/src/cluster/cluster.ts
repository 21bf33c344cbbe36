/**
 * `npm run start:cluster`: several stateless gateway processes over one PostgreSQL (DATABASE_URL),
 * with Debian's nginx in front on one port (issue 7). Sessions, rate limits and live events all go
 * through Postgres, so any process can serve any request.
 *
 *   DATABASE_URL=postgres://... npm run start:cluster
 *
 * PORT (default 4000) is nginx's; the gateways take the next ports. NOQ_CLUSTER_SIZE (default 2),
 * NGINX (default /usr/sbin/nginx). Ctrl-C stops everything.
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
  for (let i = 1; i <= size; i++) {
    const p = port + i;
    // One after the other: the first migrates (and seeds when asked), the rest find it done.
    // The gateways believe X-Forwarded-* from their nginx on loopback only (NOQ_TRUSTED_PROXIES).
    const env = { ...process.env, PORT: String(p), NOQ_TRUSTED_PROXIES: process.env.NOQ_TRUSTED_PROXIES || 'loopback' };
    const child = spawn(process.execPath, [main], { env, stdio: 'inherit' });
    children.push(child);
    await waitReady(p, child);
    upstreams.push(p);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ dir, listen: port, upstreams, runAsRoot: os.userInfo().uid === 0 }));
  const proxy = spawn(nginx, ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: 'inherit' });
  children.push(proxy);
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
