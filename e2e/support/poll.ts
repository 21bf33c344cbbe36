import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads `read()` until `done` accepts the value or `timeoutMs` passes, and returns the last value
 * (the caller's expect then shows what it was). For state that the page changes asynchronously.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(200);
    value = await read();
  }
  return value;
}
