// Two tabs of one site (two same-origin documents: iframes sharing localStorage) and the stored
// backlog: each stored event is sent by one tab (src/insights/tabs.ts). 200 events wait while
// the service is down, a second tab opens, the service comes back: 200 arrive, none twice. A
// tab closed while the service is down: its events arrive once, through the tab that stays
// open, without a new page load.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { InsightsQueue } from '../../../src/insights/index.js';
import { acceptedEvents, clearFaults, injectFault, uniqueAppId } from '../../support/emulator.js';
import { eventPosts } from './setup.js';

interface Tab {
  queue: InsightsQueue;
  sent: string[];
  /** Whether the tab's page saw `pagehide`. */
  readonly hidden: boolean;
  send(prefix: string, count: number): void;
}

const frames: HTMLIFrameElement[] = [];
const storageKeys: string[] = [];

async function openTab(appId: string): Promise<Tab> {
  const frame = document.createElement('iframe');
  frame.title = `tab ${frames.length + 1}`;
  frame.src = `/test/browser/insights/pages/tab.html#${encodeURIComponent(appId)}`;
  document.body.append(frame);
  frames.push(frame);
  await waitUntil(() => (frame.contentWindow as { tab?: Tab } | null)?.tab, 'the tab to load', {
    timeout: 5000,
  });
  return (frame.contentWindow as unknown as { tab: Tab }).tab;
}

/** Closes the tab: its document goes away (its locks are released, as when a tab closes). */
function closeTab(tab: Tab): void {
  const frame = frames.find((f) => (f.contentWindow as { tab?: Tab } | null)?.tab === tab)!;
  frame.remove();
}

/** Sends what waits in each tab until nothing waits, then the names the service accepted. */
async function deliverAll(appId: string, tabs: Tab[]): Promise<string[]> {
  await waitUntil(
    async () => {
      await Promise.all(tabs.map((t) => t.queue.flush().catch(() => {})));
      return tabs.every((t) => t.queue.size === 0);
    },
    'every tab to deliver',
    { timeout: 8000 },
  );
  // Give any other sender the time to send twice, were it going to.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return ((await acceptedEvents(appId)) as { eventName: string }[]).map((e) => e.eventName);
}

const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

describe('insights: two tabs of one site, one sender for the stored backlog', function () {
  this.timeout(20_000);

  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
    for (const key of storageKeys.splice(0)) localStorage.removeItem(key);
  });

  const app = () => {
    const appId = uniqueAppId();
    storageKeys.push(`search-ui-insights:${appId}`);
    return appId;
  };

  it('sends 200 waiting events once when a second tab opens before the service comes back', async () => {
    const appId = app();
    await injectFault(appId, { route: 'events', status: 503, times: 0 });
    const a = await openTab(appId);
    a.send('a', 200);
    await a.queue.flush().catch(() => {}); // the service is down: they stay stored
    expect(a.queue.size).to.equal(200);
    expect(JSON.parse(localStorage.getItem(`search-ui-insights:${appId}`)!)).to.have.length(200);

    const b = await openTab(appId); // reads the same storage: A's 200 events are there
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.queue.size, 'the second tab leaves the first tab’s events to it').to.equal(0);

    await clearFaults(appId);
    const accepted = await deliverAll(appId, [a, b]);
    expect(accepted).to.have.length(200);
    expect(new Set(accepted)).to.deep.equal(new Set(names('a', 200)));
    expect(b.sent).to.deep.equal([]);
  });

  for (const closing of ['the first tab (the sender)', 'the second tab'] as const) {
    it(`sends the events of ${closing}, closed while the service is down, once through the other`, async () => {
      const appId = app();
      await injectFault(appId, { route: 'events', status: 503, times: 0 });
      const first = await openTab(appId);
      const second = await openTab(appId);
      const [gone, stays] = closing === 'the second tab' ? [second, first] : [first, second];
      gone.send('gone', 200);
      stays.send('stays', 3);
      await gone.queue.flush().catch(() => {});
      await stays.queue.flush().catch(() => {});
      const before = (await eventPosts(appId)).length;
      closeTab(gone);

      // The tab that stays takes them over at once (no new page load), the service still down.
      await waitUntil(() => stays.queue.size === 203, 'the closed tab’s events taken over', {
        timeout: 5000,
      });
      // A closing page sends what waits with a keepalive request: the service must have
      // answered it (down: 503) before it comes back. One that arrived later would be accepted,
      // and its events taken over too: the one duplicate the README documents (a page closed
      // right after its keepalive left), not the one this test is about.
      if (gone.hidden) {
        await waitUntil(
          async () => {
            const received = await eventPosts(appId);
            return received.length > before && received.every((r) => r.status !== undefined);
          },
          'the closed tab’s keepalive answered',
          { timeout: 5000 },
        );
      }
      await clearFaults(appId);
      const accepted = await deliverAll(appId, [stays]);
      expect(accepted).to.have.length(203);
      expect(new Set(accepted)).to.deep.equal(
        new Set([...names('gone', 200), ...names('stays', 3)]),
      );
    });
  }
});
