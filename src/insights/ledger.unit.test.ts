// The ledger on its own: what is held, what waits, the running totals, batches taken under a
// byte limit, expiry, trimming and compaction.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Ledger, entry, type Entry } from './ledger.js';
import { serialise } from './serialise.js';
import { BODY_OVERHEAD, MAX_EVENTS_PER_BATCH, isBodySizeAllowed } from '../api/rules/events.js';
import type { InsightsEvent } from '../api/schemas/events.js';

const event = (n: number, extra: Record<string, unknown> = {}) =>
  ({
    eventType: 'view',
    eventName: 'Viewed',
    index: 'products',
    userToken: 'u',
    objectIDs: [`id-${n}`],
    timestamp: 1_000 + n,
    ...extra,
  }) as InsightsEvent;

/** `count` entries serialised together, as `send()` queues them. */
function queued(count: number, extra?: Record<string, unknown>): Entry[] {
  const entries = Array.from({ length: count }, (_, i) => entry(i, event(i, extra), ''));
  serialise(entries);
  return entries;
}

const all = () => true;
const ids = (entries: readonly Entry[]) => entries.map((e) => e.id);
/** What a body of these entries weighs, computed from their JSON. */
const weight = (entries: readonly Entry[]) =>
  new TextEncoder().encode(
    JSON.stringify({ events: entries.map((e) => JSON.parse(e.json.slice(e.at, e.end))) }),
  ).length;

describe('Ledger', () => {
  test('counts held and waiting entries and the bytes of one body of all that wait', () => {
    const ledger = new Ledger();
    assert.equal(ledger.count, 0);
    assert.equal(ledger.waiting, 0);
    assert.equal(ledger.waitingBody, BODY_OVERHEAD - 1);
    const entries = queued(3);
    for (const e of entries) ledger.add(e);
    assert.equal(ledger.count, 3);
    assert.equal(ledger.waiting, 3);
    assert.equal(ledger.waitingBody, weight(entries));
  });

  test('an entry serialised on its own (restored) has the same JSON and size', () => {
    const [together] = queued(1, { index: 'produits 🛒' });
    const alone = entry('stored-1', event(0, { index: 'produits 🛒' }));
    assert.equal(alone.json, together!.json.slice(together!.at, together!.end));
    assert.equal(alone.size, together!.size);
    assert.equal(alone.size, new TextEncoder().encode(alone.json).length);
  });

  test('marking entries busy takes them out of the waiting totals, and back', () => {
    const ledger = new Ledger();
    const entries = queued(4);
    for (const e of entries) ledger.add(e);
    ledger.mark(entries.slice(0, 2), true);
    assert.equal(ledger.waiting, 2);
    assert.equal(ledger.count, 4);
    assert.equal(ledger.waitingBody, weight(entries.slice(2)));
    ledger.mark(entries.slice(0, 2), true); // twice: no change
    assert.equal(ledger.waiting, 2);
    assert.deepEqual(ids(ledger.list()), [2, 3]);
    assert.deepEqual(ids(ledger.list(true)), [0, 1, 2, 3]);
    ledger.release();
    assert.equal(ledger.waiting, 4);
    assert.equal(ledger.waitingBody, weight(entries));
  });

  test('take: the oldest waiting entries, skipping busy ones, without marking them', () => {
    const ledger = new Ledger();
    const entries = queued(5);
    for (const e of entries) ledger.add(e);
    ledger.mark([entries[1]!], true);
    const { batch, full, expired } = ledger.take(all, 0);
    assert.deepEqual(ids(batch), [0, 2, 3, 4]);
    assert.equal(full, false);
    assert.deepEqual(expired, []);
    assert.equal(ledger.waiting, 4);
  });

  test('take: stops before the entry whose body would not fit, and says the batch is full', () => {
    const ledger = new Ledger();
    const entries = queued(5);
    for (const e of entries) ledger.add(e);
    const limit = weight(entries.slice(0, 3));
    const { batch, full } = ledger.take((bytes) => bytes <= limit, 0);
    assert.deepEqual(ids(batch), [0, 1, 2]);
    assert.equal(full, true);
    // One byte less: the third one no longer fits.
    assert.deepEqual(ids(ledger.take((bytes) => bytes < limit, 0).batch), [0, 1]);
  });

  test('take: at most MAX_EVENTS_PER_BATCH entries; a batch of exactly that many is full', () => {
    const ledger = new Ledger();
    for (const e of queued(MAX_EVENTS_PER_BATCH + 1)) ledger.add(e);
    const first = ledger.take(isBodySizeAllowed, 0);
    assert.equal(first.batch.length, MAX_EVENTS_PER_BATCH);
    assert.equal(first.full, true);
    ledger.remove(first.batch);
    const rest = ledger.take(isBodySizeAllowed, 0);
    assert.equal(rest.batch.length, 1);
    assert.equal(rest.full, false);
  });

  test('take: entries older than `oldest` are set apart, not batched', () => {
    const ledger = new Ledger();
    for (const e of queued(4)) ledger.add(e); // timestamps 1000 … 1003
    const { batch, expired } = ledger.take(all, 1002);
    assert.deepEqual(ids(expired), [0, 1]);
    assert.deepEqual(ids(batch), [2, 3]);
  });

  test('remove: updates every total, twice is harmless, and compacts past half', () => {
    const ledger = new Ledger();
    const entries = queued(6);
    for (const e of entries) ledger.add(e);
    ledger.mark(entries.slice(0, 2), true);
    ledger.remove(entries.slice(0, 2));
    assert.equal(ledger.count, 4);
    assert.equal(ledger.waiting, 4);
    assert.equal(ledger.waitingBody, weight(entries.slice(2)));
    ledger.remove(entries.slice(0, 2));
    assert.equal(ledger.count, 4);
    ledger.remove([entries[4]!]); // not at the head: skipped until compaction
    assert.deepEqual(ids(ledger.list(true)), [2, 3, 5]);
    ledger.remove([entries[2]!, entries[3]!]);
    assert.deepEqual(ids(ledger.list(true)), [5]);
    assert.deepEqual(ids(ledger.take(all, 0).batch), [5]);
    assert.ok(entries.slice(0, 5).every((e) => e.done));
  });

  test('excess: the oldest waiting entries to drop to get under a byte cap', () => {
    const ledger = new Ledger();
    const entries = queued(4);
    for (const e of entries) ledger.add(e);
    const size = entries[0]!.size; // all the same size here
    assert.deepEqual(ledger.excess(4 * size), []);
    assert.deepEqual(ids(ledger.excess(4 * size - 1)), [0]);
    assert.deepEqual(ids(ledger.excess(2 * size)), [0, 1]);
    ledger.mark([entries[0]!], true); // in a request: never dropped
    assert.deepEqual(ids(ledger.excess(2 * size)), [1, 2]);
  });

  test('clear: nothing held, every entry done', () => {
    const ledger = new Ledger();
    const entries = queued(3);
    for (const e of entries) ledger.add(e);
    ledger.clear();
    assert.equal(ledger.count, 0);
    assert.equal(ledger.waiting, 0);
    assert.equal(ledger.waitingBody, BODY_OVERHEAD - 1);
    assert.deepEqual(ledger.list(true), []);
    assert.ok(entries.every((e) => e.done));
  });
});
