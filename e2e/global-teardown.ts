// jest globalTeardown of the e2e project: stop every lane's gateway that global-setup.ts started,
// remove its temporary data (the PGlite folder, or the noq_e2e* database), and stop the SMTP
// mailboxes. The logs and the captured mails stay in e2e/.tmp/.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { dropDatabase } from './support/database';
import { tmpDir } from './support/paths';
import { stopProcess } from './support/process';
import type { ServerInfo } from './support/server-info';

async function serverInfos(): Promise<{ file: string; info: ServerInfo | undefined }[]> {
  const files = (await readdir(tmpDir).catch(() => [] as string[])).filter((f) => /^server(-\d+)?\.json$/.test(f));
  return Promise.all(
    files.map(async (f) => {
      const file = path.join(tmpDir, f);
      const info = await readFile(file, 'utf8')
        .then((text) => JSON.parse(text) as ServerInfo)
        .catch(() => undefined);
      return { file, info };
    }),
  );
}

export default async function globalTeardown(): Promise<void> {
  const infos = await serverInfos();
  const children = globalThis.__noqE2eGateways;
  if (children) {
    await Promise.all(children.map((child) => stopProcess(child)));
    globalThis.__noqE2eGateways = undefined;
  } else {
    await Promise.all(infos.map(({ info }) => (info?.pid ? stopProcess(info.pid) : undefined)));
  }

  await Promise.all((globalThis.__noqE2eMails ?? []).map((mail) => mail.close()));
  globalThis.__noqE2eMails = undefined;

  for (const { file, info } of infos) {
    if (info?.dataDir) await rm(info.dataDir, { recursive: true, force: true });
    if (info?.database) await dropDatabase(info.database.adminUrl, info.database.name);
    await rm(file, { force: true });
  }
}
