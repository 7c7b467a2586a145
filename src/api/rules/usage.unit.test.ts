// The usage rules on their own, and `usageRange` held to them at each boundary. (The emulator is
// held to the same boundaries in test/node/emulator/rules.test.ts.)
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  GRANULARITIES,
  PERIODS,
  PERIOD_SPANS,
  MAX_RANGE,
  MAX_RANGE_DAYS,
  DAY_MS,
  HOUR_MS,
  isGranularity,
  isPeriod,
  isWithinMaxRange,
  isPerServerMetric,
} from './usage.js';
import { usageRange } from '../usage-range.js';
import { LimitError } from '../errors.js';

const START = Date.UTC(2026, 0, 1);

/** Whether `usageRange` accepts explicit dates. */
function clientAccepts(granularity: string, start: number, end: number): boolean {
  try {
    usageRange({
      statistic: 'records',
      startDate: new Date(start),
      endDate: new Date(end),
      granularity: granularity as 'daily',
    });
    return true;
  } catch (error) {
    assert.ok(error instanceof LimitError);
    return false;
  }
}

describe('usage rules', () => {
  test('granularities and periods', () => {
    assert.deepEqual(GRANULARITIES, ['hourly', 'daily']);
    assert.deepEqual(PERIODS, ['last_day', 'day', 'month', 'year']);
    for (const g of GRANULARITIES) assert.ok(isGranularity(g));
    for (const p of PERIODS) assert.ok(isPeriod(p));
    for (const bad of ['weekly', '', 'HOURLY', undefined, 'toString']) {
      assert.equal(isGranularity(bad), false, String(bad));
      assert.equal(isPeriod(bad), false, String(bad));
    }
  });

  test('the longest ranges: hourly 7 days, daily 365 days, in days and in ms', () => {
    assert.deepEqual(MAX_RANGE_DAYS, { hourly: 7, daily: 365 });
    for (const g of GRANULARITIES) assert.equal(MAX_RANGE[g], MAX_RANGE_DAYS[g] * DAY_MS);
    assert.equal(DAY_MS, 24 * HOUR_MS);
  });

  test('isWithinMaxRange: the longest range passes, 1 ms more does not', () => {
    for (const g of GRANULARITIES) {
      assert.equal(isWithinMaxRange(g, START, START + MAX_RANGE[g]), true, g);
      assert.equal(isWithinMaxRange(g, START, START + MAX_RANGE[g] + 1), false, g);
    }
  });

  test('each period spans a whole number of its granularity, within its longest range', () => {
    for (const p of PERIODS) {
      const [g, unit, count] = PERIOD_SPANS[p];
      assert.ok(isGranularity(g));
      assert.equal(unit, g === 'hourly' ? HOUR_MS : DAY_MS);
      assert.ok(isWithinMaxRange(g, 0, unit * count - 1), p);
      const range = usageRange({ statistic: 'records', period: p, now: new Date(START + 5) });
      assert.equal(range.granularity, g);
      assert.equal(Date.parse(range.endDate) + 1 - Date.parse(range.startDate), unit * count);
    }
  });

  test('usageRange refuses exactly what the rules refuse', () => {
    for (const g of [...GRANULARITIES, 'weekly', '']) {
      for (const span of [1, DAY_MS, MAX_RANGE_DAYS.hourly * DAY_MS, MAX_RANGE.daily]) {
        for (const end of [START + span, START + span + 1]) {
          const rules = isGranularity(g) && isWithinMaxRange(g, START, end);
          assert.equal(clientAccepts(g, START, end), rules, `${g} ${end - START}`);
        }
      }
    }
  });

  test('knows which metrics are per server or per region objects', () => {
    for (const m of [
      'max_qps',
      'region_max_qps',
      'used_search_capacity',
      'avg_used_search_capacity',
      'region_used_search_capacity',
      'degraded_queries_max_capacity_queries_impacted',
    ]) {
      assert.equal(isPerServerMetric(m), true, m);
    }
    for (const m of [
      'total_max_qps',
      'total_used_search_capacity',
      'records',
      'avg_processing_time',
    ]) {
      assert.equal(isPerServerMetric(m), false, m);
    }
  });
});
