// Consent and privacy, in a real browser: the anonymous token is never written without the
// page's opt-in, opting out drops what waits, and nothing but the events and the tokens is
// ever stored (no cookie, no other key, no sessionStorage), also through the compatible client.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { createInsightsClient } from '../../../src/insights/compat.js';
import { acceptedEvents } from '../../support/emulator.js';
import { setup, cleanup, next } from './setup.js';

const view = (i: number) => ({ eventName: 'Viewed', index: 'products', objectIDs: [`p${i}`] });

/** Every localStorage key and value, every cookie and sessionStorage key, as they are now. */
function snapshot() {
  const local = new Map<string, string>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    local.set(key, localStorage.getItem(key)!);
  }
  return { local, cookie: document.cookie, session: sessionStorage.length };
}

describe('insights: consent and privacy', () => {
  afterEach(cleanup);

  it('never writes the anonymous token without the opt-in; with it, keeps it across loads', async () => {
    const { appId, queue } = setup();
    const tokenKey = `search-ui-insights:${appId}:token`;
    const q = queue({ userToken: undefined, flushDelay: 20 });
    const aa = createInsightsClient(q);
    // What InstantSearch does with a token it reads: set it back, listen to it.
    aa('setUserToken', aa('getUserToken', null));
    aa('onUserTokenChange', () => {}, { immediate: true });
    void aa('viewedObjectIDs', view(1));
    q.close(); // writes storage, as a page exit does
    expect(localStorage.getItem(tokenKey)).to.equal(null);
    const again = queue({ userToken: undefined });
    expect(again.userToken)
      .to.match(/^anonymous-/)
      .and.not.equal(q.userToken);
    expect(localStorage.getItem(tokenKey)).to.equal(null);

    const consented = queue({ userToken: undefined, keepAnonymousUserToken: true });
    expect(localStorage.getItem(tokenKey)).to.equal(consented.userToken);
    expect(queue({ userToken: undefined, keepAnonymousUserToken: true }).userToken).to.equal(
      consented.userToken,
    );
  });

  it('opting out drops what waits (memory and storage), sends nothing, and forgets the token', async () => {
    const { appId, queue, posts } = setup();
    const key = `search-ui-insights:${appId}`;
    const q = queue({ userToken: undefined, keepAnonymousUserToken: true, flushDelay: 60_000 });
    const aa = createInsightsClient(q);
    for (let i = 0; i < 10; i++) void aa('viewedObjectIDs', view(i));
    q.close();
    expect(JSON.parse(localStorage.getItem(key)!)).to.have.length(10);
    const token = localStorage.getItem(`${key}:token`);
    expect(token).to.match(/^anonymous-/);

    // The next load: the visitor opts out (through search-insights' init flag) before anything left.
    const later = queue({ userToken: undefined, keepAnonymousUserToken: true, flushDelay: 20 });
    const laterAa = createInsightsClient(later);
    // It takes over the backlog once the closed queue's lock is free (tabs.ts).
    await waitUntil(() => later.size === 10, 'the backlog taken over', { interval: 1 });
    laterAa('init', { userHasOptedOut: true });
    expect(later.size).to.equal(0);
    expect(localStorage.getItem(key)).to.equal(null);
    expect(localStorage.getItem(`${key}:token`)).to.equal(null);
    expect(later.userToken).to.not.equal(token);
    expect(await laterAa('viewedObjectIDs', view(99))).to.equal(false);
    await later.flush();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await posts()).to.have.length(0);
    expect(await acceptedEvents(appId)).to.have.length(0);
  });

  it('stores nothing but the events and the token: no cookie, no other key', async () => {
    const { appId, queue } = setup();
    const key = `search-ui-insights:${appId}`;
    const before = snapshot();
    const q = queue({ userToken: undefined, keepAnonymousUserToken: true, flushDelay: 20 });
    const aa = createInsightsClient(q);
    aa('init', { appId, apiKey: 'ignored', useCookie: true, cookieDuration: 1000 });
    aa('addAlgoliaAgent', 'insights-middleware');
    aa('setAuthenticatedUserToken', 'signed-in-1');
    const sent = next(q, 'sent');
    void aa('clickedObjectIDsAfterSearch', {
      eventName: 'Clicked',
      index: 'products',
      queryID: '0123456789abcdef0123456789abcdef',
      objectIDs: ['p1'],
      positions: [1],
    });
    void aa('purchasedObjectIDs', { eventName: 'Bought', index: 'products', objectIDs: ['p1'] });
    await Promise.resolve(); // the queue writes storage once the calls are done
    const waiting = snapshot(); // before the batch leaves: the events wait in storage
    await sent;
    for (let i = 0; i < 3; i++) void aa('viewedObjectIDs', view(i));
    q.close();
    const after = snapshot();

    expect(after.cookie).to.equal(before.cookie);
    expect(after.session).to.equal(before.session);
    // (Test files run side by side on one origin: another file's queue may write its own
    // application's keys meanwhile. Those are left out; any other change counts.)
    const otherApp = (k: string) =>
      k.startsWith('search-ui-insights:') && k !== key && !k.startsWith(`${key}:`);
    for (const state of [waiting, after]) {
      const added = [...state.local.keys()].filter(
        (k) => before.local.get(k) !== state.local.get(k) && !otherApp(k),
      );
      expect(added.sort()).to.deep.equal([key, `${key}:token`]);
      expect(state.local.get(`${key}:token`)).to.equal(q.userToken);
      // The events key holds `[{id, event}]` and nothing else.
      const stored = JSON.parse(state.local.get(key)!) as Record<string, unknown>[];
      for (const item of stored) expect(Object.keys(item).sort()).to.deep.equal(['event', 'id']);
    }
    expect(
      (JSON.parse(waiting.local.get(key)!) as { event: { eventName: string } }[]).map(
        (s) => s.event.eventName,
      ),
    ).to.deep.equal(['Clicked', 'Bought']);
    expect(JSON.parse(after.local.get(key)!)).to.have.length(3);
  });
});
