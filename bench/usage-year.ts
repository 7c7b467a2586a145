// The local emulator's answer to `<usage-chart statistic="*" period="year">`, computed in Node
// by the emulator's own code (no server, no network): the range the element asks for, and the
// body the emulator sends back for it. `scripts/bench.mjs` writes it next to the bench pages,
// the chart page reads it through the client's own body check.
//
// `now` is fixed so every run draws the same points; on a fresh emulator (no events sent) the
// answer has 77 metrics with data (of 78 asked: one never has any), 94 series once per-server
// and per-region values are expanded, 365 points each: 34,310 points, about 908 KB of JSON.
import { expandStatistic } from '../dev/emulator/metrics.js';
import { usageBody, type UsagePoint } from '../dev/emulator/seed/usage.js';
import { usageRange, type UsageRange } from '../src/api/usage-range.js';

/** The file the chart page fetches from the bench's local server. */
export const USAGE_YEAR_FILE = 'usage-year.json';

export interface UsageYear {
  range: UsageRange;
  /** The response body, as the emulator serialises it. */
  body: Record<string, UsagePoint[]>;
}

/** Noon UTC on 2026-11-23: the last day of the year shown is 2026-11-22. */
const NOW = Date.UTC(2026, 10, 23, 12);

export function usageYear(now = NOW): UsageYear {
  // What the element sends for `period="year"`…
  const range = usageRange({ statistic: '*', period: 'year', now: new Date(now) });
  // …and what the emulator's route does with it (`getUsage` in dev/emulator/routes.ts).
  const body = usageBody({
    metrics: expandStatistic('*', 'app') ?? [],
    scope: '',
    start: Date.parse(range.startDate),
    end: Date.parse(range.endDate),
    granularity: range.granularity,
    now,
  });
  return { range, body };
}

/** Metrics, series (object values expanded) and points of a body, to check it is the one meant. */
export function countOf(body: Record<string, UsagePoint[]>): {
  metrics: number;
  series: number;
  points: number;
} {
  let series = 0;
  let points = 0;
  for (const list of Object.values(body)) {
    const first = list[0]?.v;
    const lines = typeof first === 'object' ? Object.keys(first).length : 1;
    series += lines;
    points += lines * list.length;
  }
  return { metrics: Object.keys(body).length, series, points };
}
