import { readFileSync } from 'node:fs';
import { serverInfoFile } from './paths';

/** What global-setup started; written to e2e/.tmp/server.json for the journeys (other processes). */
export interface ServerInfo {
  baseUrl: string;
  pid: number;
  /** PGlite data folder to remove at teardown (embedded database). */
  dataDir?: string;
  /** Database created on the DATABASE_URL server, dropped at teardown. */
  database?: { adminUrl: string; name: string };
}

export function readServerInfo(): ServerInfo {
  try {
    return JSON.parse(readFileSync(serverInfoFile, 'utf8')) as ServerInfo;
  } catch (error) {
    throw new Error(
      `No e2e server info at ${serverInfoFile}: run the journeys through jest's e2e project ` +
        `(its globalSetup starts the gateway). ${String(error)}`,
    );
  }
}

/** The gateway's base URL, e.g. http://localhost:41234 (no trailing slash). */
export const baseUrl = (): string => readServerInfo().baseUrl;
