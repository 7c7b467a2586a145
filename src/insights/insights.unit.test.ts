// Pure logic of the builders and the queue, in Node with an in-memory storage and a recording
// client. The same behaviour against the emulator over HTTP: test/browser/insights/.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  InsightsQueue,
  EventValidationError,
  clickedObjectIDsAfterSearch,
  clickedObjectIDs,
  purchasedObjectIDsAfterSearch,
  addedToCartObjectIDs,
  viewedFilters,
  genericEvent,
  filter,
  type InsightsEvent,
  type DroppedDetail,
  type ErrorDetail,
} from './index.js';
import { HttpError, NetworkError, LimitError } from '../api/errors.js';
import { USER_TOKEN_PATTERN, MAX_EVENT_AGE_MS } from '../api/schemas/events.js';

const Q = 'fedcba9876543210fedcba9876543210';

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
}

/** A client that records batches and answers from a script (then 200). */
function recordingClient(script: (Error | undefined)[] = []) {
  const batches: InsightsEvent[][] = [];
  return {
    appId: 'APP',
    batches,
    async sendEvents(events: readonly InsightsEvent[]) {
      batches.push([...events]);
      const error = script.shift();
      if (error) throw error;
      return { status: 200, message: 'OK' };
    },
  };
}

const click = (id = 'a') =>
  clickedObjectIDs({ eventName: 'Clicked', index: 'products', objectIDs: [id] });

function capture<T>(queue: InsightsQueue, type: 'sent' | 'error' | 'dropped'): T[] {
  const details: T[] = [];
  queue.addEventListener(type, (e) => details.push((e as CustomEvent<T>).detail));
  return details;
}

describe('builders', () => {
  test('fill the type and subtype, leave the token to the queue', () => {
    const event = clickedObjectIDsAfterSearch({
      eventName: 'Result Clicked',
      index: 'products',
      objectIDs: ['a', 'b'],
      positions: [3, 4],
      queryID: Q,
    });
    assert.deepEqual(event, {
      eventName: 'Result Clicked',
      index: 'products',
      objectIDs: ['a', 'b'],
      positions: [3, 4],
      queryID: Q,
      eventType: 'click',
    });
    const cart = addedToCartObjectIDs({
      eventName: 'Added',
      index: 'products',
      objectIDs: ['a'],
      value: 12,
      currency: 'EUR',
    });
    assert.equal(cart.eventType, 'conversion');
    assert.equal(cart.eventSubtype, 'addToCart');
    assert.equal(genericEvent({ eventName: 'Loaded' }).eventType, 'instantsearch');
  });

  test('throw an EventValidationError naming the field and the rule', () => {
    assert.throws(
      () =>
        clickedObjectIDsAfterSearch({
          eventName: 'Result Clicked',
          index: 'products',
          objectIDs: ['a', 'b', 'c'],
          positions: [1, 2, 0],
          queryID: Q,
        }),
      (error: unknown) => {
        assert.ok(error instanceof EventValidationError);
        assert.equal(error.kind, 'event');
        assert.equal(error.index, 0);
        assert.deepEqual(error.path, ['positions', 2]);
        assert.equal(error.rule, 'position');
        assert.match(error.message, /positions\[2\]: must be an integer >= 1/);
        return true;
      },
    );
    // The builder holds the event to its own variant: a click after search needs its queryID.
    assert.throws(
      () =>
        clickedObjectIDsAfterSearch({
          eventName: 'x',
          index: 'products',
          objectIDs: ['a'],
          positions: [1],
        } as never),
      /queryID: is required/,
    );
    assert.throws(
      () =>
        purchasedObjectIDsAfterSearch({ eventName: 'x', index: 'i', objectIDs: ['a'] } as never),
      /objectData: is required/,
    );
    assert.throws(
      () => clickedObjectIDs({ eventName: 'x', index: '', objectIDs: ['a'] }),
      /index: must not be empty \("The index field is required"\)/,
    );
    assert.throws(
      () => clickedObjectIDs({ eventName: 'x', index: 'i', objectIDs: ['a'], userToken: 'a b' }),
      /userToken: must be 1 to 128 characters/,
    );
  });

  test('filter() URL-encodes the value', () => {
    assert.equal(filter('brand', 'Apple Inc'), 'brand:Apple%20Inc');
    assert.equal(filter('category', 'Books:Fiction'), 'category:Books%3AFiction');
    assert.doesNotThrow(() =>
      viewedFilters({ eventName: 'Seen', index: 'i', filters: [filter('brand', 'Été & co')] }),
    );
  });
});

describe('InsightsQueue', () => {
  test('fills the token and timestamp, and refuses a whole call for one bad event', async () => {
    const client = recordingClient();
    const queue = new InsightsQueue({ client, storage: null, userToken: 'user-1' });
    const before = Date.now();
    queue.send(click());
    assert.throws(
      () => queue.send([click('b'), { ...click('c'), positions: [1] } as never]),
      (error: unknown) =>
        error instanceof EventValidationError &&
        error.index === 1 &&
        error.rule === 'query-id-required',
    );
    assert.equal(queue.size, 1);
    await queue.flush();
    const [sent] = client.batches[0]!;
    assert.equal(sent!.userToken, 'user-1');
    assert.ok(sent!.timestamp! >= before && sent!.timestamp! <= Date.now());
    assert.equal(queue.size, 0);
    queue.close();
  });

  test('an event too large for any request is refused with a LimitError', () => {
    const queue = new InsightsQueue({ client: recordingClient(), storage: null });
    const huge = clickedObjectIDs({
      eventName: 'x',
      index: 'i',
      objectIDs: Array.from({ length: 20 }, () => 'x'.repeat(110_000)),
    });
    assert.throws(() => queue.send(huge), LimitError);
    queue.close();
  });

  test('anonymous token: matches the token pattern, kept only on opt-in', () => {
    const storage = new MemoryStorage();
    const client = recordingClient();
    const a = new InsightsQueue({ client, storage });
    assert.match(a.userToken, /^anonymous-[0-9a-f-]{36}$/);
    assert.match(a.userToken, USER_TOKEN_PATTERN);
    assert.equal(storage.getItem('search-ui-insights:APP:token'), null);
    const b = new InsightsQueue({ client, storage });
    assert.notEqual(b.userToken, a.userToken);
    const kept = new InsightsQueue({ client, storage, keepAnonymousUserToken: true });
    assert.equal(storage.getItem('search-ui-insights:APP:token'), kept.userToken);
    const again = new InsightsQueue({ client, storage, keepAnonymousUserToken: true });
    assert.equal(again.userToken, kept.userToken);
    assert.throws(() => again.setUserToken('not valid!'), EventValidationError);
    again.setUserToken('user-9');
    assert.equal(again.userToken, 'user-9');
    for (const q of [a, b, kept, again]) q.close();
  });

  test('optOut clears storage and the kept token, and ignores later events', async () => {
    const storage = new MemoryStorage();
    const client = recordingClient();
    const queue = new InsightsQueue({ client, storage, keepAnonymousUserToken: true });
    const token = queue.userToken;
    queue.send(click());
    await Promise.resolve();
    assert.ok(storage.getItem('search-ui-insights:APP'));
    queue.optOut();
    assert.equal(storage.length, 0);
    assert.notEqual(queue.userToken, token);
    queue.send(click());
    await queue.flush();
    assert.equal(client.batches.length, 0);
    assert.equal(storage.length, 0);
    queue.optIn();
    queue.send(click());
    await queue.flush();
    assert.equal(client.batches.length, 1);
    queue.close();
    const startedOut = new InsightsQueue({ client, storage, optedOut: true });
    startedOut.send(click());
    assert.equal(startedOut.size, 0);
    startedOut.close();
  });

  test('storage cap: the oldest waiting events are dropped and reported', async () => {
    const storage = new MemoryStorage();
    const size = JSON.stringify({ ...click('id-0'), userToken: 'u', timestamp: Date.now() }).length;
    const queue = new InsightsQueue({
      client: recordingClient(),
      storage,
      userToken: 'u',
      maxStoredBytes: size * 3,
    });
    const dropped = capture<DroppedDetail>(queue, 'dropped');
    for (let i = 0; i < 5; i++) queue.send(click(`id-${i}`));
    assert.equal(queue.size, 3);
    assert.deepEqual(
      dropped.map((d) => [d.reason, (d.events[0] as { objectIDs: string[] }).objectIDs]),
      [
        ['storage-full', ['id-0']],
        ['storage-full', ['id-1']],
      ],
    );
    await Promise.resolve();
    const stored = JSON.parse(storage.getItem('search-ui-insights:APP')!) as { event: object }[];
    assert.equal(stored.length, 3);
    queue.close();
  });

  test('storage quota: the oldest half goes, the rest is kept', async () => {
    const storage = new MemoryStorage();
    const queue = new InsightsQueue({ client: recordingClient(), storage, userToken: 'u' });
    const dropped = capture<DroppedDetail>(queue, 'dropped');
    const events = Array.from({ length: 8 }, (_, i) => click(`id-${i}`));
    const oneEventLength = JSON.stringify([
      { id: 'x'.repeat(36), event: { ...events[0], userToken: 'u', timestamp: Date.now() } },
    ]).length;
    storage.quota = oneEventLength * 5;
    queue.send(events);
    await Promise.resolve();
    const stored = JSON.parse(storage.getItem('search-ui-insights:APP')!) as {
      event: { objectIDs: string[] };
    }[];
    assert.deepEqual(
      stored.map((s) => s.event.objectIDs[0]),
      ['id-4', 'id-5', 'id-6', 'id-7'],
    );
    assert.equal(dropped[0]!.reason, 'storage-full');
    assert.equal(dropped[0]!.events.length, 4);
    queue.close();
  });

  test('two queues on one storage (two tabs) keep each other’s events', async () => {
    const storage = new MemoryStorage();
    const client = recordingClient();
    const a = new InsightsQueue({ client, storage, userToken: 'a', flushDelay: 60_000 });
    const b = new InsightsQueue({ client, storage, userToken: 'b', flushDelay: 60_000 });
    a.send(click('from-a'));
    b.send(click('from-b'));
    await Promise.resolve();
    const stored = JSON.parse(storage.getItem('search-ui-insights:APP')!) as {
      event: InsightsEvent;
    }[];
    assert.deepEqual(stored.map((s) => s.event.userToken).sort(), ['a', 'b']);
    await a.flush();
    await Promise.resolve();
    const left = JSON.parse(storage.getItem('search-ui-insights:APP')!) as {
      event: InsightsEvent;
    }[];
    assert.deepEqual(
      left.map((s) => s.event.userToken),
      ['b'],
    );
    a.close();
    b.close();
  });

  test('restored events that are corrupt or too old are dropped, the rest sent', async () => {
    const storage = new MemoryStorage();
    const fresh = { ...click('fresh'), userToken: 'u', timestamp: Date.now() };
    const old = { ...click('old'), userToken: 'u', timestamp: Date.now() - MAX_EVENT_AGE_MS - 1 };
    storage.setItem(
      'search-ui-insights:APP',
      JSON.stringify([
        { id: '1', event: fresh },
        { id: '2', event: old },
        { id: '3', event: { eventType: 'tap' } },
        { nonsense: true },
      ]),
    );
    const client = recordingClient();
    const queue = new InsightsQueue({ client, storage, flushDelay: 1 });
    const dropped = capture<DroppedDetail>(queue, 'dropped');
    const sent = capture<{ events: InsightsEvent[] }>(queue, 'sent');
    assert.equal(queue.size, 3);
    await new Promise((resolve) => queue.addEventListener('sent', resolve));
    assert.equal(dropped[0]!.reason, 'invalid');
    assert.equal(dropped[0]!.events.length, 2);
    assert.deepEqual(sent[0]!.events, [fresh]);
    assert.equal(storage.getItem('search-ui-insights:APP'), null);
    queue.close();
  });

  test('retries network errors and 5xx with backoff, then reports and keeps the events', async () => {
    const client = recordingClient([
      new NetworkError('down'),
      new HttpError(503, 'Unavailable', {}),
      new NetworkError('down'),
      new NetworkError('down'),
    ]);
    const storage = new MemoryStorage();
    const queue = new InsightsQueue({
      client,
      storage,
      retry: { attempts: 1, minDelay: 1, maxDelay: 2 },
    });
    const errors = capture<ErrorDetail>(queue, 'error');
    queue.send(click());
    await assert.rejects(queue.flush(), HttpError);
    assert.equal(client.batches.length, 2);
    assert.equal(errors.length, 1);
    assert.equal(errors[0]!.dropped, false);
    assert.equal(errors[0]!.message, 'Unavailable');
    assert.equal(queue.size, 1);
    await assert.rejects(queue.flush(), NetworkError);
    await queue.flush();
    assert.equal(client.batches.length, 5);
    assert.equal(queue.size, 0);
    queue.close();
  });

  test('a 4xx batch is dropped and reported, never retried', async () => {
    const client = recordingClient([new HttpError(422, 'eventName is invalid', {})]);
    const queue = new InsightsQueue({ client, storage: null, retry: { minDelay: 1 } });
    const errors = capture<ErrorDetail>(queue, 'error');
    queue.send([click('a'), click('b')]);
    await queue.flush();
    assert.equal(client.batches.length, 1);
    assert.equal(errors[0]!.dropped, true);
    assert.equal(errors[0]!.message, 'eventName is invalid');
    assert.equal(errors[0]!.events.length, 2);
    assert.equal(queue.size, 0);
    queue.close();
  });
});
