import * as fs from 'node:fs';
import { dropWorkerCopies } from './global-setup';
import { TEMPLATE_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (url) await dropWorkerCopies(url);
}
