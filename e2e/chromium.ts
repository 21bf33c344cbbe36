// Where the browser for the journeys is: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// Read by jest.config.ts (through jest-project.ts) and by support/browser.ts; never downloads one.
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`);
    }
    return configured;
  }
  return existsSync(DEFAULT_CHROMIUM) ? DEFAULT_CHROMIUM : undefined;
}
