/** @jest-config-loader ts-node */
// Loaded through ts-node (Node 24 would strip the types itself and then fail on extensionless imports).
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { e2eProjects } from './e2e/jest-project';

// Projects: the gateway on node against a real database (PGlite, or Postgres when DATABASE_URL is
// set), the web in jsdom, and the browser journeys of e2e/ (only where a chromium exists; required
// in CI). `npm run test:unit` runs the first two, `npm run test:e2e` the journeys in two lanes (a
// jest worker each, with a gateway of its own; `--runInBand` for one lane).
const config: Config = {
  // In CI, each run also adds its counts to NOQ_TEST_SUMMARY (.ci/run prints the total).
  reporters: process.env.NOQ_TEST_SUMMARY ? ['default', '<rootDir>/.ci/summary-reporter.cjs'] : ['default'],
  // A global option (jest ignores it per project): PGlite boots in seconds, not milliseconds (STACK G8).
  testTimeout: 60_000,
  // Both cores of a 2-core machine (jest's default leaves one idle): the PGlite suites are
  // CPU-bound, one database per test file, so two workers cut the wall time by a third (issue 16).
  // On a PostgreSQL server the files run one at a time by default: the storms and the cluster
  // drills measure the server (deadlock counts, waits, times) and must not share it. With
  // --maxWorkers above 1 (CI, for the other files), each worker gets a database of its own
  // (gateway/src/test-support/worker-database.ts).
  maxWorkers: process.env.DATABASE_URL ? 1 : Math.max(2, availableParallelism() - 1),
  // A worker that has run many files slows down: a file run late took two to three times as long
  // as the same file early (each file's module registry and PGlite are not all given back). A
  // worker whose heap is over this after a file is replaced by a fresh one (it keeps its
  // JEST_WORKER_ID, so its database stays its own): the gateway and web suites went from 309 s to
  // 196–225 s on this 2-core machine, and from 533 s of user CPU to 300–350 (docs/DECISIONS.md,
  // "Workers replaced, and the journeys' service worker").
  workerIdleMemoryLimit: '500MB',
  projects: [
    {
      displayName: 'gateway',
      testEnvironment: 'node',
      roots: ['<rootDir>/gateway/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/gateway/tsconfig.json' }] },
      globalSetup: '<rootDir>/gateway/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/gateway/src/test-support/global-teardown.ts',
      setupFiles: ['<rootDir>/gateway/src/test-support/worker-database.ts', '<rootDir>/gateway/src/test-support/password-cost.ts'],
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
