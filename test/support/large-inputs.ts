// Large inputs shared by the browser tests (what is drawn from them is bounded) and the bench
// (how long drawing them takes: bench/large.bench.ts). Plain data, no test library: the bench
// bundles this module into its page.

const D = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);

const many = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

/**
 * A page of `count` keys whose names are `nameLength` characters (and one agent id a sixteenth
 * of that), as the service would send it: one page of 100 per page.
 */
export function largeKeysPage(count: number, nameLength: number) {
  return {
    data: many(count, (i) => ({
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

/** Daily usage from 2026-01-01: 30 points of one metric (`max_qps`), each keyed by 2,000 servers. */
export function largeUsage() {
  return {
    series: {
      max_qps: many(30, (i) => ({
        t: t0 + i * D,
        v: Object.fromEntries(many(2_000, (k) => [`server-${k}`, k + i])),
      })),
    },
    startDate: new Date(t0).toISOString(),
    endDate: new Date(t0 + 29 * D).toISOString(),
    granularity: 'daily',
  };
}

/**
 * A composition with thousands of everything: 10,000 injected items, 5,000 feeds (each with the
 * main injection, items left out), 5,000 search parameters and facets, 5,000 sorting strategies.
 */
export function largeComposition() {
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
    injectedItems: many(10_000, (i) => ({
      key: `item-${i}`,
      source: { search: { index: 'promos' } },
      position: i % 3,
      length: 200,
    })),
  };
  return {
    objectID: 'many',
    name: 'Many',
    behavior: {
      injection,
      multifeed: {
        feeds: Object.fromEntries(
          many(5_000, (i) => [
            `feed${i}`,
            { injection: { main: { source: { search: { index: `products-${i}` } } } } },
          ]),
        ),
      },
    },
    sortingStrategy: Object.fromEntries(many(5_000, (i) => [`s${i}`, `index${i}`])),
  };
}
