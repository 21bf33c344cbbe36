// Runs after the test framework in the jsdom project (jest.config.ts `setupFilesAfterEnv`).
import { cleanup } from '@testing-library/react';

// React 19 act() support for the testing library outside of a bundler.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
});
