// The jest project `e2e` (browser journeys), used by the root jest.config.ts. It exists only when a
// chromium is found; in CI (CI=true) a missing chromium fails the run instead of skipping it.
// Each jest worker runs its journeys one at a time against a gateway of its own (global-setup.ts).
import type { Config } from 'jest';
import { findChromium } from './chromium';

type ProjectConfig = Exclude<NonNullable<Config['projects']>[number], string>;

export function e2eProjects(): ProjectConfig[] {
  const chromium = findChromium();
  if (!chromium) {
    if (process.env.CI === 'true') {
      throw new Error(
        'CI=true but no chromium was found (set CHROMIUM_PATH or install /usr/bin/chromium): ' +
          'the browser journeys in e2e/ must run in CI.',
      );
    }
    process.stderr.write('e2e: no chromium found (CHROMIUM_PATH or /usr/bin/chromium); browser journeys are skipped.\n');
    return [];
  }
  return [
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/e2e/tsconfig.json' }] },
      // Starts a built gateway per worker (fresh database, demo data) and stops them after.
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
      // A journey drives a real browser against a real server (testTimeout is global in jest).
      setupFilesAfterEnv: ['<rootDir>/e2e/support/timeout.ts'],
    },
  ];
}
