import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { clickedObjectIDs, type ErrorDetail } from '../../../src/insights/index.js';
import { KEEPALIVE_MAX_BYTES } from '../../../src/api/rules/events.js';
import { HttpError, TimeoutError, NetworkError } from '../../../src/api/errors.js';
import {
  acceptedEvents,
  clearFaults,
  injectFault,
  keys,
  makeClient,
} from '../../support/emulator.js';
import { setup, cleanup, next } from './setup.js';

const click = (id: string, eventName = 'Clicked') =>
  clickedObjectIDs({ eventName, index: 'products', objectIDs: [id] });
const stored = (appId: string) =>
  JSON.parse(localStorage.getItem(`search-ui-insights:${appId}`) ?? '[]') as unknown[];
const ids = (events: unknown[]) => events.map((e) => (e as { objectIDs: string[] }).objectIDs[0]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('insights: delivery', () => {
  afterEach(cleanup);

  it('retries a 5xx with backoff until accepted', async () => {
    const { appId, queue, posts } = setup();
    await injectFault(appId, { route: 'events', status: 503, times: 2 });
    const q = queue({ retry: { attempts: 3, minDelay: 50, maxDelay: 200 } });
    q.send(click('a'));
    await q.flush();
    // Three requests (the waits between them are backoffDelay's, checked in backoff.unit.test.ts).
    expect(await posts()).to.have.length(3);
    expect(ids(await acceptedEvents(appId))).to.deep.equal(['a']);
    expect(stored(appId)).to.deep.equal([]);
  });

  it('retries after a timeout, and reports when the retries run out', async () => {
    const client = makeClient({
      apiKey: keys.search,
      retries: 0,
      timeouts: { connect: 100, write: 500 },
    });
    const { appId, queue, posts } = setup(client);
    // The emulator answers after 2 s: the client gives up at 600 ms. (600 ms, not less: the
    // last, healthy answer must come back within it on a busy WebKit too.)
    await injectFault(appId, { route: 'events', latency: 2000, status: 503, times: 2 });
    const q = queue({ retry: { attempts: 1, minDelay: 10, maxDelay: 10 } });
    const errors: ErrorDetail[] = [];
    q.addEventListener('error', (e) => errors.push(e.detail));
    q.send(click('slow'));
    let failure: unknown;
    await q.flush().catch((e: unknown) => (failure = e));
    expect(failure).to.be.instanceOf(TimeoutError);
    expect(errors).to.have.length(1);
    expect(errors[0]!.dropped).to.equal(false);
    expect(errors[0]!.message).to.match(/timed out/);
    expect(ids(errors[0]!.events)).to.deep.equal(['slow']);
    expect(ids(stored(appId).map((s) => (s as { event: unknown }).event))).to.deep.equal(['slow']);
    // The events were kept: the next flush delivers them.
    await q.flush();
    expect(await posts()).to.have.length(3);
    expect(ids(await acceptedEvents(appId))).to.deep.equal(['slow']);
  });

  it('reports a 422 with the service message and the events, without retrying', async () => {
    const { appId, queue, posts } = setup();
    const message = 'eventName: the service refuses it';
    await injectFault(appId, { route: 'events', status: 422, body: { status: 422, message } });
    const q = queue();
    const error = next(q, 'error');
    q.send([click('a'), click('b')]);
    await q.flush();
    const detail = (await error) as ErrorDetail;
    expect(detail.dropped).to.equal(true);
    expect(detail.message).to.equal(message);
    expect(detail.error).to.be.instanceOf(HttpError);
    expect((detail.error as HttpError).status).to.equal(422);
    expect(ids(detail.events)).to.deep.equal(['a', 'b']);
    expect(await posts()).to.have.length(1);
    expect(q.size).to.equal(0);
    expect(stored(appId)).to.deep.equal([]);
    await settle();
    expect(localStorage.getItem(`search-ui-insights:${appId}`)).to.equal(null);
  });

  it('keeps events across a reload while the service is down, and delivers them after', async () => {
    const { appId, queue, posts } = setup();
    await injectFault(appId, { route: 'events', drop: true, times: 0 });
    const first = queue({ retry: { attempts: 1, minDelay: 10, maxDelay: 10 } });
    first.send([click('a'), click('b')]);
    let failure: unknown;
    await first.flush().catch((e: unknown) => (failure = e));
    expect(failure).to.be.instanceOf(NetworkError);
    first.close(); // the page goes away
    expect(stored(appId)).to.have.length(2);

    // The next page: the service still answers 503 when it starts.
    await clearFaults(appId);
    await injectFault(appId, { route: 'events', status: 503, times: 0 });
    const second = queue({ flushDelay: 20, retry: { attempts: 1, minDelay: 10, maxDelay: 10 } });
    const failed = next(second, 'error');
    // It takes over the backlog once the first queue's lock is free (tabs.ts).
    await waitUntil(() => second.size === 2, 'the backlog taken over', { interval: 1 });
    const error = (await failed) as ErrorDetail;
    expect(error.dropped).to.equal(false);
    expect(stored(appId)).to.have.length(2);
    expect(await acceptedEvents(appId)).to.have.length(0);

    await clearFaults(appId);
    const attempts = (await posts()).length;
    // Two by each queue (a dropped connection may also be retried once by the browser itself).
    expect(attempts).to.be.at.least(4);
    second.send(click('c'));
    await second.flush();
    expect(ids(await acceptedEvents(appId))).to.deep.equal(['a', 'b', 'c']);
    expect((await posts()).length).to.equal(attempts + 1);
    await settle();
    expect(stored(appId)).to.deep.equal([]);
  });

  it('sends nothing after opt-out, and clears its storage', async () => {
    const { appId, queue, posts } = setup();
    const q = queue({ flushDelay: 50, keepAnonymousUserToken: true, userToken: undefined });
    q.send([click('a'), click('b')]);
    await settle();
    expect(stored(appId)).to.have.length(2);
    expect(localStorage.getItem(`search-ui-insights:${appId}:token`)).to.equal(q.userToken);
    q.optOut();
    expect(localStorage.getItem(`search-ui-insights:${appId}`)).to.equal(null);
    expect(localStorage.getItem(`search-ui-insights:${appId}:token`)).to.equal(null);
    q.send(click('c'));
    window.dispatchEvent(new Event('pagehide'));
    await q.flush();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await posts()).to.have.length(0);
    expect(await acceptedEvents(appId)).to.have.length(0);
    expect(localStorage.getItem(`search-ui-insights:${appId}`)).to.equal(null);
  });

  it('aborts a request in flight on opt-out', async () => {
    const { appId, queue, posts } = setup();
    await injectFault(appId, { route: 'events', latency: 300, status: 503 });
    const q = queue({ retry: { attempts: 5, minDelay: 10, maxDelay: 10 } });
    q.send(click('a'));
    const flushing = q.flush();
    // Once the request has reached the service (it answers 300 ms later).
    await waitUntil(async () => (await posts()).length === 1, 'never sent');
    q.optOut();
    await flushing; // settles without sending again
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await acceptedEvents(appId)).to.have.length(0);
  });

  it('on pagehide, sends what fits in 64 KiB with keepalive and keeps the rest', async () => {
    const { appId, queue } = setup();
    const q = queue({ flushDelay: 60_000 });
    // About 10 KB each: six fit in 64 KiB, ten do not.
    const big = (i: number) =>
      clickedObjectIDs({
        eventName: 'Clicked',
        index: 'products',
        objectIDs: Array.from({ length: 10 }, (_, j) => `${i}-${j}-${'x'.repeat(1000)}`),
      });
    q.send(Array.from({ length: 10 }, (_, i) => big(i)));
    const sent = next(q, 'sent');
    window.dispatchEvent(new Event('pagehide'));
    const batch = (await sent).events;
    expect(JSON.stringify({ events: batch }).length).to.be.at.most(KEEPALIVE_MAX_BYTES);
    expect(batch).to.have.length(6);
    expect(await acceptedEvents(appId)).to.have.length(6);
    await settle();
    expect(stored(appId)).to.have.length(4);
    expect(q.size).to.equal(4);
  });

  it('flushes on visibilitychange to hidden, not to visible', async () => {
    const { appId, queue, posts } = setup();
    const q = queue();
    const visibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      q.send(click('a'));
      visibility('visible');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await posts()).to.have.length(0);
      const sent = next(q, 'sent');
      visibility('hidden');
      expect(ids((await sent).events)).to.deep.equal(['a']);
      expect(ids(await acceptedEvents(appId))).to.deep.equal(['a']);
    } finally {
      delete (document as { visibilityState?: string }).visibilityState;
    }
  });
});
