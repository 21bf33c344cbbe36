import path from 'node:path';

/** The repository root (this file is e2e/support/paths.ts). */
export const repoRoot = path.resolve(__dirname, '..', '..');
/** Run state, logs and temporary data (gitignored). */
export const tmpDir = path.join(repoRoot, 'e2e', '.tmp');
/**
 * The journeys' lane: jest's worker (1 when the journeys run in band). Each lane has a gateway of
 * its own (own database with the demo data, own mailbox), so two journeys running at once never
 * see each other's bookings or mails; within a lane they run one after another as before.
 */
export const lane = (): number => Number(process.env.JEST_WORKER_ID ?? '1');
const laneName = (base: string, ext: string, n: number): string => path.join(tmpDir, n === 1 ? `${base}${ext}` : `${base}-${n}${ext}`);
/** Where global-setup tells the journeys about the server it started for lane `n`. */
export const serverInfoFile = (n = lane()): string => laneName('server', '.json', n);
/** Lane `n`'s gateway's stdout and stderr (e2e/.tmp/gateway.log, gateway-2.log, …). */
export const serverLogFile = (n = lane()): string => laneName('gateway', '.log', n);
/** Lane `n`'s captured mails (e2e/.tmp/mail/, mail-2/, …). */
export const mailDir = (n = lane()): string => laneName('mail', '', n);
/** Screenshots: e2e/screenshots/<journey>/<step>-<desktop|phone>.png (gitignored). */
export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');
