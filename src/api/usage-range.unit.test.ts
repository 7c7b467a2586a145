import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRangeLimits, statisticNames, usageRange } from './usage-range.js';
import { LimitError } from './errors.js';

const DAY = 86_400_000;
const now = new Date('2026-11-15T13:45:12.345Z');

function throwsLimit(fn: () => unknown, limit: string) {
  assert.throws(
    fn,
    (e: unknown) => e instanceof LimitError && e.kind === 'limit' && e.limit === limit,
  );
}

test('last_day is the last full day, one daily point', () => {
  assert.deepEqual(usageRange({ statistic: 'records', period: 'last_day', now }), {
    startDate: '2026-11-14T00:00:00.000Z',
    endDate: '2026-11-14T23:59:59.999Z',
    granularity: 'daily',
  });
});

test('day is the last 24 full hours, hourly', () => {
  assert.deepEqual(usageRange({ statistic: 'records', period: 'day', now }), {
    startDate: '2026-11-14T13:00:00.000Z',
    endDate: '2026-11-15T12:59:59.999Z',
    granularity: 'hourly',
  });
});

test('month is the last 30 full days and year the last 365, daily', () => {
  const month = usageRange({ statistic: 'records', period: 'month', now });
  assert.equal(month.startDate, '2026-10-16T00:00:00.000Z');
  assert.equal(month.endDate, '2026-11-14T23:59:59.999Z');
  assert.equal(month.granularity, 'daily');
  const year = usageRange({ statistic: 'records', period: 'year', now });
  assert.equal(year.startDate, '2025-11-15T00:00:00.000Z');
  assert.equal(year.endDate, '2026-11-14T23:59:59.999Z');
  assert.equal(Date.parse(year.endDate) + 1 - Date.parse(year.startDate), 365 * DAY);
});

test('periods default to now', () => {
  const { endDate } = usageRange({ statistic: 'records', period: 'last_day' });
  assert.ok(Date.now() - Date.parse(endDate) <= DAY);
});

test('explicit dates: RFC 3339 with milliseconds and Z, daily by default', () => {
  assert.deepEqual(
    usageRange({
      statistic: 'records',
      startDate: '2026-11-01T00:00:00Z',
      endDate: new Date(Date.UTC(2026, 10, 2)),
    }),
    {
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-02T00:00:00.000Z',
      granularity: 'daily',
    },
  );
});

test('hourly ranges: 7 days pass, 7 days and 1 ms do not', () => {
  const start = new Date('2026-11-01T00:00:00.000Z');
  const ok = usageRange({
    statistic: 'records',
    startDate: start,
    endDate: new Date(+start + 7 * DAY),
    granularity: 'hourly',
  });
  assert.equal(ok.endDate, '2026-11-08T00:00:00.000Z');
  throwsLimit(
    () =>
      usageRange({
        statistic: 'records',
        startDate: start,
        endDate: new Date(+start + 7 * DAY + 1),
        granularity: 'hourly',
      }),
    'hourlyRange',
  );
});

test('daily ranges: 365 days pass, 365 days and 1 ms do not', () => {
  const start = new Date('2025-01-01T00:00:00.000Z');
  usageRange({ statistic: 'records', startDate: start, endDate: new Date(+start + 365 * DAY) });
  throwsLimit(
    () =>
      usageRange({
        statistic: 'records',
        startDate: start,
        endDate: new Date(+start + 365 * DAY + 1),
      }),
    'dailyRange',
  );
});

test('start must be before end', () => {
  const d = '2026-11-01T00:00:00.000Z';
  throwsLimit(() => usageRange({ statistic: 'records', startDate: d, endDate: d }), 'range');
  throwsLimit(
    () => usageRange({ statistic: 'records', startDate: '2026-11-02T00:00:00.000Z', endDate: d }),
    'range',
  );
  usageRange({ statistic: 'records', startDate: d, endDate: '2026-11-01T00:00:00.001Z' });
});

test('invalid dates, granularity and period are refused with the field named', () => {
  throwsLimit(
    () => usageRange({ statistic: 'records', startDate: 'yesterday', endDate: new Date() }),
    'startDate',
  );
  throwsLimit(
    () => usageRange({ statistic: 'records', startDate: new Date(0), endDate: 'soon' }),
    'endDate',
  );
  throwsLimit(
    () =>
      usageRange({
        statistic: 'records',
        startDate: new Date(0),
        endDate: new Date(1),
        granularity: 'weekly' as 'daily',
      }),
    'granularity',
  );
  throwsLimit(() => usageRange({ statistic: 'records', period: 'week' as 'day' }), 'period');
});

test('limit messages say which limit and how to fix it', () => {
  try {
    usageRange({
      statistic: 'records',
      startDate: new Date(0),
      endDate: new Date(8 * DAY),
      granularity: 'hourly',
    });
    assert.fail('expected a LimitError');
  } catch (e) {
    assert.match((e as Error).message, /hourly range covers at most 7 days.*daily granularity/);
  }
});

test('statistic: one name, several, a group or *', () => {
  assert.deepEqual(statisticNames('records'), ['records']);
  assert.deepEqual(statisticNames(['records', 'data_size']), ['records', 'data_size']);
  assert.deepEqual(statisticNames('records, data_size'), ['records', 'data_size']);
  assert.deepEqual(statisticNames('*'), ['*']);
  assert.deepEqual(statisticNames('search_operations'), ['search_operations']);
  throwsLimit(() => statisticNames([]), 'statistic');
  throwsLimit(() => statisticNames('records,'), 'statistic');
  throwsLimit(() => statisticNames('a/b'), 'statistic');
});

test('checkRangeLimits: the one check of a range, without throwing', () => {
  const start = Date.UTC(2026, 0, 1);
  assert.equal(checkRangeLimits('hourly', start, start + 7 * DAY), undefined);
  assert.deepEqual(checkRangeLimits('hourly', start, start + 7 * DAY + 1), {
    kind: 'hourly',
    days: 8,
  });
  assert.deepEqual(checkRangeLimits('daily', start, start + 400 * DAY), {
    kind: 'daily',
    days: 400,
  });
  assert.deepEqual(checkRangeLimits('daily', start, start), { kind: 'order' });
});
