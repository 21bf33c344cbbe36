// jest globalTeardown of the e2e project: stop the gateway global-setup.ts started and remove its
// temporary data (the PGlite folder, or the noq_e2e database), and stop its SMTP mailbox. The log
// and the captured mails stay in e2e/.tmp/.
import { rm } from 'node:fs/promises';
import { dropDatabase } from './support/database';
import { serverInfoFile } from './support/paths';
import { stopProcess } from './support/process';
import { readServerInfo, type ServerInfo } from './support/server-info';

export default async function globalTeardown(): Promise<void> {
  let info: ServerInfo | undefined;
  try {
    info = readServerInfo();
  } catch {
    info = undefined;
  }

  const child = globalThis.__noqE2eGateway;
  if (child) {
    await stopProcess(child);
    globalThis.__noqE2eGateway = undefined;
  } else if (info?.pid) {
    await stopProcess(info.pid);
  }

  await globalThis.__noqE2eMail?.close();
  globalThis.__noqE2eMail = undefined;

  if (info?.dataDir) {
    await rm(info.dataDir, { recursive: true, force: true });
  }
  if (info?.database) {
    await dropDatabase(info.database.adminUrl, info.database.name);
  }
  await rm(serverInfoFile, { force: true });
}
