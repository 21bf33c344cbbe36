import { readFileSync } from 'node:fs';
import { lane, serverInfoFile } from './paths';

/** What global-setup started for a lane; written to e2e/.tmp/server.json (lane 1), server-2.json, … */
export interface ServerInfo {
  baseUrl: string;
  pid: number;
  /** PGlite data folder to remove at teardown (embedded database). */
  dataDir?: string;
  /** Database created on the DATABASE_URL server, dropped at teardown. */
  database?: { adminUrl: string; name: string };
  /**
   * "Today" for the whole run (yyyy-MM-dd): the gateway's NOQ_TODAY and the browsers' clock, so a
   * run that crosses midnight sees one day throughout. E2E_TODAY chooses it; else the Stockholm
   * date when the run started.
   */
  today: string;
}

/** The server of this journey's lane (or of lane `n`). */
export function readServerInfo(n = lane()): ServerInfo {
  const file = serverInfoFile(n);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServerInfo;
  } catch (error) {
    throw new Error(
      `No e2e server info at ${file}: run the journeys through jest's e2e project ` +
        `(its globalSetup starts the gateway). ${String(error)}`,
      { cause: error },
    );
  }
}

/** The run's pinned "today" (the gateway's and the browsers'). */
export const runToday = (): string => readServerInfo().today;

/** The gateway's base URL, e.g. http://localhost:41234 (no trailing slash). */
export const baseUrl = (): string => readServerInfo().baseUrl;
