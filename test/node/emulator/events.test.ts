import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { MAX_BODY_BYTES } from '../../../src/api/schemas/events.js';
import { DAY, KEYS, NOW, appId, call, clickEvent, start, testRoute } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

const post = (app: string, body: unknown, raw?: string) =>
  call(emulator.url, '/1/events', { method: 'POST', appId: app, key: KEYS.search, body, raw });

const accepted = async (app: string) =>
  (await testRoute(emulator.url, 'GET', `/__emulator/events?appId=${app}`)).json
    .events as unknown[];

/** A valid one-event body of exactly `bytes` bytes (the padding goes in an object ID). */
function bodyOfSize(bytes: number): string {
  const event = { ...clickEvent(), objectIDs: [''] };
  const empty = JSON.stringify({ events: [event] });
  event.objectIDs = ['x'.repeat(bytes - Buffer.byteLength(empty))];
  const text = JSON.stringify({ events: [event] });
  assert.equal(Buffer.byteLength(text), bytes);
  return text;
}

describe('events: batches', () => {
  it('accepts a gzip-compressed body, as the official clients send it with compression on', async () => {
    const app = appId();
    const raw = gzipSync(JSON.stringify({ events: [clickEvent(3)] }));
    const headers = { 'content-encoding': 'gzip' };
    const res = await call(emulator.url, '/1/events', {
      method: 'POST',
      appId: app,
      key: KEYS.search,
      raw,
      headers,
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await accepted(app), [clickEvent(3)]);
    const broken = await call(emulator.url, '/1/events', {
      method: 'POST',
      appId: app,
      key: KEYS.search,
      raw: 'not gzip',
      headers,
    });
    assert.equal(broken.status, 400);
    // A bomb: small as sent, over the limit once decompressed.
    const bomb = gzipSync(bodyOfSize(MAX_BODY_BYTES));
    assert.ok(bomb.length < 100_000);
    const big = await call(emulator.url, '/1/events', {
      method: 'POST',
      appId: app,
      key: KEYS.search,
      raw: bomb,
      headers,
    });
    assert.equal(big.status, 413);
  });

  it('accepts a valid event and keeps it', async () => {
    const app = appId();
    const res = await post(app, { events: [clickEvent(7)] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, { status: 200, message: 'OK' });
    assert.deepEqual(await accepted(app), [clickEvent(7)]);
  });

  it('accepts 1000 events, refuses 0 and 1001', async () => {
    const app = appId();
    const many = (n: number) => Array.from({ length: n }, (_, i) => clickEvent(i));
    assert.equal((await post(app, { events: many(1000) })).status, 200);
    const tooMany = await post(app, { events: many(1001) });
    assert.equal(tooMany.status, 422);
    assert.deepEqual(tooMany.json, {
      status: 422,
      message: 'Cannot process more than 1000 events in a batch',
    });
    const none = await post(app, { events: [] });
    assert.equal(none.status, 422);
    assert.match(none.json.message, /at least 1 event/);
    assert.equal((await accepted(app)).length, 1000);
  });

  it('accepts a body of 2 MB minus 1 byte, refuses 2 MB with 413', async () => {
    const app = appId();
    const under = await post(app, undefined, bodyOfSize(MAX_BODY_BYTES - 1));
    assert.equal(under.status, 200, under.text);
    const at = await post(app, undefined, bodyOfSize(MAX_BODY_BYTES));
    assert.equal(at.status, 413);
    assert.equal(at.json.status, 413);
    assert.match(at.json.message, /2 MB/);
    const far = await post(app, undefined, bodyOfSize(MAX_BODY_BYTES * 3));
    assert.equal(far.status, 413);
    assert.equal((await accepted(app)).length, 1);
  });

  it('refuses bodies that are not an events batch', async () => {
    const app = appId();
    assert.equal((await post(app, undefined, '{"events": [')).status, 400);
    assert.equal((await post(app, undefined, '')).status, 400);
    for (const body of [{}, { events: 'x' }, [clickEvent()], null]) {
      const res = await post(app, body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.match(res.json.message, /"events" array/);
    }
  });
});

describe('events: validation names the first problem', () => {
  it('names the index and the field, and refuses the whole batch', async () => {
    const app = appId();
    const events = [
      clickEvent(0),
      clickEvent(1),
      clickEvent(2),
      { ...clickEvent(3), queryID: 'XYZ' },
      { ...clickEvent(4), userToken: '' },
    ];
    const res = await post(app, { events });
    assert.equal(res.status, 422);
    assert.equal(res.json.status, 422);
    assert.match(res.json.message, /index 3/);
    assert.match(res.json.message, /queryID/);
    assert.deepEqual(await accepted(app), []);
  });

  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['an event name over 64 characters', { eventName: 'x'.repeat(65) }, /eventName/],
    ['an unknown event type', { eventType: 'hover' }, /eventType/],
    ['a user token with a space', { userToken: 'a b' }, /userToken/],
    ['a position of 0', { positions: [0] }, /positions\[0\]/],
    [
      '21 object IDs',
      {
        objectIDs: Array.from({ length: 21 }, (_, i) => `o${i}`),
        positions: Array.from({ length: 21 }, (_, i) => i + 1),
      },
      /objectIDs/,
    ],
    ['a timestamp 31 days old', { timestamp: NOW - 31 * DAY }, /timestamp/],
    ['objectIDs and filters', { filters: ['brand:Acme'] }, /filters/],
  ];
  for (const [label, patch, field] of cases) {
    it(`refuses ${label}`, async () => {
      const res = await post(appId(), { events: [{ ...clickEvent(), ...patch }] });
      assert.equal(res.status, 422, res.text);
      assert.match(res.json.message, /index 0/);
      assert.match(res.json.message, field);
    });
  }

  it('accepts boundary values: a 64-character name, 20 objects, a timestamp 30 days old', async () => {
    const res = await post(appId(), {
      events: [
        { ...clickEvent(), eventName: 'x'.repeat(64), timestamp: NOW - 30 * DAY },
        {
          ...clickEvent(),
          objectIDs: Array.from({ length: 20 }, (_, i) => `o${i}`),
          positions: Array.from({ length: 20 }, (_, i) => i + 1),
        },
      ],
    });
    assert.equal(res.status, 200, res.text);
  });
});

describe('events: isolation between application ids', () => {
  it('keeps each application id its own log, and clears it', async () => {
    const [a, b] = [appId(), appId()];
    await post(a, { events: [clickEvent(1)] });
    await post(b, { events: [clickEvent(2), clickEvent(3)] });
    assert.deepEqual(await accepted(a), [clickEvent(1)]);
    assert.deepEqual(await accepted(b), [clickEvent(2), clickEvent(3)]);
    const cleared = await testRoute(emulator.url, 'DELETE', `/__emulator/events?appId=${a}`);
    assert.equal(cleared.json.cleared.events, 1);
    assert.deepEqual(await accepted(a), []);
    assert.equal((await accepted(b)).length, 2);
  });
});
