// Large pages: what the list draws from service data is bounded, so a page of 100 keys with
// huge names shows within a second of its answer and never blocks the main thread for more
// than 200 ms.
import { expect, fixtureSync, html } from '@open-wc/testing';
import { checkSecretKeysPage } from '../../../src/api/secret-keys-body.js';
import { cacheKey } from '../../../src/internal/resource.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import type { Store } from '../../../src/store/index.js';
import { injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';
import { button, root, rows } from './helpers.js';

/** Longest main-thread task allowed while the page loads and renders (ms). */
const LONG_TASK = 200;
/** Time from mounting to the rows on screen (ms). */
const TIME_TO_ROWS = 1_000;

function page(count: number, nameLength: number) {
  return {
    data: Array.from({ length: count }, (_, i) => ({
      id: `key-${i}`,
      name: `Key ${i} ${'n'.repeat(nameLength)}`,
      value: `sk_live_${i}_${'v'.repeat(40)}`,
      agentIds: [`agent_${i}`, `agent_${'a'.repeat(nameLength >> 4)}`],
      isDefault: i === 0,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-02-01T00:00:00Z',
      lastUsedAt: null,
    })),
    pagination: { limit: 100, page: 1, totalCount: count, totalPages: 1 },
  };
}

/** Mounts a list of 100 per page, and measures the longest task and the time to its rows. */
async function measure(
  store: Store,
): Promise<{ el: SecretKeyList; longest: number; ms: number; shownAt: number }> {
  // Start in a task of its own: what the test did before (building the body) is not measured.
  await new Promise((r) => setTimeout(r, 50));
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  // fixtureSync and timers, not fixture() or animation frames: a background test tab (files
  // run in parallel) gets no animation frames, and waiting for one would hang.
  const container = fixtureSync<HTMLDivElement>(html`<div style="width: 800px"></div>`);
  const start = performance.now();
  const el = document.createElement('secret-key-list') as SecretKeyList;
  el.limit = 100;
  el.store = store;
  container.append(el);
  while (rows(el).length === 0 && performance.now() - start < 10_000) {
    await new Promise((r) => setTimeout(r, 5));
  }
  const shownAt = performance.now();
  const ms = shownAt - start;
  // Let the last frame's tasks reach the observer.
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  console.log(
    `secret-key-list large page: rows after ${Math.round(ms)} ms, longest task ${longest} ms`,
  );
  return { el, longest, ms, shownAt };
}

/**
 * When the last answer from `path` had arrived whole (resource timing's `responseEnd`, which
 * engines give for cross-origin requests too).
 */
function answeredAt(path: string): number {
  const entries = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes(path)) as PerformanceResourceTiming[];
  expect(entries, `a request to ${path}`).to.not.be.empty;
  return entries.at(-1)!.responseEnd;
}

function checkBounded(el: SecretKeyList, width = 800): void {
  const scroller = root(el).querySelector<HTMLElement>('.scroll')!;
  expect(scroller.scrollWidth, 'no horizontal overflow').to.be.at.most(scroller.clientWidth + 1);
  expect(el.getBoundingClientRect().width).to.be.at.most(width);
  expect(root(el).textContent!.length, 'characters drawn').to.be.below(200_000);
}

describe('<secret-key-list> with large pages', function () {
  this.timeout(30_000);
  // Timings on a shared machine: a run slowed by another process gets two more tries.
  this.retries(2);

  it('shows 100 keys with 18 KB names served by the emulator (1.8 MB) within bounds', async () => {
    // The emulator takes fault bodies under 2 MB: the largest page it can serve.
    const store = makeStore({ appId: uniqueAppId() }) as unknown as Store;
    await injectFault(store.client!.appId, {
      route: 'secret-keys',
      status: 200,
      times: 0,
      body: page(100, 18_000),
    });
    const { el, longest, shownAt } = await measure(store);
    expect(rows(el)).to.have.length(100);
    // From the answer to the rows: the list's work (check, render), not the 1.8 MB transfer,
    // which the emulator, sharing the machine with three engines, may take a while to serve.
    const ms = shownAt - answeredAt('/secret-keys');
    expect(ms, 'time from the answer to the rows (ms)').to.be.below(TIME_TO_ROWS);
    expect(longest, 'longest main-thread task (ms)').to.be.below(LONG_TASK);
    checkBounded(el);
  });

  it('shows 100 keys with 100 KB names (a 10 MB body) within 1 s, no task over 200 ms', async () => {
    // The 10 MB body is parsed and checked by the endpoint's own checker, then handed to the
    // store under the key the list asks for (the emulator cannot take a fault body this size).
    const text = JSON.stringify(page(100, 100_000));
    expect(text.length).to.be.above(10_000_000);
    const store = makeStore({ appId: uniqueAppId() }) as unknown as Store;
    const result = checkSecretKeysPage(JSON.parse(text));
    if (!result.ok) throw new Error('the page does not check');
    void store.request(cacheKey('secret-keys', store.client!, [0, 100]), () =>
      Promise.resolve(result.value),
    );
    const { el, longest, ms } = await measure(store);
    expect(rows(el)).to.have.length(100);
    expect(ms, 'time to rows (ms)').to.be.below(TIME_TO_ROWS);
    expect(longest, 'longest main-thread task (ms)').to.be.below(LONG_TASK);
    checkBounded(el);

    // The whole name stays reachable: its start in a title, all of it behind "Full name".
    const row = rows(el)[3]!;
    const clipped = row.querySelector('th [data-clipped]')!;
    expect(clipped.getAttribute('title')!.startsWith('Key 3 nnn')).to.equal(true);
    const more = button(row, 'Full name of ' + clipped.textContent!.slice(0, 255) + '…');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.focus();
    more.click();
    await el.updateComplete;
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(row.querySelector('th .full')!.textContent).to.equal(`Key 3 ${'n'.repeat(100_000)}`);
    checkBounded(el);
    await expect(el).to.be.accessible();
    more.click();
    await el.updateComplete;
    expect(row.querySelector('th .full')).to.equal(null);
  });
});
