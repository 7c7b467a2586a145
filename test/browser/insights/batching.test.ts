import { expect } from '@open-wc/testing';
import {
  clickedObjectIDs,
  MAX_BODY_BYTES,
  type InsightsEvent,
  type SentDetail,
} from '../../../src/insights/index.js';
import { acceptedEvents } from '../../support/emulator.js';
import { setup, cleanup, next } from './setup.js';

const click = (i: number) =>
  clickedObjectIDs({ eventName: 'Clicked', index: 'products', objectIDs: [`id-${i}`] });
const many = (n: number) => Array.from({ length: n }, (_, i) => click(i));

/** A click whose JSON, once the queue adds `userToken: 'user-1'` and a timestamp, is `size` bytes. */
function eventOfSize(size: number) {
  const event = clickedObjectIDs({ eventName: 'Big', index: 'products', objectIDs: ['x'] });
  const base = JSON.stringify({ ...event, userToken: 'user-1', timestamp: Date.now() }).length;
  return { ...event, objectIDs: ['x'.repeat(1 + size - base)] };
}

/** Collects the batch sizes of the `sent` events. */
function batchSizes(q: EventTarget): number[] {
  const sizes: number[] = [];
  q.addEventListener('sent', (e) =>
    sizes.push((e as CustomEvent<SentDetail>).detail.events.length),
  );
  return sizes;
}

describe('insights: batches', () => {
  afterEach(cleanup);

  it('sends 1000 waiting events at once, without waiting for the delay', async () => {
    const { appId, queue, posts } = setup();
    const q = queue({ flushDelay: 60_000 });
    q.send(many(999));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await posts()).to.have.length(0);
    const sent = next(q, 'sent');
    q.send(click(999));
    expect((await sent).events).to.have.length(1000);
    expect(await posts()).to.have.length(1);
    expect(await acceptedEvents(appId)).to.have.length(1000);
  });

  it('splits 1001 events into 1000 now and 1 after the delay', async () => {
    const { appId, queue, posts } = setup();
    const q = queue({ flushDelay: 300 });
    const sizes = batchSizes(q);
    q.send(many(1001));
    await next(q, 'sent');
    // The full batch left at once; the one left over waits for the delay.
    expect(sizes).to.deep.equal([1000]);
    expect(q.size).to.equal(1);
    await next(q, 'sent');
    expect(sizes).to.deep.equal([1000, 1]);
    expect(await posts()).to.have.length(2);
    const accepted = (await acceptedEvents(appId)) as InsightsEvent[];
    expect(accepted.map((e) => 'objectIDs' in e && e.objectIDs![0])).to.deep.equal(
      many(1001).map((e) => e.objectIDs[0]),
    );
  });

  it('sends waiting events after the delay', async () => {
    const { appId, queue } = setup();
    const q = queue({ flushDelay: 150 });
    const sizes = batchSizes(q);
    q.send(click(1));
    q.send(click(2));
    // Both wait (nothing sent on the spot), then leave together in one batch.
    await Promise.resolve();
    expect([q.size, sizes]).to.deep.equal([2, []]);
    expect((await next(q, 'sent')).events).to.have.length(2);
    expect(await acceptedEvents(appId)).to.have.length(2);
  });

  it('keeps a body of 2 MB minus one byte in one batch', async () => {
    const { appId, queue, posts } = setup();
    // Above the default 1 MiB of waiting events kept (which would drop the oldest).
    const q = queue({ maxStoredBytes: 4 * 1024 * 1024 });
    const sizes = batchSizes(q);
    // Body: {"events":[e1,…,e21]} = 13 bytes + the events + 20 commas.
    const events = Array.from({ length: 20 }, () => eventOfSize(100_000));
    events.push(eventOfSize(MAX_BODY_BYTES - 1 - (13 + 20 * 100_000 + 20)));
    q.send(events);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await posts(), 'not full: waits').to.have.length(0);
    await q.flush();
    expect(sizes).to.deep.equal([21]);
    expect(await acceptedEvents(appId)).to.have.length(21);
  });

  it('splits before the body reaches 2 MB', async () => {
    const { appId, queue, posts } = setup();
    const q = queue({ maxStoredBytes: 4 * 1024 * 1024 });
    const sizes = batchSizes(q);
    const events = Array.from({ length: 20 }, () => eventOfSize(100_000));
    events.push(eventOfSize(MAX_BODY_BYTES - (13 + 20 * 100_000 + 20)));
    const sent = next(q, 'sent');
    q.send(events);
    // The first 20 make a full batch and leave at once; the 21st waits for the delay or flush.
    expect((await sent).events).to.have.length(20);
    expect(q.size).to.equal(1);
    await q.flush();
    expect(sizes).to.deep.equal([20, 1]);
    expect(await posts()).to.have.length(2);
    expect(await acceptedEvents(appId)).to.have.length(21);
  });
});
