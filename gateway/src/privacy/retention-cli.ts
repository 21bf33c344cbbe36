/**
 * The retention command (docs/PRIVACY.md): anonymises guests inactive for N months.
 *   npm run retention -- --months 24
 * Uses DATABASE_URL (or the embedded database in NOQ_DATA_DIR), like the server.
 */
import 'reflect-metadata';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/database';
import { logError } from '../platform/log';
import { PrivacyService } from './privacy.service';

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const i = argv.indexOf('--months');
  const months = i >= 0 ? Number(argv[i + 1]) : Number(env.NOQ_RETENTION_MONTHS ?? 24);
  const db = await openDatabase(env);
  try {
    const n = await new PrivacyService(db.dataSource, systemClock).anonymiseInactive(months);
    console.log(`Anonymised ${n} guest(s) inactive for ${months} months.`);
    return n;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    logError('retention failed', e);
    process.exit(1);
  });
}
