// One source of truth: at each limit boundary of src/api/rules/, the emulator refuses exactly
// what the rules refuse, and so does the client (which refuses before sending). A limit changed
// in the rules moves all three together; a copy of a limit left behind fails here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { createClient } from '../../../src/api/client.js';
import { LimitError } from '../../../src/api/errors.js';
import type { InsightsEvent } from '../../../src/api/schemas/events.js';
import {
  MAX_BODY_BYTES,
  MAX_EVENTS_PER_BATCH,
  isBatchCountAllowed,
  isBodySizeAllowed,
} from '../../../src/api/rules/events.js';
import {
  GRANULARITIES,
  MAX_RANGE,
  PERIODS,
  isGranularity,
  isWithinMaxRange,
} from '../../../src/api/rules/usage.js';
import { DAY, KEYS, NOW, appId, call, clickEvent, range, start } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

/** A past day inside the emulator's window: ranges start here. */
const START = Math.floor(NOW / DAY) * DAY - 380 * DAY;

const client = (apiKey: string) =>
  createClient({
    appId: appId(),
    apiKey,
    hosts: { main: emulator.url, usage: emulator.url, events: emulator.url },
    retries: 0,
  });

/** Whether the client accepts a request: `true` when sent, `false` on a `LimitError`. */
async function clientAccepts(request: () => Promise<unknown>): Promise<boolean> {
  try {
    await request();
    return true;
  } catch (error) {
    if (error instanceof LimitError) return false;
    throw error;
  }
}

/** A one-event batch whose body is exactly `bytes` bytes. */
function batchOfSize(bytes: number): InsightsEvent[] {
  const event = { ...clickEvent(), objectIDs: [''] };
  const empty = Buffer.byteLength(JSON.stringify({ events: [event] }));
  event.objectIDs = ['x'.repeat(bytes - empty)];
  return [event as unknown as InsightsEvent];
}

describe('rules: events boundaries', () => {
  it('batch count: 0, 1, MAX, MAX + 1', async () => {
    const events = client(KEYS.search);
    for (const count of [0, 1, MAX_EVENTS_PER_BATCH, MAX_EVENTS_PER_BATCH + 1]) {
      const batch = Array.from({ length: count }, (_, i) => clickEvent(i));
      const res = await call(emulator.url, '/1/events', {
        method: 'POST',
        appId: appId(),
        key: KEYS.search,
        body: { events: batch },
      });
      const rules = isBatchCountAllowed(count);
      assert.equal(res.status, rules ? 200 : 422, `${count}: ${res.text}`);
      const sent = await clientAccepts(() =>
        events.sendEvents(batch as unknown as InsightsEvent[]),
      );
      assert.equal(sent, rules, `client, ${count} events`);
    }
  });

  it('body bytes: MAX_BODY_BYTES - 1 and MAX_BODY_BYTES', async () => {
    const events = client(KEYS.search);
    for (const bytes of [MAX_BODY_BYTES - 1, MAX_BODY_BYTES]) {
      const batch = batchOfSize(bytes);
      const raw = JSON.stringify({ events: batch });
      assert.equal(Buffer.byteLength(raw), bytes);
      const res = await call(emulator.url, '/1/events', {
        method: 'POST',
        appId: appId(),
        key: KEYS.search,
        raw,
      });
      const rules = isBodySizeAllowed(bytes);
      assert.equal(res.status, rules ? 200 : 413, `${bytes} bytes`);
      assert.equal(await clientAccepts(() => events.sendEvents(batch)), rules, `client, ${bytes}`);
    }
  });
});

describe('rules: usage boundaries', () => {
  it('each granularity at its longest range and 1 ms beyond; unknown granularities', async () => {
    const usage = client(KEYS.usage);
    for (const granularity of [...GRANULARITIES, 'weekly', 'HOURLY']) {
      const longest = isGranularity(granularity) ? MAX_RANGE[granularity] : DAY;
      for (const end of [START + longest, START + longest + 1]) {
        const rules = isGranularity(granularity) && isWithinMaxRange(granularity, START, end);
        const res = await call(emulator.url, `/1/usage/records${range(START, end, granularity)}`, {
          key: KEYS.usage,
        });
        const label = `${granularity}, ${end - START} ms`;
        assert.equal(res.status, rules ? 200 : 422, `${label}: ${res.text}`);
        const sent = await clientAccepts(() =>
          usage.getUsage({
            statistic: 'records',
            startDate: new Date(START),
            endDate: new Date(end),
            granularity: granularity as 'daily',
          }),
        );
        assert.equal(sent, rules, `client, ${label}`);
      }
    }
  });

  it('every period maps to a range the emulator accepts', async () => {
    const usage = client(KEYS.usage);
    for (const period of PERIODS) {
      const result = await usage.getUsage({ statistic: 'records', period, now: new Date(NOW) });
      assert.ok(result, period);
    }
  });
});
