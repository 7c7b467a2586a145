/**
 * Fuzzing of the insights queue (issue #17): arbitrary lists of events (valid ones from the
 * builders, hostile ones, oversized ones) sent through the real client to a local server that
 * answers each request with 200, a 4xx, a 5xx, an HTML page, a dropped connection or too late.
 *
 * - `send()` queues a call whose events are all valid and throws a typed `ApiError` (nothing
 *   queued) for one that holds an invalid or oversized event, never anything else;
 * - the server never receives an invalid event, nor a body of 2 MB or more;
 * - no valid event is lost: each is accepted (`sent`) or refused by a 4xx (`error`, dropped), at
 *   least once; no accepted batch holds an event twice; the queue ends empty.
 *
 * Node has no `localStorage`: the queue gets an in-memory `Storage`, as in
 * `src/insights/insights.unit.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createClient } from '../../../src/api/client.js';
import { ApiError, LimitError } from '../../../src/api/errors.js';
import { validateEventBySchema, withoutUndefined } from '../../../src/api/schemas/events.js';
import { MAX_BODY_BYTES } from '../../../src/api/rules/events.js';
import {
  InsightsQueue,
  type DroppedDetail,
  type ErrorDetail,
  type SentDetail,
} from '../../../src/insights/index.js';
import { validEvent } from './bodies.js';
import { anyValue, checkAsync, mutate, mutations, prototypeSnapshot } from './support.js';
import { startScripted, type Reply, type ScriptedServer } from './server.js';

const RUNS = 30;
const OK = JSON.stringify({ status: 200, message: 'OK' });

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
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
    this.map.set(key, value);
  }
}

/**
 * A large valid event: 20 object IDs of `size` characters (1.2 MB: two make two bodies; 2.2 MB:
 * refused when queued).
 */
const big = (size: number) => ({
  eventType: 'view',
  eventName: 'Big',
  index: 'products',
  objectIDs: Array.from({ length: 20 }, (_, i) => String(i).padEnd(size, 'x')),
});

/** An item of a `send()` call: valid, hostile (mostly invalid), large or oversized. */
const item: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: validEvent },
  { weight: 3, arbitrary: fc.tuple(validEvent, mutations()).map(([e, m]) => mutate(e, m)) },
  { weight: 1, arbitrary: anyValue() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, 'click', 42, [], {}) },
  { weight: 2, arbitrary: fc.constant(60_000).map(big) },
  { weight: 1, arbitrary: fc.constant(110_000).map(big) },
);

/** One answer of the service to one request. */
const reply: fc.Arbitrary<Reply> = fc.oneof(
  fc.constant({ status: 200, body: OK }),
  fc.constantFrom(400, 403, 422, 429).map((status) => ({
    status,
    body: JSON.stringify({ status, message: 'Refused' }),
  })),
  fc.constantFrom(500, 502, 503).map((status) => ({ status, body: 'Internal error' })),
  fc.constant({ status: 200, body: '<html>proxy</html>', type: 'text/html' }),
  fc.constant({ status: 200, body: OK, drop: true }),
  fc.constant({ status: 200, body: OK, delay: 300 }),
);

/** The event the queue makes of a draft (user token and timestamp filled in), for the oracle. */
const completed = (draft: unknown, userToken: string, now: number): unknown =>
  typeof draft === 'object' && draft !== null && !Array.isArray(draft)
    ? { userToken, timestamp: now, ...withoutUndefined(draft) }
    : draft;

function jsonBytes(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value) ?? '');
  } catch {
    return Infinity;
  }
}

let server: ScriptedServer;
before(async () => {
  server = await startScripted({ status: 200, body: OK });
});
after(() => server.close());

describe('fuzz: insights queue on arbitrary events and service behaviour', () => {
  it('never loses a valid event, never sends an invalid one, never throws untyped', async () => {
    const unchanged = prototypeSnapshot();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const seen = { refused: 0, accepted: 0, failures: 0, multiBatch: 0, dropped4xx: 0, limit: 0 };
    await checkAsync(
      fc.asyncProperty(
        fc.array(
          fc.record({
            items: fc.array(item, { minLength: 1, maxLength: 4 }),
            single: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(reply, { maxLength: 6 }),
        async (calls, replies) => {
          server.received.length = 0;
          server.script = [...replies];
          const client = createClient({
            appId: 'FUZZ',
            apiKey: 'fuzz-key',
            hosts: { events: server.url },
            timeouts: { connect: 100, read: 100, write: 150 },
            retries: 0,
          });
          const queue = new InsightsQueue({
            client,
            storage: new MemoryStorage(),
            flushDelay: 60_000,
            retry: { attempts: 2, minDelay: 1, maxDelay: 4 },
            // Room for the large events, so they make batches of many bodies (over it, the
            // oldest are dropped and reported: counted below as settled).
            maxStoredBytes: 16 * 1024 * 1024,
          });
          const sent: SentDetail[] = [];
          const errors: ErrorDetail[] = [];
          const dropped: DroppedDetail[] = [];
          queue.addEventListener('sent', (e) => sent.push(e.detail));
          queue.addEventListener('error', (e) => errors.push(e.detail));
          queue.addEventListener('dropped', (e) => dropped.push(e.detail));
          try {
            /** eventName → how many valid events of that name were queued. */
            const queued = new Map<string, number>();
            for (const { items: call, single } of calls) {
              const now = Date.now();
              const events = call.map((d) => completed(d, queue.userToken, now));
              const valid = events.every((e) => validateEventBySchema(e, now) === null);
              const fits = events.every((e) => jsonBytes(e) + 13 < MAX_BODY_BYTES);
              const before = queue.size;
              let thrown: unknown;
              try {
                // One draft alone, or a list (all or nothing).
                queue.send(
                  call.length === 1 && single && !Array.isArray(call[0])
                    ? (call[0] as never)
                    : (call as never),
                );
              } catch (error) {
                thrown = error;
              }
              if (valid && fits) {
                assert.equal(thrown, undefined, `refused a valid call: ${String(thrown)}`);
                assert.ok(queue.size <= before + call.length);
                for (const e of events) {
                  const name = (e as { eventName: string }).eventName;
                  queued.set(name, (queued.get(name) ?? 0) + 1);
                }
                seen.accepted++;
              } else {
                assert.ok(thrown instanceof ApiError, `untyped: ${String(thrown).slice(0, 200)}`);
                assert.equal(queue.size, before, 'part of a refused call was queued');
                if (valid) assert.ok(thrown instanceof LimitError, thrown.name);
                if (thrown instanceof LimitError) seen.limit++;
                seen.refused++;
              }
            }
            // Flush until every event is settled (the script runs out, then all is 200).
            for (let i = 0; i < 40 && queue.size > 0; i++) {
              await queue.flush().catch((error: unknown) => {
                assert.ok(error instanceof ApiError, `flush rejected with ${String(error)}`);
                seen.failures++;
              });
            }
            assert.equal(queue.size, 0, 'events left in the queue');

            // Nothing invalid, nothing too large reached the service.
            for (const r of server.received) {
              assert.ok(Buffer.byteLength(r.body) < MAX_BODY_BYTES, 'a body of 2 MB or more');
              const { events } = JSON.parse(r.body) as { events: unknown[] };
              assert.ok(events.length >= 1 && events.length <= 1000);
              for (const e of events) assert.equal(validateEventBySchema(e, Date.now()), null);
            }
            // Every valid event settled at least once; no accepted batch repeats an event.
            const settled = new Map<string, number>();
            const count = (events: readonly { eventName: string }[]) => {
              for (const e of events) settled.set(e.eventName, (settled.get(e.eventName) ?? 0) + 1);
            };
            for (const s of sent) {
              assert.equal(new Set(s.events).size, s.events.length, 'an event twice in a batch');
              count(s.events);
            }
            for (const e of errors.filter((d) => d.dropped)) {
              assert.ok(e.error instanceof ApiError);
              count(e.events);
              seen.dropped4xx++;
            }
            for (const d of dropped) count(d.events);
            for (const [name, n] of queued) {
              assert.ok((settled.get(name) ?? 0) >= n, `event ${name.slice(0, 40)} lost`);
            }
            if (sent.length > 1) seen.multiBatch++;
          } finally {
            queue.close();
          }
          unchanged();
        },
      ),
      RUNS,
      () => Object.values(seen).every((n) => n > 0),
    );
    process.off('unhandledRejection', onUnhandled);
    assert.deepEqual(unhandled, []);
    for (const [k, n] of Object.entries(seen)) assert.ok(n > 0, `no run had ${k}`);
  });
});
