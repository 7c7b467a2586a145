// `sendEvents` on its own, with a transport that records requests: the batch and body limits of
// the rules, the keepalive limit, and a body passed `prepared` (what the insights queue does).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { sendEvents } from './events.js';
import type { ClientCore } from '../core.js';
import { LimitError, EventValidationError } from '../errors.js';
import type { InsightsEvent } from '../schemas/events.js';
import {
  MAX_EVENTS_PER_BATCH,
  MAX_BODY_BYTES,
  KEEPALIVE_MAX_BYTES,
  utf8Length,
} from '../rules/events.js';

interface Recorded {
  body?: string;
  keepalive?: boolean;
}

function recordingCore() {
  const requests: Recorded[] = [];
  const core = {
    appId: 'APP',
    hosts: { main: [], usage: [], events: ['http://127.0.0.1:1'] },
    transport: {
      request: (req: Recorded) => (
        requests.push(req),
        Promise.resolve({ status: 200, message: 'OK' })
      ),
    },
  } as unknown as ClientCore;
  return { core, requests };
}

const event = (objectID = 'a') =>
  ({
    eventType: 'view',
    eventName: 'Viewed',
    index: 'products',
    userToken: 'user-1',
    objectIDs: [objectID],
  }) as InsightsEvent;

/** One event whose batch body is exactly `bytes` bytes. */
function batchOfSize(bytes: number): InsightsEvent[] {
  const empty = utf8Length(JSON.stringify({ events: [event('')] }));
  const batch = [event('x'.repeat(bytes - empty))];
  assert.equal(utf8Length(JSON.stringify({ events: batch })), bytes);
  return batch;
}

const isLimit = (limit: string) => (e: unknown) => e instanceof LimitError && e.limit === limit;

describe('sendEvents', () => {
  test('batch count: 1 to MAX_EVENTS_PER_BATCH, refused before sending otherwise', async () => {
    const { core, requests } = recordingCore();
    await assert.rejects(sendEvents(core, []), isLimit('events'));
    await assert.rejects(
      sendEvents(
        core,
        Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event()),
      ),
      isLimit('events'),
    );
    assert.equal(requests.length, 0);
    await sendEvents(
      core,
      Array.from({ length: MAX_EVENTS_PER_BATCH }, () => event()),
    );
    assert.equal(requests.length, 1);
  });

  test('body bytes: MAX_BODY_BYTES - 1 is sent, MAX_BODY_BYTES is refused', async () => {
    const { core, requests } = recordingCore();
    await sendEvents(core, batchOfSize(MAX_BODY_BYTES - 1));
    await assert.rejects(sendEvents(core, batchOfSize(MAX_BODY_BYTES)), isLimit('bodySize'));
    assert.equal(requests.length, 1);
  });

  test('keepalive only for bodies within KEEPALIVE_MAX_BYTES', async () => {
    const { core, requests } = recordingCore();
    await sendEvents(core, batchOfSize(KEEPALIVE_MAX_BYTES), { keepalive: true });
    await sendEvents(core, batchOfSize(KEEPALIVE_MAX_BYTES + 1), { keepalive: true });
    await sendEvents(core, batchOfSize(200));
    assert.deepEqual(
      requests.map((r) => r.keepalive),
      [true, false, undefined],
    );
  });

  test('validates every event of a batch it did not prepare', async () => {
    const { core, requests } = recordingCore();
    const bad = { ...event(), positions: [1] } as unknown as InsightsEvent;
    await assert.rejects(
      sendEvents(core, [event(), bad]),
      (e: unknown) => e instanceof EventValidationError && e.index === 1,
    );
    assert.equal(requests.length, 0);
  });

  test('a prepared body is sent as it is, without validating or serialising again', async () => {
    const { core, requests } = recordingCore();
    const batch = [event('a'), event('b')];
    const body = JSON.stringify({ events: batch });
    await sendEvents(core, batch, { prepared: { body, bytes: utf8Length(body) } });
    assert.equal(requests[0]!.body, body);
    // The caller vouches for it: events are not looked at (this one would fail validation).
    const bad = [{ ...event(), positions: [1] }] as unknown as InsightsEvent[];
    await sendEvents(core, bad, { prepared: { body: 'as prepared', bytes: 11 } });
    assert.equal(requests[1]!.body, 'as prepared');
  });

  test('a prepared body is still held to the batch, body and keepalive limits', async () => {
    const { core, requests } = recordingCore();
    const prepared = (bytes: number) => ({ body: '{}', bytes });
    await assert.rejects(sendEvents(core, [], { prepared: prepared(10) }), isLimit('events'));
    await assert.rejects(
      sendEvents(core, [event()], { prepared: prepared(MAX_BODY_BYTES) }),
      isLimit('bodySize'),
    );
    await sendEvents(core, [event()], {
      prepared: prepared(KEEPALIVE_MAX_BYTES + 1),
      keepalive: true,
    });
    assert.deepEqual(
      requests.map((r) => r.keepalive),
      [false],
    );
  });
});
