import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkRange, parseDate, planRequest, rangeProposals } from './range.js';

describe('parseDate', () => {
  it('reads ISO dates and date-times as UTC', () => {
    assert.equal(parseDate('2026-01-31'), Date.UTC(2026, 0, 31));
    assert.equal(parseDate('2026-01-31T12:00:00.000Z'), Date.UTC(2026, 0, 31, 12));
  });
  it('refuses anything else', () => {
    for (const v of [
      '',
      'yesterday',
      '31/01/2026',
      'March 7, 2026',
      '2026-13-45',
      null,
      undefined,
    ]) {
      assert.equal(parseDate(v), undefined, String(v));
    }
  });
});

describe('checkRange', () => {
  it('accepts hourly up to 7 days and daily up to 365 days', () => {
    assert.equal(checkRange('2026-01-01', '2026-01-08', 'hourly'), null);
    assert.equal(checkRange('2025-01-01', '2026-01-01', 'daily'), null);
  });
  it('proposes daily data or the last 7 days for a long hourly range', () => {
    const p = checkRange('2026-01-01', '2026-01-31', 'hourly');
    assert.equal(p?.kind, 'hourly');
    assert.equal(p?.days, 30);
    assert.deepEqual(rangeProposals(p!), [
      {
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2026-01-31T00:00:00.000Z',
        granularity: 'daily',
      },
      {
        startDate: '2026-01-24T00:00:00.000Z',
        endDate: '2026-01-31T00:00:00.000Z',
        granularity: 'hourly',
      },
    ]);
  });
  it('proposes only a shorter range when even daily data would be too long', () => {
    const hourly = checkRange('2024-01-01', '2026-01-01', 'hourly');
    assert.deepEqual(
      rangeProposals(hourly!).map((p) => p.granularity),
      ['hourly'],
    );
    const daily = checkRange('2024-01-01', '2026-01-01', 'daily');
    assert.equal(daily?.kind, 'daily');
    assert.equal(daily?.days, 731);
    assert.deepEqual(rangeProposals(daily!), [
      {
        startDate: '2025-01-01T00:00:00.000Z',
        endDate: '2026-01-01T00:00:00.000Z',
        granularity: 'daily',
      },
    ]);
  });
  it('names a missing, invalid or reversed range', () => {
    assert.equal(checkRange(undefined, '2026-01-01')?.kind, 'start');
    assert.equal(checkRange('2026-01-01', 'soon')?.kind, 'end');
    assert.equal(checkRange('2026-01-02', '2026-01-01')?.kind, 'order');
    assert.equal(checkRange('2026-01-01', '2026-01-01')?.kind, 'order');
  });
  it('offers no fix for a problem that is not a length', () => {
    for (const problem of [
      checkRange(undefined, '2026-01-01'),
      checkRange('2026-01-02', '2026-01-01'),
      { kind: 'granularity' as const },
      { kind: 'period' as const },
    ]) {
      assert.deepEqual(rangeProposals(problem!), [], problem!.kind);
    }
  });
});

describe('planRequest', () => {
  const now = new Date(Date.UTC(2026, 5, 15, 12));
  it('passes a period through, winning over dates', () => {
    assert.deepEqual(planRequest({ period: 'day', startDate: 'x' }, now), {
      range: { period: 'day' },
    });
  });
  it('defaults to the last 30 days', () => {
    assert.deepEqual(planRequest({}, now), { range: { period: 'month' } });
  });
  it('normalises dates, defaults granularity to daily and the end to now', () => {
    assert.deepEqual(planRequest({ startDate: '2026-06-10' }, now), {
      range: {
        startDate: '2026-06-10T00:00:00.000Z',
        endDate: '2026-06-15T12:00:00.000Z',
        granularity: 'daily',
      },
    });
  });
  it('stops at a range problem, or an unknown granularity or period', () => {
    const r = planRequest(
      { startDate: '2026-01-01', endDate: '2026-02-01', granularity: 'hourly' },
      now,
    );
    assert.ok('problem' in r && r.problem.kind === 'hourly');
    const g = planRequest({ startDate: '2026-01-01', granularity: 'weekly' }, now);
    assert.ok('problem' in g && g.problem.kind === 'granularity');
    const p = planRequest({ period: 'week' }, now);
    assert.ok('problem' in p && p.problem.kind === 'period');
  });
});
