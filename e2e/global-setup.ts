// jest globalSetup of the e2e project: for each lane (jest worker, support/paths.ts), start the BUILT
// gateway (npm run build first) on a free port with a fresh database and the demo data, wait until
// /api/ready answers, and write the base URL to e2e/.tmp/server.json (server-2.json, … for the
// other lanes) for the journeys. Embedded PGlite in a temporary folder by default; with
// DATABASE_URL, a fresh database `noq_e2e` (`noq_e2e_2`, …) on that server. The server's output
// goes to e2e/.tmp/gateway.log (gateway-2.log, …). NOQ_E2E_GATEWAY_MAIN may name another entry
// script (to test this harness). A real SMTP server per lane (support/mailbox.ts) catches the
// gateway's e-mails in e2e/.tmp/mail/ (mail-2/, …) (issue 20).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_DATABASE, adminUrlFor, databaseUrlWith, dropDatabase, recreateDatabase } from './support/database';
import { type MailSink, startMailSink } from './support/mailbox';
import { repoRoot, serverInfoFile, serverLogFile, tmpDir } from './support/paths';
import { stopProcess } from './support/process';
import type { ServerInfo } from './support/server-info';

const HEALTH_TIMEOUT_MS = 120_000;

declare global {
  // Shared with global-teardown.ts (jest runs both in its main process).
  var __noqE2eGateways: ChildProcess[] | undefined;
  var __noqE2eMails: MailSink[] | undefined;
}

/** `count` distinct free ports (all held open together, so no two are the same). */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.on('error', reject);
            server.listen(0, () => {
              const address = server.address();
              if (typeof address === 'object' && address) resolve(address.port);
              else reject(new Error('no port'));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the gateway exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      // Ready (issue 32): /api/health answers as soon as the server listens, before the migrations.
      const response = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 200 && (body as { ok?: unknown } | undefined)?.ok === true) return;
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await sleep(250);
  }
  throw new Error(`/api/ready was not ready within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem})`);
}

/**
 * jest's global config, the part read here: how many workers run the journeys (1 in band, or on a
 * shared PostgreSQL, as jest.config.ts sets).
 */
interface GlobalConfig {
  maxWorkers: number;
}

export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const main = process.env.NOQ_E2E_GATEWAY_MAIN ?? path.join(repoRoot, 'gateway/dist/gateway/src/main.js');
  for (const built of [main, path.join(repoRoot, 'web/dist/index.html')]) {
    if (!existsSync(built)) {
      throw new Error(`e2e: ${built} is missing; run \`npm run build\` before the journeys.`);
    }
  }
  await mkdir(tmpDir, { recursive: true });
  // One "today" for the whole run and every lane (the browsers' clock is pinned to it too:
  // support/browser.ts).
  const today = process.env.E2E_TODAY ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
  // A gateway per jest worker (support/paths.ts `lane`): the journeys of two workers never share
  // a database or a mailbox. They start side by side.
  const lanes = Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, (_, i) => i + 1);
  globalThis.__noqE2eGateways = [];
  globalThis.__noqE2eMails = [];
  const ports = await freePorts(2 * lanes.length);
  const started = await Promise.allSettled(
    lanes.map((n) => startLane(main, n, today, { gateway: ports[2 * n - 2] as number, mail: ports[2 * n - 1] as number })),
  );
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? stopLane(r.value) : undefined)));
    throw failed.reason;
  }
}

interface Lane {
  info: ServerInfo;
  child: ChildProcess;
  mail: MailSink;
}

async function stopLane(l: Lane): Promise<void> {
  await stopProcess(l.child);
  await l.mail.close();
  if (l.info.dataDir) await rm(l.info.dataDir, { recursive: true, force: true });
  if (l.info.database) await dropDatabase(l.info.database.adminUrl, l.info.database.name);
}

/** Starts lane `n`'s mailbox and gateway, waits until it is ready, and writes its server info. */
async function startLane(main: string, n: number, today: string, ports: { gateway: number; mail: number }): Promise<Lane> {
  await rm(serverInfoFile(n), { force: true });
  const port = ports.gateway;
  const baseUrl = `http://localhost:${port}`;
  const info: ServerInfo = { baseUrl, pid: 0, today };

  // The gateway runs as `npm start` would: not in jest's test mode, without jest's node flags.
  // The mailbox: every e-mail the gateway sends lands in the lane's e2e/.tmp/mail*/, delivered
  // within a second.
  const mail = await startMailSink(ports.mail, n);
  globalThis.__noqE2eMails?.push(mail);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NOQ_DEMO: '1',
    NOQ_TODAY: today,
    NOQ_SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    NOQ_OUTBOX_INTERVAL_MS: '500',
  };
  delete env.NODE_OPTIONS;
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = n === 1 ? E2E_DATABASE : `${E2E_DATABASE}_${n}`;
    const adminUrl = adminUrlFor(databaseUrl);
    await recreateDatabase(adminUrl, name);
    info.database = { adminUrl, name };
    env.DATABASE_URL = databaseUrlWith(databaseUrl, name);
    delete env.NOQ_DATA_DIR;
  } else {
    info.dataDir = await mkdtemp(path.join(os.tmpdir(), 'noq-e2e-'));
    // A folder that does not exist yet, as on a first `npm start`.
    env.NOQ_DATA_DIR = path.join(info.dataDir, 'data');
  }

  const logFile = serverLogFile(n);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  globalThis.__noqE2eGateways?.push(child);
  info.pid = child.pid ?? 0;
  const lane: Lane = { info, child, mail };
  // Never leave a gateway behind, even when jest dies between setup and teardown.
  process.once('exit', () => child.kill('SIGKILL'));

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stopLane(lane);
    throw new Error(
      `e2e: could not start the gateway of lane ${n}: ${(error as Error).message}\n` +
        `--- ${path.relative(repoRoot, logFile)} (last lines) ---\n${logTail(logFile)}`,
      { cause: error },
    );
  }

  await writeFile(serverInfoFile(n), `${JSON.stringify(info, null, 2)}\n`);
  return lane;
}
