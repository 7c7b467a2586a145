// The tabs' coordination on its own, with Web Locks as the browser grants them: a queue closed
// while it is becoming the sender (its lock granted, the callback not run yet) releases every
// lock it holds, so the next queue of the site can send (and take over its backlog).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EventStore } from './persistence.js';
import { coordinate } from './tabs.js';

/**
 * Web Locks that grant every request in a later task (as a browser does: the callback runs
 * after the request returns) and record when each lock is released.
 */
function grantingLocks() {
  const released: string[] = [];
  const locks = {
    request(name: string, options: { signal?: AbortSignal }, then: () => unknown) {
      if (options.signal?.aborted) return Promise.reject(options.signal.reason);
      return new Promise(setImmediate).then(then).finally(() => released.push(name));
    },
  };
  return { locks, released };
}

test('a queue closed before its locks run their callbacks releases the sender lock and its own', async () => {
  const { locks, released } = grantingLocks();
  const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
  // The page's own listeners (the sender listens to `storage` events of the window).
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
    // Closed at once: both locks are granted, their callbacks run after the abort.
    life.abort();
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
