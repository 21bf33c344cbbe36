// Runs before the test framework in the jsdom project (jest.config.ts `setupFiles`).
// react-router 7 needs TextEncoder/TextDecoder at import time; jsdom does not provide them (STACK G13).
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom has no fetch API, and react-router 7 builds a Request for every navigation (even without
// loaders: it reads only url, method and signal then). A minimal stand-in for the tests that
// navigate.
if (typeof globalThis.Request === 'undefined') {
  class RequestShim {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal | null } = {}) {
      this.url = String(url);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? null;
    }
  }
  Object.assign(globalThis, { Request: RequestShim });
}
