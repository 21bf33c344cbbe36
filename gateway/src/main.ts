/**
 * Starts noQ: the HTTP server on PORT at once (alive on /api/health, not ready on /api/ready,
 * 503 to the rest), then the database (migrations, demo data), then the app; ready from then on.
 *
 * SIGTERM or SIGINT (issue 32 §4): readiness turns 503, the server stops accepting connections,
 * every answer says `Connection: close`, requests under way (and their transactions) finish, for at
 * most NOQ_SHUTDOWN_GRACE_MS (default 20 s); meanwhile the schedulers stop at a safe point (their
 * advisory locks released) and WebSocket clients get 1001 "going away". Then the pool closes.
 */
import 'reflect-metadata';
import { createApp, type GatewayApp } from './app/app';
import { fixedClock, systemClock } from './platform/clock';
import { readConfig } from './platform/config';
import { openDatabase, type Database } from './platform/db/database';
import { seedDemo } from './demo/seed';
import { startLiveFeed } from './live/feed';
import { log, logError } from './platform/log';
import { notifyConfigFrom } from './notify/config';
import { pruneIntervalFrom } from './upkeep/pruning';
import { BillingDetailsService } from './invoice/billing-details.service';
import { drainableServer, startingAnswer } from './platform/http-server';

async function main(): Promise<void> {
  const config = readConfig();
  const http = drainableServer(startingAnswer);
  const server = http.server;
  // Longer than clients' and load balancers' idle timeouts, so they close idle connections first.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A burst of new connections (a balancer opening many at once) waits to be accepted rather than
    // being refused: Node's default backlog is 511; the kernel caps this at net.core.somaxconn.
    server.listen({ port: config.port, backlog: 4_096 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    { port, database: process.env.DATABASE_URL ? 'postgres' : 'pglite', node: process.version },
    `noQ listening on http://localhost:${port} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}); starting`,
  );

  let db: Database | null = null;
  let gateway: GatewayApp | null = null;
  let feed: { close(): Promise<void> } | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const grace = config.shutdownGraceMs;
    log.info({ signal, graceMs: grace, ...http.load() }, 'stopping: draining');
    // Past the grace and the background's own bounds, the process goes whatever is left.
    setTimeout(() => {
      log.error('stopping: still not done; exiting');
      process.exit(1);
    }, grace + 15_000).unref();
    const [drained] = await Promise.all([http.drain(grace), gateway?.stopBackground()]);
    if (drained.cut > 0) log.warn({ cut: drained.cut, ms: drained.ms }, 'stopping: connections cut after the grace period');
    else log.info({ ms: drained.ms }, 'stopping: every request answered');
    try {
      await gateway?.stop();
      await feed?.close();
      await db?.close();
    } catch (e) {
      logError('stopping', e);
    }
    http.setPhase('stopped');
    log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  db = await openDatabase();
  const clock = config.fixedToday ? fixedClock(config.fixedToday) : systemClock;
  if (config.demo && (await seedDemo(db.dataSource, clock.today()))) {
    log.info('Loaded demo data (password for every demo account: noqdemo).');
  }
  // Billing details saved before the e-invoice checks (issue 30), checked again: ids only, no personal data.
  const toFix = await new BillingDetailsService(db.dataSource).detailsToFix();
  if (toFix.shelters.length + toFix.regions.length > 0) {
    log.warn(
      { shelters: toFix.shelters, regions: toFix.regions },
      'Billing details an e-invoice receiver would refuse; their drafts show the problem until corrected.',
    );
  }
  const listen = db.listen;
  gateway = await createApp({
    dataSource: db.dataSource,
    clock,
    webDist: config.webDist,
    cookies: { secure: config.secureCookies },
    publicOrigin: config.publicOrigin,
    trustedProxies: config.trustedProxies,
    noShows: { intervalMs: config.noShowIntervalMs },
    pruning: { intervalMs: pruneIntervalFrom(process.env.NOQ_PRUNE_INTERVAL_MS) },
    outbox: { config: notifyConfigFrom(process.env, port), listen: (channel, handlers) => listen(channel, handlers) },
    lifecycle: http,
  });
  feed = await startLiveFeed(db);
  if (stopping) return; // a signal came while starting: stop() takes it from here
  http.setHandler(gateway.app);
  gateway.attach(server);
  http.setPhase('ready');
  log.info({ port, database: db.kind }, 'noQ ready');
}

main().catch((e: unknown) => {
  logError('noQ failed to start', e);
  process.exit(1);
});
