// A fresh database for the journeys when DATABASE_URL points at a PostgreSQL server.
import { Client } from 'pg';

export const E2E_DATABASE = 'noq_e2e';

/** The same server and credentials, another database. */
export function databaseUrlWith(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Where to connect to create or drop the e2e database: the DATABASE_URL database itself, or the
 * `postgres` database when DATABASE_URL already names the e2e one (a database cannot drop itself).
 */
export function adminUrlFor(databaseUrl: string, name = E2E_DATABASE): string {
  const current = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  return current === name ? databaseUrlWith(databaseUrl, 'postgres') : databaseUrl;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  // WITH (FORCE) ends sessions a killed gateway may have left behind (PostgreSQL 13+).
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}

export async function recreateDatabase(adminUrl: string, name: string): Promise<void> {
  await dropDatabase(adminUrl, name);
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoted(name)}`));
}
