import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deferred } from './deferred.js';
import { NetworkError } from './errors.js';

test('loads once, on the first call, and gives every caller the same module', async () => {
  let loads = 0;
  const check = deferred(async () => ({ n: ++loads }));
  assert.equal(loads, 0, 'nothing is loaded before a request asks');
  const [a, b] = await Promise.all([check(), check()]);
  assert.equal(loads, 1);
  assert.equal(a, b);
  assert.equal(await check(), a);
});

test('a failed load ends that request with a NetworkError, and the next request loads again', async () => {
  let loads = 0;
  const check = deferred(async () => {
    if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return 'module';
  });
  await assert.rejects(check(), (error: unknown) => {
    assert.ok(error instanceof NetworkError);
    assert.match(error.message, /could not load the check of the answer \(Failed to fetch/);
    return true;
  });
  assert.equal(await check(), 'module');
  assert.equal(loads, 2);
});

test('a request that ends before its answer leaves no unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const check = deferred(() => Promise.reject(new Error('offline')));
    check(); // started as the request starts, never awaited: the request was aborted
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(unhandled, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
