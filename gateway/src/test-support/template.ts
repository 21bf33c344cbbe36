/**
 * The migrated PGlite data folder that each test file copies. global-setup makes a new one per
 * jest run and passes it to the workers through the environment (they start after it), so two
 * runs on one machine never share or delete each other's template.
 */
export const TEMPLATE_ENV = 'NOQ_TEST_TEMPLATE';

export function templateDir(): string {
  const dir = process.env[TEMPLATE_ENV];
  if (!dir) throw new Error(`${TEMPLATE_ENV} is not set: run the gateway tests through jest (its globalSetup makes the template).`);
  return dir;
}

/**
 * Set by global-setup when the files on a PostgreSQL server run in more than one worker: each
 * worker then has a database of its own (`workerDatabaseUrl`), a copy of the migrated one made
 * before the workers start, so two files never share tables, LISTEN channels or statistics.
 */
export const WORKER_DATABASES_ENV = 'NOQ_TEST_WORKER_DATABASES';

/** The database of jest worker `worker` beside the one of `url`: `<name>_w<worker>`. */
export function workerDatabaseUrl(url: string, worker: string | number): string {
  const u = new URL(url);
  u.pathname = `${u.pathname}_w${worker}`;
  return u.toString();
}
