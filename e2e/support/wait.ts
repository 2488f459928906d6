import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';

const POLL_MS = 100;

/**
 * Reads `read()` until it deep-equals `expected` or `timeout` passes, then asserts on the last value read,
 * so a failure shows what the page really showed. For values that settle after a render or a fetch.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string, timeout = 10_000): Promise<void> {
  const value = await until(read, (current) => isDeepStrictEqual(current, expected), timeout);
  assert.deepEqual(value, expected, message);
}

/** Reads `read()` until `accept` holds or `timeout` passes; returns the last value read either way. */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
