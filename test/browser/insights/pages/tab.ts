// One tab of a site that sends insights events, opened in an iframe by tabs.test.ts: a queue on
// the default storage (localStorage, shared by the tabs), for the application the parent names
// in the page's hash (`#<appId>`). The test drives it through `window.tab`.
import { createClient } from '../../../../src/api/index.js';
import { InsightsQueue, viewedObjectIDs } from '../../../../src/insights/index.js';

const url = (parent as unknown as { __EMULATOR_URL__: string }).__EMULATOR_URL__;
const client = createClient({
  appId: decodeURIComponent(location.hash.slice(1)),
  apiKey: 'emulator-search-key',
  hosts: { main: url, usage: url, events: url },
  retries: 0,
});
const queue = new InsightsQueue({
  client,
  userToken: 'tab-user',
  flushDelay: 60_000,
  retry: { attempts: 1, minDelay: 10, maxDelay: 10 },
});
/** The names of the events this tab saw accepted. */
const sent: string[] = [];
queue.addEventListener('sent', (e) => sent.push(...e.detail.events.map((x) => x.eventName)));
/** Whether the page saw `pagehide` (the queue, listening since before, then sent a keepalive). */
let hidden = false;
addEventListener('pagehide', () => (hidden = true));

Object.assign(window, {
  tab: {
    queue,
    sent,
    get hidden() {
      return hidden;
    },
    /** Queues `count` view events named `<prefix>-<i>`. */
    send(prefix: string, count: number) {
      for (let i = 0; i < count; i++) {
        queue.send(viewedObjectIDs({ eventName: `${prefix}-${i}`, index: 'p', objectIDs: ['o'] }));
      }
    },
  },
});
