// Usage results built in tests: daily points of each series, as the service answers them.
import type { UsageResult } from '../../src/api/index.js';

const DAY = 86_400_000;

/**
 * `days` daily points of each series from `start` (a UTC midnight), the value of day `i` being
 * `series[name](i)` (a number, an object of servers or regions, or anything a hostile test
 * wants).
 */
export function dailyUsage(
  days: number,
  series: Record<string, (i: number) => unknown>,
  start: number,
): UsageResult {
  const out: Record<string, { t: number; v: unknown }[]> = {};
  for (const [name, f] of Object.entries(series)) {
    out[name] = Array.from({ length: days }, (_, i) => ({ t: start + i * DAY, v: f(i) }));
  }
  return {
    series: out as UsageResult['series'],
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + (days - 1) * DAY).toISOString(),
    granularity: 'daily',
  };
}
