/**
 * Usage values computed on the fly: a value is a pure function of (metric, scope, hour), built
 * from a hash, a daily and weekly traffic shape, a yearly season and slow growth, so nothing big
 * is stored and two emulators always agree. Totals are the sums of their parts, daily points
 * aggregate the hourly ones, and per-server and per-region objects are consistent with each
 * other (a region's peak is its servers' peak, capacity follows queries per second).
 */
import {
  APP_METRICS,
  GROUP_MEMBERS,
  INDEX_METRICS,
  METRICS_WITHOUT_DATA,
  PER_REGION,
  PER_SERVER,
  REGIONS,
  SERVERS,
  aggregateOf,
} from '../metrics.js';
import { DAY_MS, HOUR_MS, type Granularity } from '../../../src/api/rules/usage.js';
import { hashString, unit } from './random.js';

export const HOUR = HOUR_MS;
export const DAY = DAY_MS;
/** How far back data goes, in days (today included). */
export const WINDOW_DAYS = 400;
/** The `faq` index was created this many days before today: it has no data before. */
export const FAQ_AGE_DAYS = 90;

export const USAGE_INDICES = ['products', 'articles', 'faq'] as const;
export type UsageIndex = (typeof USAGE_INDICES)[number];
/** `''` is the whole application. */
export type Scope = '' | UsageIndex;

type Series = Float64Array;
type Computed = Series | Record<string, Series> | null;
export type UsageValue = number | Record<string, number>;
export interface UsagePoint {
  t: number;
  v: UsageValue;
}

/** Average operations per hour for an index of weight 1, and the shape of their day. */
const RATES: Record<string, [rate: number, pattern: 'traffic' | 'nightly' | 'flat']> = {
  queries_operations: [30_000, 'traffic'],
  multi_queries_operations: [12_000, 'traffic'],
  get_api_key_operations: [3, 'traffic'],
  get_api_keys_operations: [1.2, 'flat'],
  add_api_key_operations: [0.15, 'traffic'],
  update_api_key_operations: [0.1, 'traffic'],
  delete_api_key_operations: [0.05, 'traffic'],
  list_api_key_operations: [0.8, 'flat'],
  browse_operations: [25, 'nightly'],
  clear_index_operations: [0.02, 'nightly'],
  copy_move_operations: [0.04, 'nightly'],
  delete_index_operations: [0.01, 'nightly'],
  get_log_operations: [0.5, 'traffic'],
  get_settings_operations: [12, 'flat'],
  set_settings_operations: [0.3, 'nightly'],
  list_indices_operations: [9, 'flat'],
  wait_task_operations: [40, 'nightly'],
  add_record_operations: [60, 'nightly'],
  batch_operations: [18, 'nightly'],
  delete_by_query_operations: [0.2, 'nightly'],
  delete_record_operations: [8, 'nightly'],
  get_record_operations: [140, 'traffic'],
  partial_update_record_operations: [95, 'nightly'],
  update_record_operations: [22, 'nightly'],
  batch_synonym_operations: [0.2, 'nightly'],
  delete_synonym_operations: [0.1, 'traffic'],
  get_synonym_operations: [2, 'traffic'],
  query_synonym_operations: [4, 'traffic'],
  update_synonym_operations: [0.5, 'traffic'],
  clear_synonym_operations: [0.01, 'nightly'],
  batch_rules_operations: [0.3, 'nightly'],
  clear_rules_operations: [0.01, 'nightly'],
  delete_rules_operations: [0.2, 'traffic'],
  get_rules_operations: [2.5, 'traffic'],
  save_rules_operations: [0.6, 'traffic'],
  search_rules_operations: [5, 'traffic'],
  total_recommend_requests: [700, 'traffic'],
  insights_operations: [2_600, 'traffic'],
};

const SCOPE_WEIGHT: Record<Scope, number> = { '': 1.45, products: 1, articles: 0.3, faq: 0.04 };
const PROCESSING_MS: Record<Scope, number> = { '': 5, products: 6, articles: 4, faq: 2 };
const RECORDS_BASE: Record<UsageIndex, [records: number, bytesPerRecord: number]> = {
  products: [120_000, 1_850],
  articles: [8_400, 5_200],
  faq: [310, 900],
};
const SERVER_WEIGHT: Record<string, number> = {
  'server-1': 0.38,
  'server-2': 0.34,
  'server-3': 0.28,
};
/** Queries per second a server handles at 100% of its search capacity. */
const SERVER_CAPACITY_QPS = 60;
/** Used search capacity (%) above which queries start to be degraded. */
const DEGRADED_ABOVE = 80;
/** Chance that a server has an SSD incident on a given day. */
const SSD_INCIDENT_DAY_CHANCE = 0.03;
/** Fraction of each total that Query Suggestions generates. */
const QS_SHARE = 0.07;
const YEAR = 365.25 * DAY;
const GROWTH_EPOCH = Date.UTC(2025, 0, 1);

const WRITES = [
  'add_api_key_operations',
  'update_api_key_operations',
  'delete_api_key_operations',
  'clear_index_operations',
  'copy_move_operations',
  'delete_index_operations',
  'set_settings_operations',
  'add_record_operations',
  'batch_operations',
  'delete_by_query_operations',
  'delete_record_operations',
  'partial_update_record_operations',
  'update_record_operations',
  'batch_synonym_operations',
  'delete_synonym_operations',
  'update_synonym_operations',
  'clear_synonym_operations',
  'batch_rules_operations',
  'clear_rules_operations',
  'delete_rules_operations',
  'save_rules_operations',
];
const TOTAL_PARTS: Record<string, readonly string[]> = {
  total_search_operations: GROUP_MEMBERS.SEARCH,
  total_acl_operations: GROUP_MEMBERS.ACL_APP,
  total_indexing_operations: GROUP_MEMBERS.INDEXING,
  total_records_operations: GROUP_MEMBERS.RECORDS,
  total_synonym_operations: GROUP_MEMBERS.SYNONYMS_APP,
  total_rules_operations: GROUP_MEMBERS.RULES,
};

export interface UsageClock {
  /** Start of the current hour: the last hourly point. */
  currentHour: number;
  /** Start of today (UTC): the last daily point. */
  today: number;
  /** Start of the first day with data. */
  windowStart: number;
  /** Start of the first day of the `faq` index. */
  faqStart: number;
}

export function usageClock(now: number): UsageClock {
  const today = Math.floor(now / DAY) * DAY;
  return {
    currentHour: Math.floor(now / HOUR) * HOUR,
    today,
    windowStart: today - (WINDOW_DAYS - 1) * DAY,
    faqStart: today - FAQ_AGE_DAYS * DAY,
  };
}

/**
 * Hourly series of one scope over `count` hours from `first`, memoised per metric: derived
 * metrics (totals, capacity…) reuse the series they are built from.
 */
class HourlySeries {
  readonly #memo = new Map<string, Computed>();

  constructor(
    readonly scope: Scope,
    readonly first: number,
    readonly count: number,
    readonly clock: UsageClock,
    /** Accepted events per hour start (application level, for `insights_operations`). */
    readonly events: ReadonlyMap<number, number>,
  ) {}

  get(metric: string): Computed {
    if (!this.#memo.has(metric)) this.#memo.set(metric, this.#compute(metric));
    return this.#memo.get(metric) as Computed;
  }

  #scalar(metric: string): Series {
    const value = this.get(metric);
    if (!(value instanceof Float64Array)) throw new Error(`${metric} is not a scalar series`);
    return value;
  }

  #objects(metric: string): Record<string, Series> {
    const value = this.get(metric);
    if (!value || value instanceof Float64Array)
      throw new Error(`${metric} is not an object series`);
    return value;
  }

  #fill(fn: (t: number, i: number) => number): Series {
    const out = new Float64Array(this.count);
    const start = this.scope === 'faq' ? this.clock.faqStart : this.clock.windowStart;
    for (let i = 0; i < this.count; i += 1) {
      const t = this.first + i * HOUR;
      out[i] = t < start ? NaN : fn(t, i);
    }
    return out;
  }

  #sum(parts: readonly string[]): Series {
    const series = parts.map((p) => this.#scalar(p));
    return this.#fill((_, i) => series.reduce((acc, s) => acc + (s[i] as number), 0));
  }

  #compute(metric: string): Computed {
    const { scope } = this;
    const level = scope === '' ? 'app' : 'index';
    if (METRICS_WITHOUT_DATA.has(metric)) return null;
    if (!(level === 'app' ? APP_METRICS : INDEX_METRICS).includes(metric)) return null;
    const seed = hashString(`${metric}@${scope}`);
    const weight = SCOPE_WEIGHT[scope];

    const rate = RATES[metric];
    if (rate) {
      const [perHour, pattern] = rate;
      const counts = this.#fill((t) => {
        const h = t / HOUR;
        const spike = unit(seed, h, 2) < 0.003 ? 2 + 3 * unit(seed, h, 3) : 1;
        const noise = 0.85 + 0.3 * unit(seed, h, 1);
        return Math.floor(perHour * weight * shape(t, pattern) * noise * spike + unit(seed, h, 4));
      });
      if (metric === 'insights_operations') {
        for (let i = 0; i < this.count; i += 1) {
          counts[i] = (counts[i] as number) + (this.events.get(this.first + i * HOUR) ?? 0);
        }
      }
      return counts;
    }

    const parts = TOTAL_PARTS[metric];
    if (parts)
      return this.#sum(
        parts.filter((p) => (level === 'app' ? APP_METRICS : INDEX_METRICS).includes(p)),
      );

    switch (metric) {
      case 'total_write_operations':
        return this.#sum(
          WRITES.filter((p) => (level === 'app' ? APP_METRICS : INDEX_METRICS).includes(p)),
        );
      case 'total_operations':
        return this.#sum(Object.keys(TOTAL_PARTS));
      case 'total_read_operations': {
        const all = this.#scalar('total_operations');
        const writes = this.#scalar('total_write_operations');
        return this.#fill((_, i) => (all[i] as number) - (writes[i] as number));
      }
      case 'total_search_requests': {
        // A multi-query request carries about three queries.
        const single = this.#scalar('queries_operations');
        const multi = this.#scalar('multi_queries_operations');
        return this.#fill((_, i) => (single[i] as number) + Math.ceil((multi[i] as number) / 3));
      }
      case 'querysuggestions_total_write_operations': {
        const records = this.#scalar('querysuggestions_total_records_operations');
        const indexing = this.#scalar('querysuggestions_total_indexing_operations');
        return this.#fill((_, i) =>
          Math.floor((records[i] as number) * 0.9 + (indexing[i] as number) * 0.3),
        );
      }
      case 'querysuggestions_total_operations':
        return this.#sum(Object.keys(TOTAL_PARTS).map((p) => `querysuggestions_${p}`));
      case 'querysuggestions_total_read_operations': {
        const all = this.#scalar('querysuggestions_total_operations');
        const writes = this.#scalar('querysuggestions_total_write_operations');
        return this.#fill((_, i) => (all[i] as number) - (writes[i] as number));
      }
      case 'avg_processing_time':
        return this.#fill((t) => {
          const h = t / HOUR;
          return Math.max(
            1,
            Math.round(
              PROCESSING_MS[scope] *
                (0.75 + 0.5 * shape(t, 'traffic')) *
                (0.8 + 0.4 * unit(seed, h, 1)),
            ),
          );
        });
      case '90p_processing_time': {
        const avg = this.#scalar('avg_processing_time');
        return this.#fill((t, i) =>
          Math.round((avg[i] as number) * (2.2 + 0.8 * unit(seed, t / HOUR, 1))),
        );
      }
      case '99p_processing_time': {
        const p90 = this.#scalar('90p_processing_time');
        return this.#fill((t, i) =>
          Math.round((p90[i] as number) * (2.5 + 1.5 * unit(seed, t / HOUR, 1))),
        );
      }
      case 'records':
      case 'data_size':
      case 'file_size':
        return scope === '' ? this.#appSize(metric) : this.#indexSize(metric, scope, seed);
      case 'max_qps': {
        const queries = this.#scalar('total_search_operations');
        return Object.fromEntries(
          SERVERS.map((server) => {
            const s = hashString(`${metric}@${server}`);
            const w = SERVER_WEIGHT[server] as number;
            return [
              server,
              this.#fill((t, i) =>
                Math.ceil(((queries[i] as number) / 3600) * w * (2.5 + 1.5 * unit(s, t / HOUR, 1))),
              ),
            ];
          }),
        );
      }
      case 'region_max_qps':
        return this.#perRegion('max_qps', (values, t) =>
          Math.round(values.reduce((a, b) => a + b, 0) * (0.8 + 0.2 * unit(seed, t / HOUR, 1))),
        );
      case 'total_max_qps': {
        const servers = Object.values(this.#objects('max_qps'));
        return this.#fill((t, i) =>
          Math.round(
            servers.reduce((a, s) => a + (s[i] as number), 0) *
              (0.8 + 0.2 * unit(seed, t / HOUR, 1)),
          ),
        );
      }
      case 'used_search_capacity': {
        const qps = this.#objects('max_qps');
        return mapObject(qps, (server, series) => {
          const s = hashString(`${metric}@${server}`);
          return this.#fill((t, i) =>
            clampPercent(
              (100 * (series[i] as number)) / SERVER_CAPACITY_QPS +
                6 * (unit(s, t / HOUR, 1) - 0.5),
            ),
          );
        });
      }
      case 'avg_used_search_capacity': {
        const used = this.#objects('used_search_capacity');
        return mapObject(used, (server, series) => {
          const s = hashString(`${metric}@${server}`);
          return this.#fill((t, i) =>
            clampPercent((series[i] as number) * (0.45 + 0.2 * unit(s, t / HOUR, 1))),
          );
        });
      }
      case 'region_used_search_capacity':
        return this.#perRegion('used_search_capacity', (values) => Math.max(...values));
      case 'region_avg_used_search_capacity':
        return this.#perRegion('avg_used_search_capacity', (values) => Math.round(mean(values)));
      case 'total_used_search_capacity': {
        const servers = Object.values(this.#objects('used_search_capacity'));
        return this.#fill((_, i) => Math.max(...servers.map((s) => s[i] as number)));
      }
      case 'total_avg_used_search_capacity': {
        const servers = Object.values(this.#objects('avg_used_search_capacity'));
        return this.#fill((_, i) => Math.round(mean(servers.map((s) => s[i] as number))));
      }
      case 'degraded_queries_max_capacity_queries_impacted':
      case 'degraded_queries_max_capacity_seconds_impacted': {
        const used = this.#objects('used_search_capacity');
        const factor = metric.includes('seconds') ? 3 : 2;
        return mapObject(used, (server, series) => {
          const s = hashString(`${metric}@${server}`);
          return this.#fill((t, i) => {
            const over = (series[i] as number) - DEGRADED_ABOVE;
            return over > 0 ? clampPercent(over * factor * unit(s, t / HOUR, 1)) : 0;
          });
        });
      }
      case 'degraded_queries_ssd_used_queries_impacted':
      case 'degraded_queries_ssd_used_seconds_impacted':
        return Object.fromEntries(
          SERVERS.map((server) => {
            // Both ssd metrics read the same incidents (a few days a year, working hours, on
            // one server): seconds impacted run a little above queries impacted.
            const s = hashString(`ssd@${server}`);
            const bump = metric.includes('seconds') ? 1.3 : 1;
            return [
              server,
              this.#fill((t) => {
                const day = Math.floor(t / DAY);
                const hourOfDay = Math.floor(t / HOUR) % 24;
                if (unit(s, day, 1) >= SSD_INCIDENT_DAY_CHANCE || hourOfDay < 9 || hourOfDay > 17) {
                  return 0;
                }
                return clampPercent((5 + 25 * unit(s, t / HOUR, 2)) * bump);
              }),
            ];
          }),
        );
    }

    if (metric.startsWith('querysuggestions_')) {
      const base = this.#scalar(metric.slice('querysuggestions_'.length));
      return this.#fill((t, i) =>
        Math.floor((base[i] as number) * QS_SHARE * (0.8 + 0.4 * unit(seed, t / HOUR, 1))),
      );
    }
    throw new Error(`No generator for usage metric ${metric}`);
  }

  #indexSize(metric: string, index: UsageIndex, seed: number): Series {
    const [records, bytes] = RECORDS_BASE[index];
    const recordsSeed = hashString(`records@${index}`);
    const count = (t: number) => {
      const growth = Math.pow(1.2, (t - GROWTH_EPOCH) / YEAR);
      const day = Math.floor(t / DAY);
      return Math.round(
        records * growth * (1 + 0.004 * (unit(recordsSeed, day, 1) - 0.5)) +
          records * 0.0005 * unit(recordsSeed, t / HOUR, 2),
      );
    };
    if (metric === 'records') return this.#fill(count);
    const dataSize = (t: number) =>
      Math.round(count(t) * bytes * (1 + 0.01 * (unit(recordsSeed, Math.floor(t / DAY), 3) - 0.5)));
    if (metric === 'data_size') return this.#fill(dataSize);
    return this.#fill((t) =>
      Math.round(dataSize(t) * (1.55 + 0.1 * unit(seed, Math.floor(t / DAY), 1))),
    );
  }

  /** The application's size metrics: the sum over its indices (an index without data adds 0). */
  #appSize(metric: string): Series {
    const parts = USAGE_INDICES.map((index) =>
      new HourlySeries(index, this.first, this.count, this.clock, this.events).#scalar(metric),
    );
    return this.#fill((_, i) =>
      parts.reduce((acc, s) => acc + (Number.isNaN(s[i]) ? 0 : (s[i] as number)), 0),
    );
  }

  #perRegion(
    serverMetric: string,
    combine: (values: number[], t: number) => number,
  ): Record<string, Series> {
    const servers = this.#objects(serverMetric);
    return Object.fromEntries(
      Object.entries(REGIONS).map(([region, members]) => [
        region,
        this.#fill((t, i) =>
          combine(
            members.map((m) => servers[m]?.[i] as number),
            t,
          ),
        ),
      ]),
    );
  }
}

/** Traffic shape at `t`: a day peaking mid-afternoon UTC, quieter weekends, a season, growth. */
function shape(t: number, pattern: 'traffic' | 'nightly' | 'flat'): number {
  const hourOfDay = Math.floor(t / HOUR) % 24;
  const day = Math.floor(t / DAY);
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 is Sunday
  const weekend = weekday === 0 || weekday === 6;
  const season = 1 + 0.12 * Math.cos((2 * Math.PI * (day - 20_058)) / 365.25); // peaks early December
  const growth = Math.pow(1.3, (t - GROWTH_EPOCH) / YEAR);
  let daily: number;
  if (pattern === 'traffic') {
    daily = 0.3 + 0.7 * (0.5 + 0.5 * Math.cos((2 * Math.PI * (hourOfDay - 15)) / 24));
  } else if (pattern === 'nightly') {
    daily = hourOfDay >= 1 && hourOfDay <= 3 ? 6 : 0.45;
  } else {
    daily = 1;
  }
  return daily * (weekend && pattern === 'traffic' ? 0.72 : 1) * season * growth;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function mapObject(
  obj: Record<string, Series>,
  fn: (key: string, series: Series) => Series,
): Record<string, Series> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(k, v)]));
}

function aggregate(values: readonly number[], how: ReturnType<typeof aggregateOf>): number {
  switch (how) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'max':
      return Math.max(...values);
    case 'last':
      return values[values.length - 1] as number;
    case 'mean':
      return Math.round(mean(values));
  }
}

export interface UsageQuery {
  metrics: readonly string[];
  scope: Scope;
  /** Inclusive start and exclusive end of the range, in ms. */
  start: number;
  end: number;
  granularity: Granularity;
  now: number;
  events?: ReadonlyMap<number, number>;
}

/**
 * The usage response body for a validated query: series keyed by metric name, the metrics
 * without data in the range left out (`{}` when none has data). A point stands for the hour or
 * day that starts at `t`; the buckets are those that overlap `[start, end)` inside the window
 * (the last 400 days, up to the current hour).
 */
export function usageBody(query: UsageQuery): Record<string, UsagePoint[]> {
  const clock = usageClock(query.now);
  const bucket = query.granularity === 'hourly' ? HOUR : DAY;
  const lastBucket = query.granularity === 'hourly' ? clock.currentHour : clock.today;
  const firstBucket = Math.max(Math.floor(query.start / bucket) * bucket, clock.windowStart);
  const endBucket = Math.min(Math.ceil(query.end / bucket) * bucket, lastBucket + bucket);
  const body: Record<string, UsagePoint[]> = {};
  if (endBucket <= firstBucket) return body;

  const hours = (Math.min(endBucket, clock.currentHour + HOUR) - firstBucket) / HOUR;
  const series = new HourlySeries(
    query.scope,
    firstBucket,
    hours,
    clock,
    query.events ?? new Map(),
  );
  for (const metric of query.metrics) {
    const computed = series.get(metric);
    if (!computed) continue;
    const how = aggregateOf(metric);
    const points: UsagePoint[] = [];
    for (let t = firstBucket; t < endBucket; t += bucket) {
      const from = (t - firstBucket) / HOUR;
      const to = Math.min(from + bucket / HOUR, hours);
      const value = pointValue(computed, from, to, how);
      if (value !== undefined) points.push({ t, v: value });
    }
    if (points.length > 0) body[metric] = points;
  }
  return body;
}

function pointValue(
  computed: Series | Record<string, Series>,
  from: number,
  to: number,
  how: ReturnType<typeof aggregateOf>,
): UsageValue | undefined {
  const collect = (s: Series) => {
    const values: number[] = [];
    for (let i = from; i < to; i += 1) if (!Number.isNaN(s[i])) values.push(s[i] as number);
    return values.length > 0 ? aggregate(values, how) : undefined;
  };
  if (computed instanceof Float64Array) return collect(computed);
  const out: Record<string, number> = {};
  for (const [key, s] of Object.entries(computed)) {
    const value = collect(s);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}

export { PER_REGION, PER_SERVER };
