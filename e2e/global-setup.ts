// jest globalSetup of the e2e project: start the BUILT gateway (npm run build first) on a free port
// with a fresh database and the demo data, wait until /api/ready answers, and write the base URL to
// e2e/.tmp/server.json for the journeys. Embedded PGlite in a temporary folder by default; with
// DATABASE_URL, a fresh database `noq_e2e` on that server. The server's output goes to
// e2e/.tmp/gateway.log. NOQ_E2E_GATEWAY_MAIN may name another entry script (to test this harness).
// A real SMTP server (support/mailbox.ts) catches the gateway's e-mails in e2e/.tmp/mail/ (issue 20).
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
  var __noqE2eGateway: ChildProcess | undefined;
  var __noqE2eMail: MailSink | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function logTail(lines = 40): string {
  try {
    return readFileSync(serverLogFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
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

export default async function globalSetup(): Promise<void> {
  const main = process.env.NOQ_E2E_GATEWAY_MAIN ?? path.join(repoRoot, 'gateway/dist/gateway/src/main.js');
  for (const built of [main, path.join(repoRoot, 'web/dist/index.html')]) {
    if (!existsSync(built)) {
      throw new Error(`e2e: ${built} is missing; run \`npm run build\` before the journeys.`);
    }
  }

  await mkdir(tmpDir, { recursive: true });
  await rm(serverInfoFile, { force: true });

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // One "today" for the whole run (the browsers' clock is pinned to it too: support/browser.ts).
  const today = process.env.E2E_TODAY ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const info: ServerInfo = { baseUrl, pid: 0, today };

  // The gateway runs as `npm start` would: not in jest's test mode, without jest's node flags.
  // The mailbox: every e-mail the gateway sends lands in e2e/.tmp/mail/, delivered within a second.
  const mail = await startMailSink(await freePort());
  globalThis.__noqE2eMail = mail;
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
    const adminUrl = adminUrlFor(databaseUrl);
    await recreateDatabase(adminUrl, E2E_DATABASE);
    info.database = { adminUrl, name: E2E_DATABASE };
    env.DATABASE_URL = databaseUrlWith(databaseUrl, E2E_DATABASE);
    delete env.NOQ_DATA_DIR;
  } else {
    info.dataDir = await mkdtemp(path.join(os.tmpdir(), 'noq-e2e-'));
    // A folder that does not exist yet, as on a first `npm start`.
    env.NOQ_DATA_DIR = path.join(info.dataDir, 'data');
  }

  const log = openSync(serverLogFile, 'w');
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  globalThis.__noqE2eGateway = child;
  info.pid = child.pid ?? 0;
  // Never leave a gateway behind, even when jest dies between setup and teardown.
  process.once('exit', () => child.kill('SIGKILL'));

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stopProcess(child);
    await mail.close();
    globalThis.__noqE2eMail = undefined;
    if (info.dataDir) await rm(info.dataDir, { recursive: true, force: true });
    if (info.database) await dropDatabase(info.database.adminUrl, info.database.name);
    throw new Error(
      `e2e: could not start the gateway: ${(error as Error).message}\n` +
        `--- ${path.relative(repoRoot, serverLogFile)} (last lines) ---\n${logTail()}`,
      { cause: error },
    );
  }

  await writeFile(serverInfoFile, `${JSON.stringify(info, null, 2)}\n`);
}
