/**
 * One express app on one port: /graphql (Apollo + TypeGraphQL), /api/* (the REST shims of SPEC §7),
 * and the built web for every other path.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Server } from 'node:http';
import express, { type Express } from 'express';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { DataSource } from 'typeorm';
import { clearSessionCookie, hasSessionMark, readSessionToken, type CookieSettings } from '../platform/session-cookie';
import type { Clock } from '../platform/clock';
import { AppError } from '../platform/errors';
import { requestScope } from '../platform/request-scope';
import type { Context } from '../platform/graphql/context';
import { formatError } from '../platform/graphql/format-error';
import { graphqlHandler } from '../platform/graphql/express-handler';
import { createLoaders } from './loaders';
import { buildGatewaySchema } from './schema';
import { aliasLimitRule, complexityPlugin, depthLimitRule, forbiddenTextPlugin, LIMITS } from '../platform/graphql/limits';
import { refuseForbiddenText, restErrorHandler, type RequestState } from '../platform/rest/http';
import { apiRoutes } from './routes';
import { attachSubscriptions } from './ws';
import { chatScriptsFrom, securityHeaders } from '../platform/security-headers';
import { refuseCrossSite, type TrustProxy } from '../platform/rest/csrf';
import { createServices, type Services } from './services';
import { graphiqlRoute, openApiRoutes } from './integrators/routes';
import type { SessionSettings } from '../auth/session-settings';
import { MESSAGES } from '../platform/messages';
import { compressAnswers, webAssets } from '../platform/web-assets';
import { type NoShowScheduler, startNoShowScheduler } from '../booking/no-shows';
import { type PruningJob, startPruning } from '../upkeep/pruning';
import { startActivityReminders } from '../activity/reminders';
import { startDecisionReminders } from '../decision/reminders';
import { type DeliveryWorker, type Listen, OutboxDelivery, startDeliveryWorker } from '../notify/delivery';
import { sendersFrom } from '../notify/channels';
import { issueSmsCode } from '../guestaccess/codes';
import type { NotifyConfig } from '../notify/config';
import { Metrics } from '../platform/metrics';
import { metricsAllowFrom, metricsRoute, observeRequests } from '../platform/request-log';
import { operationPlugin } from '../platform/graphql/operation-plugin';
import type { Phase } from '../platform/http-server';
import { accountLinks } from '../credentials/tokens';
import { loadSsrBundle, serverRenderedPages, ssrBundlePath } from '../ssr/server-render';
import { loggedInShell } from '../ssr/app-shell';
import { guestForms } from '../ssr/forms';
import { loginFormPost, loginPage as loginPageWithAnswer, logoutFormPost } from '../auth/login-form';

export interface AppOptions {
  dataSource: DataSource;
  clock: Clock;
  webDist?: string | null;
  cookies?: CookieSettings;
  session?: SessionSettings;
  /** The public origin (https://noq.example) when behind a proxy that rewrites Host. */
  publicOrigin?: string | null;
  /** The chat assistant's script URLs (allowed by the CSP); default from NOQ_CHAT_SCRIPTS. */
  chatScripts?: readonly string[];
  /** Proxies whose X-Forwarded-* headers are believed (NOQ_TRUSTED_PROXIES); default none. */
  trustedProxies?: readonly string[];
  /**
   * The no-show release's scheduler (issue 19 §6; NOQ_NO_SHOW_INTERVAL_MS): a pass at start and
   * every `intervalMs`; off when left out (tests) or 0.
   */
  noShows?: { intervalMs: number };
  /**
   * The outbox's delivery worker (issue 20; notify/config.ts): a pass at start, every
   * `config.intervalMs` and on each enqueue's NOTIFY (heard through `listen`); off when left out
   * (tests) or the interval is 0.
   */
  outbox?: { config: NotifyConfig; listen?: Listen };
  /**
   * The pruning of rows nothing reads any more (issue 22 §3; NOQ_PRUNE_INTERVAL_MS): a pass at start
   * and every `intervalMs`; off when left out (tests) or 0.
   */
  pruning?: { intervalMs: number };
  /**
   * The server's phase (platform/http-server.ts), for /api/ready: 503 unless 'ready'. Left out
   * (tests), the app is ready once built.
   */
  lifecycle?: { phase(): Phase };
  /** NOQ_METRICS_ALLOW: who may read /metrics (platform/request-log.ts); default from the environment. */
  metricsAllow?: string;
}

export interface GatewayApp {
  app: Express;
  services: Services;
  /** Serves GraphQL subscriptions (graphql-ws) on this HTTP server's /graphql. */
  attach(server: Server): void;
  /** The no-show release's scheduler, when it runs in this process. */
  noShows: NoShowScheduler | null;
  /** The outbox's delivery worker, when it runs in this process. */
  outbox: DeliveryWorker | null;
  /** The pruning, when it runs in this process. */
  pruning: PruningJob | null;
  /** The Prometheus metrics served at /metrics. */
  metrics: Metrics;
  /**
   * Stops the background work (schedulers at a safe point, the outbox worker), closes WebSockets
   * with 1001 "going away" and stops Apollo. The HTTP server is the caller's (main.ts drains it).
   */
  stop(): Promise<void>;
  /** The background part of stop(): schedulers, outbox worker, WebSockets; requests keep being served. */
  stopBackground(): Promise<void>;
}

/** How long /api/ready waits for the database before it says not ready. */
export const READY_TIMEOUT_MS = 2_000;

const BODY_LIMIT = '100kb';

export async function createApp(opts: AppOptions): Promise<GatewayApp> {
  const services = createServices(opts.dataSource, opts.clock, opts.session);
  const cookieSettings: CookieSettings = opts.cookies ?? { secure: false };
  const app = express();
  app.disable('x-powered-by');
  // One spelling per path (issue 15): /api/USER/... is not /api/user/..., so no spelling of a
  // path reaches a handler around a check written for another. Every Router is made with
  // caseSensitive too (platform/rest/http.ts). A trailing slash stays optional.
  app.set('case sensitive routing', true);
  // X-Forwarded-* only from the proxies named in NOQ_TRUSTED_PROXIES (none by default), so a
  // client cannot choose its own address for the login throttle.
  app.set('trust proxy', opts.trustedProxies && opts.trustedProxies.length > 0 ? [...opts.trustedProxies] : false);
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  const metrics = new Metrics(opts.dataSource, () => opts.clock.today());
  // First: the request's id, its log line and its metrics (issue 32).
  app.use(observeRequests(trustProxy, metrics));
  app.use('/metrics', metricsRoute(metrics, metricsAllowFrom(opts.metricsAllow ?? process.env.NOQ_METRICS_ALLOW)));
  app.use(graphiqlRoute(opts.webDist)); // before the global headers: /graphiql sets its own CSP
  app.use(securityHeaders({ chatScripts: opts.chatScripts ?? chatScriptsFrom(process.env) }));

  // The session, looked up once per API request.
  app.use(['/api', '/graphql'], async (req, res, next) => {
    try {
      const token = readSessionToken(req);
      const state: RequestState = { actor: await services.auth.actorForToken(token), token, services, cookieSettings };
      // A session that is gone (expired, ended by a reset or deactivation): its cookies go too, so
      // the page (and its offline copy of a guest's bookings) learns it on the next request (issue 29 §5).
      if (!state.actor && (token || hasSessionMark(req))) clearSessionCookie(res, cookieSettings);
      Object.assign(res.locals, state);
      next();
    } catch (e) {
      next(e);
    }
  });

  const schema = await buildGatewaySchema();
  let subscriptions: { close(): Promise<void> } | null = null;
  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    introspection: true,
    allowBatchedHttpRequests: false,
    // main.ts stops the process (issue 32): Apollo's own SIGTERM handler would refuse the requests
    // the drain is still answering.
    stopOnTerminationSignals: false,
    validationRules: [depthLimitRule, aliasLimitRule],
    parseOptions: { maxTokens: LIMITS.tokens },
    // No cache hints are used: without the default cache-control plugin Apollo does not wrap every
    // field's resolver to collect them (a per-field cost on every answer; issue 11's profile).
    // Nor federation's inline traces (a hook on every request that found no subgraph), nor usage or
    // schema reporting to Apollo's cloud, whatever APOLLO_KEY the environment holds (issue 22 §4).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      forbiddenTextPlugin(),
      complexityPlugin(schema),
      operationPlugin(),
    ],
  });
  await apollo.start();

  const api = express.Router({ caseSensitive: true });
  api.use(refuseCrossSite(opts.publicOrigin ?? null, trustProxy));
  api.use(express.json({ limit: BODY_LIMIT }));
  api.use(requestScope); // after the body: transactions are not started for a client that has gone
  api.use(refuseForbiddenText);
  api.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  // Readiness (issue 32): 200 only while serving, with the database answering and every migration
  // run; 503 while starting or draining (main.ts) or without a database. Liveness is /health.
  let migrated = false;
  api.get('/ready', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const phase = opts.lifecycle?.phase() ?? 'ready';
    if (phase !== 'ready') {
      res.status(503).json({ ok: false, status: phase });
      return;
    }
    const status = await databaseStatus(opts.dataSource, migrated);
    if (status === 'ok') migrated = true;
    res.status(status === 'ok' ? 200 : 503).json(status === 'ok' ? { ok: true } : { ok: false, status });
  });
  api.use(openApiRoutes());
  api.use(apiRoutes());
  api.use((_req, _res, next) => next(new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.unknownPath)));
  api.use(restErrorHandler);
  app.use('/api', compressAnswers(), api);

  app.use(
    '/graphql',
    compressAnswers(),
    express.json({ limit: BODY_LIMIT }),
    requestScope,
    graphqlHandler(apollo, async ({ req, res }): Promise<Context> => {
      const state = res.locals as RequestState;
      return { ...state, loaders: createLoaders(services), req, res };
    }),
  );
  app.use('/graphql', restErrorHandler);

  const webDist = opts.webDist;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    const web = webAssets(webDist);
    // The login page is its own small document (web/login.html, issue 17). `/` (SPEC §2: the login
    // page, or a logged-in person's home) is the login page at once for a browser without a session
    // cookie, and the app, which sends the person home, for one with it.
    const loginPage = loginPageWithAnswer(webDist, web.file('login.html'));
    app.get('/login', loginPage);
    // Its form posted without JavaScript (auth/login-form.ts).
    app.use(loginFormPost({ services, cookieSettings, publicOrigin: opts.publicOrigin ?? null, trustProxy }));
    // "Logga ut" without JavaScript (the side menu's form).
    app.use(logoutFormPost({ services, cookieSettings, publicOrigin: opts.publicOrigin ?? null, trustProxy }));
    app.get('/', (req, res, next) => (readSessionToken(req) ? next() : loginPage(req, res, next)));
    app.use(web.files);
    // The guest's pages rendered on the server, and their plain forms (issue 34 §1, ssr/): when the
    // web's server build is there; anyone else, and every other path, gets the app's shell.
    const ssr = loadSsrBundle(ssrBundlePath(webDist));
    if (ssr) {
      app.use(guestForms({ services, clock: opts.clock, publicOrigin: opts.publicOrigin ?? null, trustProxy }));
      app.get(/.*/, compressAnswers(), serverRenderedPages(ssr, webDist));
    }
    // Client-side routes: every other GET gets the app's shell, naming the logged-in app's chunks
    // for a browser with a session (ssr/app-shell.ts).
    app.get(/.*/, loggedInShell(webDist));
    app.get(/.*/, web.file('index.html'));
  }
  app.use(restErrorHandler);

  // Last, once everything else is up: its first pass catches up on no-shows missed while down.
  const noShowInterval = opts.noShows?.intervalMs ?? 0;
  const noShows =
    noShowInterval > 0
      ? startNoShowScheduler(opts.dataSource, services.bookings, {
          intervalMs: noShowInterval,
          onReleased: (n) => metrics.noShowsReleased(n),
        })
      : null;
  // Volunteer activities' reminders the day before (issue 35 §3), at the no-show release's pace.
  const activityReminders =
    noShowInterval > 0 ? startActivityReminders(opts.dataSource, services.activities, { intervalMs: noShowInterval }) : null;
  // Biståndsbeslut running out (issue 38 §4), at the same pace.
  const decisionReminders =
    noShowInterval > 0 ? startDecisionReminders(opts.dataSource, services.decisions, { intervalMs: noShowInterval }) : null;
  const outboxConfig = opts.outbox?.config;
  const outbox =
    outboxConfig && outboxConfig.intervalMs > 0
      ? await startDeliveryWorker(
          opts.dataSource,
          new OutboxDelivery(opts.dataSource, sendersFrom(outboxConfig), outboxConfig.baseUrl, {
            links: accountLinks,
            codes: issueSmsCode,
          }),
          {
            intervalMs: outboxConfig.intervalMs,
            clock: opts.clock,
            listen: opts.outbox?.listen,
          },
        )
      : null;
  const pruneInterval = opts.pruning?.intervalMs ?? 0;
  const pruning =
    pruneInterval > 0
      ? startPruning(opts.dataSource, opts.clock, { intervalMs: pruneInterval, sessionIdleSeconds: opts.session?.idleSeconds })
      : null;

  let background: Promise<void> | null = null;
  const stopBackground = (): Promise<void> => {
    background ??= Promise.all([
      noShows?.stop(),
      activityReminders?.stop(),
      decisionReminders?.stop(),
      outbox?.stop(),
      pruning?.stop(),
      subscriptions?.close(),
    ]).then(() => undefined);
    return background;
  };
  return {
    app,
    services,
    noShows,
    outbox,
    pruning,
    metrics,
    attach(server) {
      subscriptions = attachSubscriptions(server, schema, services, opts.publicOrigin ?? null, trustProxy);
    },
    stopBackground,
    async stop() {
      await stopBackground();
      await apollo.stop();
    },
  };
}

/** 'ok', or why the gateway is not ready: 'no-database' (no answer in time), 'migrating' (pending migrations). */
async function databaseStatus(ds: DataSource, migrated: boolean): Promise<'ok' | 'no-database' | 'migrating'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no-database'>((resolve) => {
    timer = setTimeout(() => resolve('no-database'), READY_TIMEOUT_MS);
  });
  const check = (async () => {
    try {
      await ds.query('SELECT 1');
      if (migrated) return 'ok' as const;
      // TypeORM's table of run migrations, against the migrations this build knows.
      const [row] = (await ds.query(`SELECT count(*)::int AS n FROM migrations`)) as { n: number }[];
      return (row?.n ?? 0) >= ds.migrations.length ? ('ok' as const) : ('migrating' as const);
    } catch {
      return 'no-database' as const;
    }
  })();
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}
