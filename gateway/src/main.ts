/** Starts noQ: database (migrations, demo data), then the one HTTP server on PORT. */
import 'reflect-metadata';
import { createServer } from 'node:http';
import { createApp } from './app/app';
import { fixedClock, systemClock } from './platform/clock';
import { readConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { seedDemo } from './demo/seed';
import { startLiveFeed } from './live/feed';
import { logError } from './platform/log';
import { notifyConfigFrom } from './notify/config';
import { pruneIntervalFrom } from './upkeep/pruning';
import { billingDetailsToFix } from './invoice/invoice.service';

async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase();
  const clock = config.fixedToday ? fixedClock(config.fixedToday) : systemClock;
  if (config.demo && (await seedDemo(db.dataSource, clock.today()))) {
    console.log('Loaded demo data (password for every demo account: noqdemo).');
  }
  // Billing details saved before the e-invoice checks (issue 30), checked again: ids only, no personal data.
  const toFix = await billingDetailsToFix(db.dataSource);
  if (toFix.shelters.length + toFix.regions.length > 0) {
    console.warn(
      `Billing details an e-invoice receiver would refuse: shelters [${toFix.shelters.join(', ')}], regions [${toFix.regions.join(', ')}]; their drafts show the problem until corrected.`,
    );
  }
  const gateway = await createApp({
    dataSource: db.dataSource,
    clock,
    webDist: config.webDist,
    cookies: { secure: config.secureCookies },
    publicOrigin: config.publicOrigin,
    trustedProxies: config.trustedProxies,
    noShows: { intervalMs: config.noShowIntervalMs },
    pruning: { intervalMs: pruneIntervalFrom(process.env.NOQ_PRUNE_INTERVAL_MS) },
    outbox: { config: notifyConfigFrom(process.env, config.port), listen: (channel, handlers) => db.listen(channel, handlers) },
  });
  const feed = await startLiveFeed(db);
  const server = createServer(gateway.app);
  gateway.attach(server);
  // Longer than clients' and load balancers' idle timeouts, so they close idle connections first.
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `noQ listening on http://localhost:${port} (${db.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, Node ${process.version})`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.close();
    server.closeAllConnections();
    await gateway.stop();
    await feed.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e: unknown) => {
  logError('noQ failed to start', e);
  process.exit(1);
});
