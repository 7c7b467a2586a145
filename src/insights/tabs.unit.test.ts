// The tabs' coordination on its own, with Web Locks as the browser grants them: a queue closed
// while it is becoming the sender (its lock granted, sender.ts still loading) releases every lock
// it holds, so the next queue of the site can send (and take over its backlog).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EventStore } from './persistence.js';
import { coordinate } from './tabs.js';

/** Web Locks that grant every request at once and record when each lock is released. */
function grantingLocks() {
  const released: string[] = [];
  const locks = {
    request(name: string, options: { signal?: AbortSignal }, then: () => unknown) {
      if (options.signal?.aborted) return Promise.reject(options.signal.reason);
      return Promise.resolve(then()).finally(() => released.push(name));
    },
  };
  return { locks, released };
}

test('a queue closed while sender.ts loads releases the sender lock and its own', async () => {
  const { locks, released } = grantingLocks();
  const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
  // The page's own listeners (sender.ts listens to `storage` events of the window).
  const page = globalThis as { addEventListener?: unknown };
  const listen = page.addEventListener;
  page.addEventListener = () => {};
  try {
    const store = { key: 'search-ui-insights:APP', prefix: 'p-', read: () => [] };
    const life = new AbortController();
    assert.equal(
      coordinate(store as unknown as EventStore, life.signal, () => {}),
      true,
    );
    // Closed at once: both locks are granted, the sender's module has not arrived yet.
    life.abort();
    await import('./sender.js');
    for (let i = 0; i < 10 && released.length < 2; i++) await new Promise(setImmediate);
    assert.deepEqual(released.sort(), [
      'search-ui-insights:APP:p-',
      'search-ui-insights:APP:sender',
    ]);
  } finally {
    if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
    else delete (globalThis as { navigator?: unknown }).navigator;
    page.addEventListener = listen;
  }
});
