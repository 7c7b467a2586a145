// 100,000 insights events through our pipeline vs plain JSON.stringify of the same events.
//
// Ours is the real code path, with the network replaced: an `InsightsQueue` (no storage) gets
// all the events in one `send()` (each one validated and sized), then `flush()` batches them
// (at most 1000 per batch, bodies under 2 MB) and hands each batch to the real `sendEvents`
// endpoint function (which validates the batch again and serialises it), whose transport answers
// at once instead of posting. The peer serialises the same events, split into the same number of
// 1000-event bodies, with `JSON.stringify` and nothing else.
import type { ClientCore } from '../src/api/core.js';
import { sendEvents } from '../src/api/endpoints/events.js';
import type { InsightsEvent } from '../src/api/schemas/events.js';
import { InsightsQueue } from '../src/insights/queue.js';
import { alternate, type BenchRow } from './harness.js';

const EVENTS = 100_000;
const PER_BATCH = 1_000;
const ROUNDS = 7;

/** A mix of the common variants, complete (user token, timestamp) so both sides serialise alike. */
function makeEvents(now: number): InsightsEvent[] {
  const hex = (n: number) => n.toString(16).padStart(32, '0');
  return Array.from({ length: EVENTS }, (_, i): InsightsEvent => {
    const common = { userToken: `user-${i % 997}`, timestamp: now - (i % 86_400) * 1000 };
    const objectIDs = [`product-${i % 2400}`, `product-${(i * 7) % 2400}`];
    switch (i % 4) {
      case 0:
        return {
          ...common,
          eventType: 'click',
          eventName: 'Product Clicked',
          index: 'products',
          queryID: hex(i),
          objectIDs,
          positions: [1 + (i % 20), 2 + (i % 20)],
        };
      case 1:
        return {
          ...common,
          eventType: 'conversion',
          eventSubtype: 'addToCart',
          eventName: 'Added To Cart',
          index: 'products',
          queryID: hex(i),
          objectIDs,
          objectData: [
            { price: 19.99, quantity: 1 },
            { price: '5.50', quantity: 2, discount: 1 },
          ],
          value: 30.99,
          currency: 'EUR',
        };
      case 2:
        return {
          ...common,
          eventType: 'view',
          eventName: 'Products Viewed',
          index: 'products',
          objectIDs,
        };
      default:
        return {
          ...common,
          eventType: 'click',
          eventName: 'Filter Clicked',
          index: 'products',
          filters: ['brand:Acme%20Corp', `color:${i % 2 ? 'red' : 'blue'}`],
        };
    }
  });
}

/** A client core whose transport accepts every request at once: no network, no parsing cost. */
const core = {
  appId: 'BENCH',
  hosts: { main: [], usage: [], events: ['http://127.0.0.1:1'] },
  transport: { request: () => Promise.resolve({ status: 200, message: 'OK' }) },
} as unknown as ClientCore;

window.bench = async (): Promise<BenchRow[]> => {
  const events = makeEvents(Date.now());
  let sink = 0;

  const ours = async () => {
    let batches = 0;
    const start = performance.now();
    const queue = new InsightsQueue({
      client: {
        appId: core.appId,
        sendEvents: (batch, options) => {
          batches += 1;
          return sendEvents(core, batch, options);
        },
      },
      storage: null,
      userToken: 'bench-user',
      flushDelay: 60_000,
      maxStoredBytes: Infinity,
    });
    queue.send(events);
    await queue.flush();
    const time = performance.now() - start;
    queue.close();
    if (batches !== EVENTS / PER_BATCH || queue.size) {
      throw new Error(`bench: ${batches} batches, ${queue.size} events left`);
    }
    return time;
  };

  const peer = () => {
    const start = performance.now();
    for (let i = 0; i < EVENTS; i += PER_BATCH) {
      sink += JSON.stringify({ events: events.slice(i, i + PER_BATCH) }).length;
    }
    return performance.now() - start;
  };

  const result = await alternate(ROUNDS, ours, peer, 2);
  if (!sink) throw new Error('bench: nothing serialised');
  return [
    {
      measure: `validate, batch and serialise ${EVENTS.toLocaleString('en')} events (ours: InsightsQueue + sendEvents, no network; peer: JSON.stringify per ${PER_BATCH}-event body)`,
      ours: result.ours,
      peer: result.peer,
      unit: 'ms',
      budget: { text: '≤ 3× JSON.stringify', maxRatio: 3 },
    },
  ];
};
