// The retry policy on its own: what is retried, the exponential backoff with its jitter, and
// the wait that an abort cuts short.
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_RETRY, backoffDelay, retry, retryable, sleep } from './backoff.js';
import {
  HttpError,
  NetworkError,
  TimeoutError,
  SchemaError,
  LimitError,
  EventValidationError,
} from '../api/errors.js';

describe('retryable', () => {
  test('network errors, timeouts, 5xx and unreadable answers are retried', () => {
    assert.equal(retryable(new NetworkError('down')), true);
    assert.equal(retryable(new TimeoutError(5000)), true);
    assert.equal(retryable(new HttpError(500, 'oops', null)), true);
    assert.equal(retryable(new HttpError(503, 'busy', null)), true);
    assert.equal(retryable(new SchemaError(['status'], 'expected number')), true);
    assert.equal(retryable(new TypeError('Failed to fetch')), true);
  });

  test('4xx refusals and local validation failures are not', () => {
    for (const status of [400, 401, 403, 404, 413, 422, 429, 499]) {
      assert.equal(retryable(new HttpError(status, 'no', null)), false, String(status));
    }
    assert.equal(retryable(new LimitError('events', 'too many')), false);
    assert.equal(retryable(new EventValidationError(0, ['eventName'], 'event-name', 'bad')), false);
  });
});

describe('backoffDelay', () => {
  const policy = { attempts: 5, minDelay: 100, maxDelay: 1000 };

  test('doubles from minDelay up to maxDelay, scaled by a factor between 0.5 and 1', () => {
    const random = mock.method(Math, 'random', () => 0);
    try {
      assert.deepEqual(
        [0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, policy)),
        [50, 100, 200, 400, 500, 500],
      );
      random.mock.mockImplementation(() => 0.999_999);
      const highest = [0, 1, 2, 3, 4, 5].map((a) => Math.round(backoffDelay(a, policy)));
      assert.deepEqual(highest, [100, 200, 400, 800, 1000, 1000]);
    } finally {
      random.mock.restore();
    }
  });

  test('jitter: real waits spread within their bounds', () => {
    const waits = Array.from({ length: 200 }, () => backoffDelay(2, policy));
    assert.ok(waits.every((w) => w >= 200 && w <= 400));
    assert.ok(new Set(waits).size > 100);
  });

  test('defaults: 5 retries, 500 ms doubled up to 30 s', () => {
    assert.deepEqual(DEFAULT_RETRY, { attempts: 5, minDelay: 500, maxDelay: 30_000 });
  });
});

describe('sleep', () => {
  // The clock is Node's mock: time moves only when the test says so.
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  /** Whether `promise` has settled (after the microtasks queued so far). */
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    promise.then(
      () => (done = true),
      () => (done = true),
    );
    await new Promise<void>((resolve) => setImmediate(resolve));
    return done;
  };

  test('resolves once the wait has passed, not before', async () => {
    const waiting = sleep(30, new AbortController().signal);
    mock.timers.tick(29);
    assert.equal(await settled(waiting), false);
    mock.timers.tick(1);
    assert.equal(await settled(waiting), true);
    await waiting;
  });

  test('rejects with the reason as soon as the signal aborts, without waiting', async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    const reason = new Error('stopped');
    controller.abort(reason);
    await assert.rejects(waiting, (e) => e === reason);
  });
});

describe('retry', () => {
  test('waits and resolves true while retries are left, false once they ran out', async () => {
    const signal = new AbortController().signal;
    const policy = { attempts: 2, minDelay: 1, maxDelay: 1 };
    assert.equal(await retry(0, policy, signal), true);
    assert.equal(await retry(1, policy, signal), true);
    assert.equal(await retry(2, policy, signal), false);
    assert.equal(await retry(5, undefined, signal), false, 'the default: 5 retries');
    assert.equal(await retry(4, { minDelay: 1, maxDelay: 1 }, signal), true);
  });

  test('rejects with the reason when the signal is aborted, also before the wait', async () => {
    const reason = new Error('stopped');
    await assert.rejects(retry(0, undefined, AbortSignal.abort(reason)), (e) => e === reason);
    await assert.rejects(retry(9, undefined, AbortSignal.abort(reason)), (e) => e === reason);
    const controller = new AbortController();
    const waiting = retry(0, { minDelay: 10_000, maxDelay: 10_000 }, controller.signal);
    controller.abort(reason);
    await assert.rejects(waiting, (e) => e === reason);
  });
});
