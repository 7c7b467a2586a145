// Persistence on its own: what is written and read back, other tabs' events kept, corrupt,
// blocked and full storage, and the anonymous token.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { EventStore, defaultStorage } from './persistence.js';
import { entry, type Entry } from './ledger.js';
import type { InsightsEvent } from '../api/schemas/events.js';

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  quota = Infinity;
  broken = false;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    if (this.broken) throw new DOMException('blocked', 'SecurityError');
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    if (this.broken) throw new DOMException('blocked', 'SecurityError');
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.broken) throw new DOMException('blocked', 'SecurityError');
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
}

const KEY = 'search-ui-insights:APP';
const event = (id: string) =>
  ({
    eventType: 'view',
    eventName: 'Viewed',
    index: 'i',
    userToken: 'u',
    objectIDs: [id],
  }) as InsightsEvent;
const held =
  (...entries: Entry[]) =>
  () =>
    entries;
const objectIDs = (storage: MemoryStorage) =>
  (JSON.parse(storage.getItem(KEY) ?? '[]') as { event: { objectIDs: string[] } }[]).map(
    (s) => s.event.objectIDs[0],
  );

describe('EventStore', () => {
  test('writes the held events as [{id, event}] and reads them back', () => {
    const storage = new MemoryStorage();
    const store = new EventStore(storage, KEY);
    assert.equal(store.write(held(entry(0, event('a')), entry('kept-1', event('b')))), true);
    const stored = new EventStore(storage, KEY).read();
    assert.deepEqual(
      stored.map((s) => s.event),
      [event('a'), event('b')],
    );
    assert.equal(stored[1]!.id, 'kept-1');
    assert.match(stored[0]!.id, /^[0-9a-f-]{36}-0$/); // this instance's prefix, then the number
  });

  test('an empty write removes the key', () => {
    const storage = new MemoryStorage();
    const store = new EventStore(storage, KEY);
    store.write(held(entry(0, event('a'))));
    store.write(held());
    assert.equal(storage.getItem(KEY), null);
  });

  test("keeps other tabs' events, and takes over the ones it restored", () => {
    const storage = new MemoryStorage();
    const tab1 = new EventStore(storage, KEY);
    tab1.write(held(entry(0, event('one')), entry(1, event('two'))));
    const tab2 = new EventStore(storage, KEY);
    tab2.write(held(entry(0, event('three'))));
    assert.deepEqual(objectIDs(storage), ['one', 'two', 'three']);
    // A third instance restores them all: from then on they are its own to write (or not).
    const tab3 = new EventStore(storage, KEY);
    const restored = tab3.restore();
    assert.equal(restored.length, 3);
    tab3.write(held(entry(restored[1]!.id, restored[1]!.event)));
    assert.deepEqual(objectIDs(storage), ['two']);
  });

  test('corrupt or foreign content reads as no events', () => {
    const storage = new MemoryStorage();
    const store = new EventStore(storage, KEY);
    for (const text of ['{not json', '{"id":"x"}', '42', 'null']) {
      storage.map.set(KEY, text);
      assert.deepEqual(store.read(), [], text);
    }
    storage.map.set(
      KEY,
      JSON.stringify([{ id: 1, event: {} }, { id: 'ok', event: event('a') }, null]),
    );
    assert.deepEqual(store.read(), [{ id: 'ok', event: event('a') }]);
  });

  test('a write over the quota returns false; a blocked storage never throws', () => {
    const storage = new MemoryStorage();
    const store = new EventStore(storage, KEY);
    storage.quota = 10;
    assert.equal(store.write(held(entry(0, event('a')))), false);
    storage.quota = Infinity;
    storage.broken = true;
    assert.deepEqual(store.read(), []);
    assert.doesNotThrow(() => store.clear());
    assert.match(store.anonymousToken(true), /^anonymous-[0-9a-f-]{36}$/);
  });

  test('without a storage: writes succeed without asking for the events', () => {
    const store = new EventStore(null, KEY);
    assert.equal(
      store.write(() => assert.fail('not called')),
      true,
    );
    assert.deepEqual(store.read(), []);
  });

  test('anonymous token: kept only with `keep`, a stored invalid one replaced', () => {
    const storage = new MemoryStorage();
    const store = new EventStore(storage, KEY);
    const fresh = store.anonymousToken(false);
    assert.match(fresh, /^anonymous-/);
    assert.equal(storage.getItem(`${KEY}:token`), null);
    assert.notEqual(store.anonymousToken(false), fresh);
    const kept = store.anonymousToken(true);
    assert.equal(storage.getItem(`${KEY}:token`), kept);
    assert.equal(new EventStore(storage, KEY).anonymousToken(true), kept);
    storage.map.set(`${KEY}:token`, 'not a token!');
    assert.notEqual(store.anonymousToken(true), 'not a token!');
  });

  test('clear removes the events and the token', () => {
    const storage = new MemoryStorage();
    const store = new EventStore(storage, KEY);
    store.write(held(entry(0, event('a'))));
    store.anonymousToken(true);
    store.clear();
    assert.equal(storage.length, 0);
  });
});

describe('defaultStorage', () => {
  test('defaultStorage is null where there is no localStorage', () => {
    assert.equal(defaultStorage(), (globalThis as { localStorage?: Storage }).localStorage ?? null);
  });
});
