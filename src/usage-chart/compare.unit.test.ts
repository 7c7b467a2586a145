import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as D, HOUR_MS as H, MAX_RANGE, type Granularity } from '../api/rules/usage.js';
import { usageRange } from '../api/usage-range.js';
import { changeOf, formatChange, pairPrevious, previousRange } from './compare.js';
import { checkResult } from './data.js';
import { parseStatistic } from './metrics.js';
import { buildSeries } from './series.js';
import { defaultStrings } from './strings.js';

const iso = (t: number) => new Date(t).toISOString();
const range = (start: number, end: number, granularity: Granularity = 'daily') => ({
  startDate: iso(start),
  endDate: iso(end),
  granularity,
});
const now = new Date(Date.UTC(2026, 4, 20, 15, 42));

describe('previousRange', () => {
  it('is the period before each monitoring period, as long, with as many points', () => {
    for (const period of ['last_day', 'day', 'month', 'year'] as const) {
      const current = usageRange({ statistic: 'records', period, now });
      const before = previousRange(current)!;
      const step = current.granularity === 'hourly' ? H : D;
      const start = Date.parse(current.startDate);
      const length = Date.parse(current.endDate) - start;
      assert.equal(before.granularity, current.granularity, period);
      assert.equal(Date.parse(before.endDate) - Date.parse(before.startDate), length, period);
      // It ends the millisecond before the current one starts, on the same bucket boundaries.
      assert.equal(Date.parse(before.endDate), start - 1, period);
      assert.equal(Date.parse(before.startDate) % step, 0, period);
      // The service accepts it (checked as the client checks a request).
      assert.deepEqual(usageRange({ statistic: 'records', ...before }), before, period);
    }
    assert.deepEqual(
      previousRange(usageRange({ statistic: 'records', period: 'month', now })),
      range(Date.UTC(2026, 2, 21), Date.UTC(2026, 3, 20) - 1),
    );
  });

  it('moves explicit dates back by their length in whole points', () => {
    const t = Date.UTC(2026, 0, 10);
    assert.deepEqual(previousRange(range(t, t + 7 * D)), range(t - 7 * D, t));
    // Ten and a half days of daily points (11 buckets): moved by 11 days, as long.
    assert.deepEqual(
      previousRange(range(t, t + 10.5 * D)),
      range(t - 11 * D, t - 11 * D + 10.5 * D),
    );
    // Unaligned hourly: 30 minutes into the hour, for 5 hours.
    const u = t + 30 * 60_000;
    assert.deepEqual(previousRange(range(u, u + 5 * H, 'hourly')), range(u - 5 * H, u, 'hourly'));
  });

  it('stays within the limits at the longest ranges (7 days hourly, 365 days daily)', () => {
    const t = Date.UTC(2026, 0, 10);
    for (const g of ['hourly', 'daily'] as const) {
      const before = previousRange(range(t, t + MAX_RANGE[g], g))!;
      assert.deepEqual(before, range(t - MAX_RANGE[g], t, g));
      assert.doesNotThrow(() => usageRange({ statistic: 'records', ...before }));
    }
  });

  it('is refused before 1970 and for what is not a range', () => {
    assert.deepEqual(previousRange(range(10 * D, 20 * D)), range(0, 10 * D));
    assert.equal(previousRange(range(10 * D, 20 * D + 1)), undefined);
    assert.equal(previousRange(range(D, D)), undefined);
    assert.equal(previousRange(range(2 * D, D)), undefined);
    assert.equal(previousRange({ startDate: '', endDate: '', granularity: 'daily' }), undefined);
  });
});

describe('changeOf and formatChange', () => {
  it('is the ratio from the previous value, none from 0 or a missing value', () => {
    assert.equal(changeOf(112, 100), 0.12);
    assert.equal(changeOf(50, 100), -0.5);
    assert.equal(changeOf(0, 100), -1);
    assert.equal(changeOf(5, 5), 0);
    assert.equal(changeOf(5, 0), undefined);
    assert.equal(changeOf(5, undefined), undefined);
    assert.equal(changeOf(undefined, 5), undefined);
  });

  it('formats a signed percentage in the language, and "—" for none', () => {
    assert.equal(formatChange(0.12, 'en-US'), '+12%');
    assert.equal(formatChange(-0.035, 'en-US'), '-3.5%');
    assert.equal(formatChange(0, 'en-US'), '0%');
    assert.equal(formatChange(0.12, 'de'), '+12\u00a0%');
    assert.equal(formatChange(undefined, 'en-US'), '—');
  });
});

describe('pairPrevious', () => {
  const t0 = Date.UTC(2026, 0, 10);
  const current = checkResult({
    ...range(t0, t0 + 3 * D - 1),
    series: {
      records: [
        { t: t0, v: 110 },
        { t: t0 + D, v: 40 },
        { t: t0 + 2 * D, v: 9 },
      ],
      max_qps: [{ t: t0, v: { 'server-1': 4, 'server-2': 6 } }],
    },
  })!;
  const before = checkResult({
    ...range(t0 - 3 * D, t0 - 1),
    series: {
      records: [
        { t: t0 - 3 * D, v: 100 },
        { t: t0 - 2 * D, v: 0 },
        // Outside the shown times once moved: left out.
        { t: t0 - 4 * D, v: 1 },
      ],
      max_qps: [{ t: t0 - 3 * D, v: { 'server-1': 8 } }],
    },
  })!;
  const request = parseStatistic('');
  const shown = buildSeries(current, request).series;
  const previous = pairPrevious(shown, current, before, request);
  const view = { strings: defaultStrings, lang: 'en-US', granularity: 'daily' as const, shown };
  const [records, qps1, qps2] = shown as [never, never, never];

  it('puts point i of the previous period under point i, in the same colour', () => {
    assert.equal(previous.shift, 3 * D);
    assert.deepEqual(previous.series.get('records')!.points, [
      { t: t0, v: 100 },
      { t: t0 + D, v: 0 },
    ]);
    assert.equal(previous.series.get('records')!.color, shown[0]!.color);
    assert.deepEqual(previous.series.get('max_qps:server-1')!.points, [{ t: t0, v: 8 }]);
    assert.equal(previous.series.has('max_qps:server-2'), false);
  });

  it('pairs by bucket when the previous range starts inside a bucket', () => {
    const moved = checkResult({ ...before, startDate: iso(t0 - 3 * D + 5 * H) })!;
    assert.equal(pairPrevious(shown, current, moved, request).shift, 3 * D);
  });

  it('reads out the previous value and the change, with marks for missing ones', () => {
    assert.deepEqual(previous.at(records, t0, view), ['100', '+10%']);
    assert.deepEqual(previous.at(records, t0 + D, view), ['0', '—']);
    assert.deepEqual(previous.at(records, t0 + 2 * D, view), ['–', '—']);
    assert.deepEqual(previous.at(qps1, t0, view), ['8', '-50%']);
    assert.deepEqual(previous.at(qps2, t0, view), ['–', '—']);
    assert.equal(previous.text(records, t0, view), ', previous period 100 (+10%)');
    assert.deepEqual(previous.csv(records, t0), ['100', '0.1']);
    assert.deepEqual(previous.csv(records, t0 + D), ['0', '']);
    assert.deepEqual(previous.heads('Records', defaultStrings), [
      'Records (previous period)',
      'Records (change)',
    ]);
  });

  it('uses translated and overridden strings over the English ones', () => {
    const strings = { ...defaultStrings, change: (l: string) => `Δ ${l}` };
    assert.deepEqual(previous.heads('Records', strings), [
      'Records (previous period)',
      'Δ Records',
    ]);
  });
});
