/**
 * jest setupFiles of the gateway project: when the files on a PostgreSQL server run in more than
 * one worker (global-setup made a copy of the migrated database for each), this file's
 * DATABASE_URL becomes its worker's copy, so everything the file opens or starts (gateways, CLIs)
 * uses that database. One worker, or PGlite: nothing changes.
 */
import { WORKER_DATABASES_ENV, workerDatabaseUrl } from './template';

const url = process.env.DATABASE_URL;
if (url && process.env[WORKER_DATABASES_ENV]) {
  process.env.DATABASE_URL = workerDatabaseUrl(url, process.env.JEST_WORKER_ID ?? '1');
}
