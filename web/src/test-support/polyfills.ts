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

// jsdom has <dialog> but not its modal methods: open/close it as the browser does (the focus trap
// and the inert page behind are the browser's and are checked in the browser journeys).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
