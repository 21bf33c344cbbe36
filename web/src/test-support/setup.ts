// Runs after the test framework in the jsdom project (jest.config.ts `setupFilesAfterEnv`).
import { cleanup, configure } from '@testing-library/react';
import { svPageAreas, type PageArea } from '../i18n/texts';
import { loadSvAreas } from '../lib/texts';
import { loadDatePicker } from '../ui/DateField';

// findBy…/waitFor wait up to 5 s, not 1 s: on a loaded CI machine (2 cores, other suites beside) a
// lazy page and its texts can take longer than a second to come; a test that fails still fails.
configure({ asyncUtilTimeout: 5000 });

// React 19 act() support for the testing library outside of a bundler.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const jsdomFetch = globalThis.fetch;

// A Swedish phone, as the e2e browser's locale (jsdom says en-US): without a stored choice the web
// speaks the phone's language (issue 33 §4); tests of other languages set theirs. (Files that run in
// the node environment, e.g. gql-fresh.test.ts, have no window.)
if (typeof window !== 'undefined') Object.defineProperty(window.navigator, 'languages', { value: ['sv-SE', 'sv'], configurable: true });

// Date fields become the calendar once its code is there (ui/DateField.tsx); the tests work with
// the calendar itself, so its code is there from the start (ui/DateField.test.tsx covers the wait).
beforeAll(() => loadDatePicker());

// The Swedish page areas come with their pages in the app (lib/texts.tsx); tests render pages
// directly, so the areas are there from the start too.
beforeAll(() => loadSvAreas(Object.keys(svPageAreas) as PageArea[]));

afterEach(() => {
  cleanup();
  // renderRoute answers fetch from each test's mocks.
  globalThis.fetch = jsdomFetch;
});
