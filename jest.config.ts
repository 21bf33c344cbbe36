/** @jest-config-loader ts-node */
// Loaded through ts-node (Node 24 would strip the types itself and then fail on extensionless imports).
import type { Config } from 'jest';
import { e2eProjects } from './e2e/jest-project';

// Projects: the gateway on node against a real database (PGlite, or Postgres when DATABASE_URL is
// set), the web in jsdom, and the browser journeys of e2e/ (only where a chromium exists; required
// in CI). `npm run test:unit` runs the first two, `npm run test:e2e` the journeys, one at a time.
const config: Config = {
  // In CI, each run also adds its counts to NOQ_TEST_SUMMARY (.ci/run prints the total).
  reporters: process.env.NOQ_TEST_SUMMARY ? ['default', '<rootDir>/.ci/summary-reporter.cjs'] : ['default'],
  // A global option (jest ignores it per project): PGlite boots in seconds, not milliseconds (STACK G8).
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'gateway',
      testEnvironment: 'node',
      roots: ['<rootDir>/gateway/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/gateway/tsconfig.json' }] },
      globalSetup: '<rootDir>/gateway/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/gateway/src/test-support/global-teardown.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/web/tsconfig.jest.json' }],
      },
      setupFiles: ['<rootDir>/web/src/test-support/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test-support/setup.ts'],
      moduleNameMapper: {
        '\\.(css|svg|png|jpg)$': '<rootDir>/web/src/test-support/file-stub.ts',
      },
    },
    // Browser journeys (e2e/jest-project.ts): only when a chromium exists; CI=true without one fails.
    ...e2eProjects(),
  ],
};

export default config;
