import path from 'node:path';

/** The repository root (this file is e2e/support/paths.ts). */
export const repoRoot = path.resolve(__dirname, '..', '..');
/** Run state, logs and temporary data (gitignored). */
export const tmpDir = path.join(repoRoot, 'e2e', '.tmp');
/** Where global-setup tells the journeys about the server it started. */
export const serverInfoFile = path.join(tmpDir, 'server.json');
/** The gateway's stdout and stderr. */
export const serverLogFile = path.join(tmpDir, 'gateway.log');
/** Screenshots: e2e/screenshots/<journey>/<step>-<desktop|phone>.png (gitignored). */
export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');
