import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkResult, MAX_TIME, MAX_VALUE } from './data.js';
import { buildSeries } from './series.js';
import { parseStatistic } from './metrics.js';
import { valueAxis } from './scales.js';

const t = Date.UTC(2026, 0, 1);

describe('checkResult', () => {
  it('is undefined for what is not an object', () => {
    for (const v of [undefined, null, 42, 'x', []]) assert.equal(checkResult(v), undefined);
  });

  it('keeps usages and leaves out every other value, time and point (as drawn)', () => {
    const r = checkResult({
      series: {
        records: [
          { t, v: 1 },
          { t: t + 1, v: NaN },
          { t: t + 2, v: -1 },
          { t: t + 3, v: MAX_VALUE * 2 },
          { t: MAX_TIME + 1, v: 1 },
          { t: Infinity, v: 1 },
          { t: '2026', v: 1 },
          null,
          { t: t + 4, v: { a: 2, b: Infinity, c: -3 } },
          { t: t + 5, v: { b: NaN } },
        ],
        other: 'not a list',
      },
      granularity: 'weekly',
      startDate: 'nonsense',
    })!;
    // Two usable points: a number at 0, an object at 4 of which only `a` is a usage.
    const set = buildSeries(r, parseStatistic(''));
    assert.deepEqual(
      set.series.map((s) => [s.id, s.points.map((p) => [p.t - t, p.v])]),
      [
        ['records', [[0, 1]]],
        ['records:a', [[4, 2]]],
      ],
    );
    assert.deepEqual(Object.keys(r.series), ['records']);
    assert.equal(r.granularity, 'daily');
    assert.equal(r.startDate, new Date(t).toISOString());
    assert.equal(r.endDate, new Date(t + 4).toISOString());
  });

  it('draws only what can be drawn of a result that did not go through it', () => {
    // The service's result, as the API checked it (finite numbers), is not checked again: what
    // cannot be drawn is left out where its points are split into series.
    const set = buildSeries(
      {
        series: {
          records: [
            { t, v: 1 },
            { t: t + 1, v: -1 },
            { t: t + 2, v: MAX_VALUE * 2 },
            { t: MAX_TIME + 1, v: 1 },
            { t: t + 3, v: { a: 2, b: -3 } },
          ],
          // A metric whose only points cannot be drawn has no series.
          data_size: [{ t, v: -5 }],
        },
      },
      parseStatistic(''),
    );
    assert.deepEqual(
      set.series.map((s) => [s.id, s.points.map((p) => [p.t - t, p.v])]),
      [
        ['records', [[0, 1]]],
        ['records:a', [[3, 2]]],
      ],
    );
  });

  it('reads `__proto__` as a metric and as a server name, never as a prototype', () => {
    const body = JSON.parse(`{"series":{"__proto__":[{"t":${t},"v":{"__proto__":3}}]}}`);
    const r = checkResult(body)!;
    assert.equal(Object.getPrototypeOf(r.series), null);
    const set = buildSeries(r, parseStatistic('__proto__,constructor'));
    assert.deepEqual(
      set.series.map((s) => s.id),
      ['__proto__:__proto__'],
    );
    assert.deepEqual(set.missing, ['constructor']);
  });
});

describe('valueAxis with absurd spans', () => {
  it('gives a finite axis for subnormal and huge values', () => {
    for (const [lo, hi] of [
      [5e-324, 5e-324],
      [0, 1e-12],
      [0, MAX_VALUE],
    ] as const) {
      const a = valueAxis(lo, hi, 5, 'count');
      assert.ok([...a.domain, ...a.ticks].every(Number.isFinite), `${lo}–${hi}`);
      assert.ok(a.ticks.length > 1);
    }
  });
});
