// Runs before the test framework in the jsdom project (jest.config.ts `setupFiles`).
// react-router 7 needs TextEncoder/TextDecoder at import time; jsdom does not provide them (STACK G13).
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
