// Serialisation on its own: each event's JSON made once, exactly what JSON.stringify makes;
// bodies made of slices, exactly `JSON.stringify({events})`; the size limit of one event.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serialise, prepareBody, bodyBytes, jsonOf, type Serialisable } from './serialise.js';
import { LimitError } from '../api/errors.js';
import { BODY_OVERHEAD, MAX_BODY_BYTES, MAX_EVENTS_PER_BATCH } from '../api/rules/events.js';

const slot = (event: unknown): Serialisable => ({ event, json: '', at: 0, end: 0, size: 0 });
const bytes = (text: string) => new TextEncoder().encode(text).length;
const events = (n: number, name = (i: number) => `Event ${i}`) =>
  Array.from({ length: n }, (_, i) => ({ eventName: name(i), objectIDs: [`id-${i}`] }));

describe('serialise', () => {
  test("gives each event its JSON and UTF-8 size, in one string shared by a chunk's events", () => {
    const list = events(3, (i) => (i === 1 ? 'café ☕' : `Event ${i}`));
    const slots = list.map(slot);
    serialise(slots);
    slots.forEach((s, i) => {
      assert.equal(jsonOf(s), JSON.stringify(list[i]));
      assert.equal(s.size, bytes(jsonOf(s)));
      assert.equal(s.json, slots[0]!.json);
    });
    assert.equal(slots[0]!.json, list.map((e) => JSON.stringify(e)).join());
  });

  test('one string per chunk of MAX_EVENTS_PER_BATCH events', () => {
    const slots = events(MAX_EVENTS_PER_BATCH + 2).map(slot);
    serialise(slots);
    assert.equal(slots[MAX_EVENTS_PER_BATCH - 1]!.json, slots[0]!.json);
    assert.notEqual(slots[MAX_EVENTS_PER_BATCH]!.json, slots[0]!.json);
    assert.equal(slots[MAX_EVENTS_PER_BATCH]!.at, 0);
    slots.forEach((s) => assert.equal(jsonOf(s), JSON.stringify(s.event)));
  });

  test('an event holding the chunk separator `,null,` is still serialised exactly', () => {
    const list = events(5, (i) => (i === 2 ? 'a,null,b' : `Event ${i}`));
    const slots = list.map(slot);
    serialise(slots);
    slots.forEach((s, i) => assert.equal(jsonOf(s), JSON.stringify(list[i])));
  });

  test('refuses an event too large for a body on its own, naming its index, at the exact limit', () => {
    // An event whose body is MAX_BODY_BYTES - 1 bytes passes; one byte more does not.
    const empty = JSON.stringify({ p: '' }).length;
    const sized = (size: number) => ({ p: 'x'.repeat(size - empty) });
    const largest = MAX_BODY_BYTES - 1 - BODY_OVERHEAD;
    assert.doesNotThrow(() => serialise([slot(sized(largest))]));
    assert.throws(
      () => serialise([slot({ p: 1 }), slot(sized(largest + 1))], 10),
      (error: unknown) =>
        error instanceof LimitError &&
        error.limit === 'bodySize' &&
        /^Event 11 /.test(error.message),
    );
  });
});

describe('prepareBody', () => {
  test('is JSON.stringify({events}) of the batch, with its UTF-8 bytes', () => {
    const list = events(6, (i) => (i % 2 ? `Événement ${i}` : `Event ${i}`));
    const slots = list.map(slot);
    serialise(slots);
    const check = (batch: Serialisable[]) => {
      const prepared = prepareBody(batch);
      const expected = JSON.stringify({ events: batch.map((s) => s.event) });
      assert.equal(prepared.body, expected);
      assert.equal(prepared.bytes, bytes(expected));
    };
    check(slots); // one run: one slice
    check([slots[0]!, slots[2]!, slots[3]!, slots[5]!]); // gaps: several slices
    check([slots[4]!]);
  });

  test('joins events of different strings (queued in different calls)', () => {
    const a = events(2).map(slot);
    const b = events(2).map(slot);
    serialise(a);
    serialise(b);
    const batch = [a[1]!, b[0]!, b[1]!];
    assert.equal(prepareBody(batch).body, JSON.stringify({ events: batch.map((s) => s.event) }));
  });

  test('bodyBytes counts the envelope once and a comma per event', () => {
    assert.equal(bodyBytes(0), bytes('{"events":[]}') - 1);
    assert.equal(bodyBytes(2 + 1), bytes('{"events":[{}]}'));
    assert.equal(bodyBytes(2 + 1 + 2 + 1), bytes('{"events":[{},{}]}'));
  });
});
