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

const ROUNDS = 7;
const D = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);

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

/** 100 keys whose names are `nameLength` characters, as the service would send them. */
function keysPage(nameLength: number) {
  return {
    data: Array.from({ length: 100 }, (_, i) => ({
      id: `key-${i}`,
      name: `Key ${i} ${'n'.repeat(nameLength)}`,
      value: `sk_live_${i}_${'v'.repeat(40)}`,
      agentIds: [`agent_${i}`, `agent_${'a'.repeat(nameLength >> 4)}`],
      isDefault: i === 0,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-02-01T00:00:00Z',
      lastUsedAt: null,
    })),
    pagination: { limit: 100, page: 1, totalCount: 100, totalPages: 1 },
  };
}

async function keyList(): Promise<BenchRow[]> {
  // Parsed and checked by the endpoint's own checker once; each round's store is handed it
  // under the key the list asks for (no network: the list's own work is what is timed).
  const checked = checkSecretKeysPage(JSON.parse(JSON.stringify(keysPage(100_000))));
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
  const data = {
    series: {
      max_qps: Array.from({ length: 30 }, (_, i) => ({
        t: t0 + i * D,
        v: Object.fromEntries(Array.from({ length: 2_000 }, (_, k) => [`server-${k}`, k + i])),
      })),
    },
    startDate: new Date(t0).toISOString(),
    endDate: new Date(t0 + 29 * D).toISOString(),
    granularity: 'daily',
  };
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
  const many = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
  const injection = {
    main: {
      source: {
        search: {
          index: 'products',
          params: {
            ...Object.fromEntries(many(5_000, (i) => [`p${i}`, i])),
            facets: many(5_000, (i) => `f${i}`),
          },
        },
      },
    },
    injectedItems: many(10_000, (i) => ({ key: `item-${i}`, position: i % 3, length: 200 })),
  };
  const value = {
    objectID: 'many',
    name: 'Many',
    behavior: {
      injection,
      multifeed: {
        feeds: Object.fromEntries(
          many(5_000, (i) => [`feed${i}`, { injection: { ...injection, injectedItems: [] } }]),
        ),
      },
    },
    sortingStrategy: Object.fromEntries(many(5_000, (i) => [`s${i}`, `index${i}`])),
  };
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
