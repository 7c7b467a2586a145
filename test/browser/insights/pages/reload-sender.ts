// A page that sends events through the search-insights-compatible client, loaded (and reloaded)
// in an iframe by reload.test.ts. Each load reads what to send from the parent
// (`window.__insightsReload`): events `from`..`to` as `viewedObjectIDs` calls of 50 events, a
// few milliseconds apart; it reports each accepted batch and, on the last load, waits until
// every event (restored ones included) has been accepted.
import { createClient } from '../../../../src/api/index.js';
import { InsightsQueue, createInsightsClient } from '../../../../src/insights/compat.js';

interface Plan {
  appId: string;
  url: string;
  from: number;
  to: number;
  last: boolean;
}
const plan = (parent as unknown as { __insightsReload: Plan }).__insightsReload;
const report = (message: Record<string, unknown>) =>
  parent.postMessage({ appId: plan.appId, ...message }, '*');

/** What the previous load left stored (its events, in the documented format), read first. */
const left = (() => {
  try {
    const stored: unknown = JSON.parse(
      localStorage.getItem(`search-ui-insights:${plan.appId}`) ?? '[]',
    );
    return Array.isArray(stored) ? stored.length : 0;
  } catch {
    return 0;
  }
})();

const client = createClient({
  appId: plan.appId,
  apiKey: 'emulator-search-key',
  hosts: { main: plan.url, usage: plan.url, events: plan.url },
  retries: 0,
});
const queue = new InsightsQueue({
  client,
  userToken: 'reload-user',
  // Before a reload, only full batches (1,000 events) leave: whatever the machine's speed, the
  // rest still waits when the parent reloads the page (with a short delay, a slow parent could
  // find everything sent). The last load sends what waits 40 ms after it is queued.
  flushDelay: plan.last ? 40 : 60_000,
  retry: { attempts: 30, minDelay: 10, maxDelay: 60 },
});
const aa = createInsightsClient(queue);
/** Events of earlier loads this page saw accepted (taken over, then sent). */
let sentForOthers = 0;
queue.addEventListener('sent', (e) => {
  const names = e.detail.events.map((event) => event.eventName);
  const ours = (name: string) => {
    const n = Number(name.slice('event-'.length));
    return n >= plan.from && n < plan.to;
  };
  sentForOthers += names.filter((name) => !ours(name)).length;
  report({ type: 'sent', names });
});

// The backlog of the previous load is taken over once that page's lock is free (a few ms, more
// on a loaded machine): when it left events, report how many were taken over once they were
// (waiting, or already sent; 0 after 5 s: none was); else report 0 at once.
for (let t = 0; left && t < 1000 && !queue.size && !sentForOthers; t++) {
  await new Promise((resolve) => setTimeout(resolve, 5));
}
report({ type: 'restored', size: queue.size || sentForOthers });
for (let i = plan.from; i < plan.to; i += 50) {
  const events = [];
  for (let j = i; j < Math.min(plan.to, i + 50); j++) {
    events.push({ eventName: `event-${j}`, index: 'products', objectIDs: [`object-${j}`] });
  }
  void aa('viewedObjectIDs', ...events);
  await new Promise((resolve) => setTimeout(resolve, 4));
}
report({ type: 'queued', size: queue.size });
if (plan.last) {
  // (A batch in flight is not waiting: flush() then returns at once; so wait a little between.)
  while (queue.size) {
    await queue.flush().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  report({ type: 'done' });
}
