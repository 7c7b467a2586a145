// Data that needs no account: the stories that show an element in a language, and the Design
// page's states, render it from these (the elements take `data` / `composition` properties).
import type { SecretKeysPage, UsageResult } from '../../src/api/index.js';
import type { CompositionLike } from '../../src/composition-view/index.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const today = Math.floor(Date.now() / DAY) * DAY;
export const iso = (t: number) => new Date(t).toISOString();
export { DAY };

/** A deterministic wave with noise, so stories look the same on every load. */
export function wave(i: number, base: number, amplitude: number, seed = 1): number {
  const noise = Math.sin(i * 12.9898 * seed) * 43758.5453;
  return Math.max(
    0,
    base + amplitude * Math.sin((i + seed) / 3) + (amplitude / 3) * (noise - Math.floor(noise)),
  );
}

/** A usage result of `count` points up to today, one series per entry of `metrics`. */
export function usageResult(
  metrics: Record<string, (i: number) => number | Record<string, number>>,
  count = 30,
  granularity: 'hourly' | 'daily' = 'daily',
): UsageResult {
  const step = granularity === 'hourly' ? HOUR : DAY;
  const start = today - count * step;
  const series: UsageResult['series'] = {};
  for (const [name, f] of Object.entries(metrics)) {
    series[name] = Array.from({ length: count }, (_, i) => ({ t: start + i * step, v: f(i) }));
  }
  return { series, startDate: iso(start), endDate: iso(start + count * step - 1), granularity };
}

/** Thirty days of search and write operations. */
export const sampleUsage: UsageResult = usageResult({
  total_search_operations: (i) => Math.round(wave(i, 48_000, 9_000, 1)),
  total_write_operations: (i) => Math.round(wave(i, 6_000, 1_500, 2)),
});

/** A usage result in which nothing had data. */
export const emptyUsage: UsageResult = {
  series: {},
  startDate: iso(today - 30 * DAY),
  endDate: iso(today - 1),
  granularity: 'daily',
};

/** One page of three keys (names as the service sends them: not translated). */
export const sampleKeys: SecretKeysPage = {
  data: [
    {
      id: 'key-production',
      name: 'Production',
      value: 'sk_live_3f9a1c7e5b2d4a6f8e0c',
      agentIds: ['agent_support', 'وكيل المبيعات'],
      isDefault: true,
      createdAt: iso(today - 400 * DAY),
      updatedAt: iso(today - 30 * DAY),
      lastUsedAt: iso(today - 2 * HOUR),
    },
    {
      id: 'key-staging',
      name: 'Staging',
      value: 'sk_test_9d8c7b6a5f4e3d2c1b0a',
      agentIds: ['agent_support'],
      isDefault: false,
      createdAt: iso(today - 90 * DAY),
      updatedAt: iso(today - 90 * DAY),
      lastUsedAt: null,
    },
    {
      id: 'key-arabic',
      name: 'مفتاح التجربة',
      value: 'sk_test_0a1b2c3d4e5f6a7b8c9d',
      agentIds: [],
      isDefault: false,
      createdAt: iso(today - 10 * DAY),
      updatedAt: iso(today - 3 * DAY),
      lastUsedAt: iso(today - 3 * DAY),
    },
  ],
  pagination: { limit: 10, page: 1, totalCount: 3, totalPages: 1 },
};

/** A page with no keys. */
export const noKeys: SecretKeysPage = {
  data: [],
  pagination: { limit: 10, page: 1, totalCount: 0, totalPages: 0 },
};

/** A composition not saved yet (a preview): a main source and three injected items. */
export const sampleComposition: CompositionLike = {
  objectID: 'draft-home',
  name: 'Draft: home page',
  description: 'Not saved yet: shown from an object.',
  behavior: {
    injection: {
      main: {
        source: {
          search: {
            index: 'products',
            params: { hitsPerPage: 12, facets: ['disjunctive(brand)', 'color'] },
          },
        },
      },
      injectedItems: [
        {
          key: 'hero',
          position: 0,
          length: 1,
          source: { external: { index: 'banners', ordering: 'default' } },
        },
        {
          key: 'deals',
          position: 4,
          length: 4,
          source: { search: { index: 'products', params: { filters: 'onSale:true' } } },
          metadata: { hits: { addItemKey: true } },
        },
        {
          key: 'overlapping',
          position: 6,
          length: 2,
          source: { search: { index: 'articles' } },
        },
      ],
      deduplication: { positioning: 'highest' },
    },
  },
  sortingStrategy: { 'price-asc': 'products_price_asc' },
};
