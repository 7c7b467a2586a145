// Large and hostile inputs, ours only (no peer draws these): how long each element takes to show
// them and the longest main-thread task meanwhile. The browser tests check what is drawn
// (bounded rows, lines, text); these figures are reported here, not asserted there.
//
// Each round: a long-task observer, then the element created, given its input and appended;
// timed until what it shows is on screen (its rows, or its update done) with layout forced, then
// one more frame so the last task reaches the observer. Both figures are medians over the rounds
// (of the time, and of each round's longest task).
import { createClient } from '../src/api/index.js';
import { checkSecretKeysPage } from '../src/api/secret-keys-body.js';
import type { CompositionView } from '../src/composition-view/composition-view.js';
import '../src/composition-view/define.js';
import { cacheKey } from '../src/internal/resource.js';
import type { SecretKeyList } from '../src/secret-key-list/index.js';
import '../src/secret-key-list/define.js';
import { Store } from '../src/store/index.js';
import type { UsageChart } from '../src/usage-chart/index.js';
import '../src/usage-chart/define.js';
import { box, nextFrame } from './dom.js';
import { median, type BenchRow } from './harness.js';
import { largeComposition, largeKeysPage, largeUsage } from '../test/support/large-inputs.js';

const ROUNDS = 7;

/** Runs `show` `ROUNDS` times (one warm-up first): the medians of its time and longest task. */
async function measure(
  show: (host: HTMLElement) => Promise<void>,
): Promise<{ ms: number; longest: number }> {
  const times: number[] = [];
  const longest: number[] = [];
  for (let i = 0; i <= ROUNDS; i += 1) {
    const host = box(`large-${i}`, 800);
    await nextFrame();
    let worst = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) worst = Math.max(worst, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    await show(host);
    host.getBoundingClientRect();
    const ms = performance.now() - start;
    await nextFrame();
    for (const entry of observer.takeRecords()) worst = Math.max(worst, entry.duration);
    observer.disconnect();
    host.remove();
    if (i === 0) continue;
    times.push(ms);
    longest.push(worst);
  }
  return { ms: median(times), longest: median(longest) };
}

const rows = (label: string, r: { ms: number; longest: number }): BenchRow[] => [
  { measure: `${label}: time to shown`, ours: r.ms, unit: 'ms' },
  {
    measure: `${label}: longest main-thread task (of those over 50 ms; 0: none)`,
    ours: r.longest,
    unit: 'ms',
  },
];

async function keyList(): Promise<BenchRow[]> {
  // Parsed and checked by the endpoint's own checker once; each round's store is handed it
  // under the key the list asks for (no network: the list's own work is what is timed).
  const checked = checkSecretKeysPage(JSON.parse(JSON.stringify(largeKeysPage(100, 100_000))));
  if (!checked.ok) throw new Error('bench: the keys page does not check');
  const r = await measure(async (host) => {
    const url = 'http://127.0.0.1:9';
    const client = createClient({
      appId: 'BENCH',
      apiKey: 'bench',
      hosts: { main: url, usage: url, events: url },
    });
    const store = new Store({ client });
    void store.request(cacheKey('secret-keys', client, [0, 100]), () =>
      Promise.resolve(checked.value),
    );
    const el = document.createElement('secret-key-list') as SecretKeyList;
    el.limit = 100;
    el.store = store;
    host.append(el);
    while (!el.shadowRoot?.querySelector('tbody tr:not(.skeleton)')) {
      await new Promise((resolve) => setTimeout(resolve));
    }
  });
  return rows('<secret-key-list>, 100 keys with 100 KB names (a 10 MB page)', r);
}

async function chart(): Promise<BenchRow[]> {
  const data = largeUsage();
  const r = await measure(async (host) => {
    const el = document.createElement('usage-chart') as UsageChart;
    el.lang = 'en-US';
    el.data = data as never;
    host.append(el);
    await el.updateComplete;
  });
  return rows('<usage-chart>, 2,000 keyed series of 30 points (50 drawn, 100 listed)', r);
}

async function composition(): Promise<BenchRow[]> {
  const value = largeComposition();
  const r = await measure(async (host) => {
    const el = document.createElement('composition-view') as CompositionView;
    el.composition = value as never;
    host.append(el);
    await el.updateComplete;
  });
  return rows(
    '<composition-view>, 10,000 items, 5,000 feeds, parameters and sorting strategies',
    r,
  );
}

window.bench = async () => [...(await keyList()), ...(await chart()), ...(await composition())];
