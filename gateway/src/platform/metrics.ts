/**
 * Prometheus metrics (issue 32), served at GET /metrics (platform/request-log.ts guards who may
 * read them): per operation (a REST route's pattern, or a GraphQL operation's kind and first root
 * field) the requests, the errors by code and a latency histogram; the database pool's use and
 * waits; the process's own (event-loop lag among them, prom-client's default metrics); and the
 * product's gauges, read from the database when scraped (at most every few seconds).
 *
 * Labels never hold anything personal: operations are the schema's and the routes' own names,
 * codes the error catalogue's, statuses numbers.
 */
import client from 'prom-client';
import type { DataSource } from 'typeorm';

/** prom-client's process metrics: once per process (they hook the event loop and the GC). */
let processRegistry: client.Registry | null = null;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** What a pooled database driver shows of its pool (pg.Pool). */
interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

function poolOf(ds: DataSource): PoolLike | null {
  const master = (ds.driver as unknown as { master?: PoolLike }).master;
  return master && typeof master.totalCount === 'number' ? master : null;
}

/** The product's gauges, read in one statement. */
export interface ProductFigures {
  freeBedsTonight: number;
  queuedRequests: number;
  outboxWaiting: number;
  outboxFailed: number;
  sessions: number;
}

export async function readProductFigures(ds: DataSource, today: string): Promise<ProductFigures> {
  const [row] = (await ds.query(
    `SELECT
       (SELECT coalesce(sum(greatest(coalesce(pn.capacity, p.total_places) - coalesce(pn.held, 0), 0)), 0)::int
          FROM product p
          JOIN shelter s ON s.id = p.shelter_id AND s.archived_at IS NULL
          LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $1::date
         WHERE p.archived_at IS NULL AND p.type IN ('room', 'woman-only')) AS "freeBedsTonight",
       (SELECT count(*)::int FROM booking WHERE status = 'in_queue' AND end_date > $1::date) AS "queuedRequests",
       (SELECT count(*)::int FROM outbox_message WHERE status = 'pending') AS "outboxWaiting",
       (SELECT count(*)::int FROM outbox_message WHERE status = 'failed') AS "outboxFailed",
       (SELECT count(*)::int FROM session WHERE expires_at > now()) AS "sessions"`,
    [today],
  )) as ProductFigures[];
  return row as ProductFigures;
}

export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export class Metrics {
  readonly registry: client.Registry;
  private readonly own = new client.Registry();
  private readonly requests: client.Counter<'operation' | 'status'>;
  private readonly errors: client.Counter<'operation' | 'code'>;
  private readonly latency: client.Histogram<'operation'>;
  private readonly noShows: client.Counter;
  private figures: { at: number; value: Promise<ProductFigures | null> } | null = null;

  constructor(ds: DataSource, today: () => string, opts: { productTtlMs?: number } = {}) {
    const ttl = opts.productTtlMs ?? 5_000;
    const register = [this.own];
    this.requests = new client.Counter({
      name: 'noq_requests_total',
      help: 'Requests answered, by operation (REST route or GraphQL root field) and HTTP status.',
      labelNames: ['operation', 'status'],
      registers: register,
    });
    this.errors = new client.Counter({
      name: 'noq_request_errors_total',
      help: 'Requests answered with an error, by operation and error code (the API catalogue).',
      labelNames: ['operation', 'code'],
      registers: register,
    });
    this.latency = new client.Histogram({
      name: 'noq_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by operation.',
      labelNames: ['operation'],
      buckets: LATENCY_BUCKETS,
      registers: register,
    });
    this.noShows = new client.Counter({
      name: 'noq_no_shows_released_total',
      help: 'Bookings released as no-shows (Uteblev) by this process.',
      registers: register,
    });
    const pool = () => poolOf(ds);
    new client.Gauge({
      name: 'noq_db_pool_connections',
      help: 'Database connections of this process, by state (busy, idle) and the pool size (max).',
      labelNames: ['state'],
      registers: register,
      collect() {
        const p = pool();
        if (!p) return;
        this.set({ state: 'busy' }, p.totalCount - p.idleCount);
        this.set({ state: 'idle' }, p.idleCount);
        this.set({ state: 'max' }, p.options?.max ?? 0);
      },
    });
    new client.Gauge({
      name: 'noq_db_pool_waiting',
      help: 'Requests waiting for a database connection now.',
      registers: register,
      collect() {
        this.set(pool()?.waitingCount ?? 0);
      },
    });
    const figures = (): Promise<ProductFigures | null> => {
      const now = Date.now();
      if (!this.figures || now - this.figures.at > ttl) {
        this.figures = { at: now, value: readProductFigures(ds, today()).catch(() => null) };
      }
      return this.figures.value;
    };
    const productGauge = (name: string, help: string, key: keyof ProductFigures) =>
      new client.Gauge({
        name,
        help,
        registers: register,
        async collect() {
          const f = await figures();
          if (f) this.set(f[key]);
        },
      });
    productGauge('noq_free_beds_tonight', 'Free places tonight in rooms (room, woman-only) of open shelters.', 'freeBedsTonight');
    productGauge('noq_queued_requests', 'Booking requests in a queue (in_queue) whose stay has not ended.', 'queuedRequests');
    productGauge('noq_outbox_waiting', 'Messages (e-mail, SMS) waiting in the outbox to be sent.', 'outboxWaiting');
    productGauge('noq_outbox_failed', 'Messages the outbox gave up on (failed).', 'outboxFailed');
    productGauge('noq_sessions', 'Sessions that have not expired.', 'sessions');
    this.registry = client.Registry.merge([processMetrics(), this.own]);
  }

  /** One answered request. */
  observe(operation: string, status: number, seconds: number, errorCode: string | undefined): void {
    this.requests.inc({ operation, status: String(status) });
    this.latency.observe({ operation }, seconds);
    if (errorCode) this.errors.inc({ operation, code: errorCode });
  }

  noShowsReleased(n: number): void {
    if (n > 0) this.noShows.inc(n);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
