import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkResult, MAX_TIME, MAX_VALUE } from './data.js';
import { buildSeries } from './series.js';
import { parseStatistic } from './metrics.js';
import { valueAxis } from './scales.js';

const t = Date.UTC(2026, 0, 1);

describe('checkResult', () => {
  it("refuses what is not a usage result, naming the field, as the service's answer is refused", () => {
    const cases: [unknown, string][] = [
      [null, '(root): expected object'],
      [42, '(root): expected object'],
      ['x', '(root): expected object'],
      [{ series: [] }, 'series: expected record'],
      [{ series: { records: 'not a list' } }, 'series.records: expected array'],
      [{ series: { records: [{ t, v: 1 }, null] } }, 'series.records[1]: expected object'],
      [{ series: { records: [{ t: '2026', v: 1 }] } }, 'series.records[0].t: expected number'],
      [{ series: { records: [{ t, v: NaN }] } }, 'series.records[0].v: expected number or record'],
      [{ series: { max_qps: [{ t, v: { de: 'a' } }] } }, 'series.max_qps[0].v.de: expected number'],
    ];
    for (const [value, field] of cases) {
      assert.throws(
        () => checkResult(value),
        (error: Error) => error.name === 'SchemaError' && error.message.includes(field),
        field,
      );
    }
  });

  it('keeps usages and leaves out every value and time that cannot be drawn', () => {
    const r = checkResult({
      series: {
        records: [
          { t, v: 1 },
          { t: t + 2, v: -1 },
          { t: t + 3, v: MAX_VALUE * 2 },
          { t: MAX_TIME + 1, v: 1 },
          { t: t + 4, v: { a: 2, c: -3 } },
        ],
      },
      granularity: 'weekly',
      startDate: 'nonsense',
    });
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

  it("skips `__proto__` (a metric or a server so named), as the service's answer does, never a prototype", () => {
    const body = JSON.parse(
      `{"series":{"__proto__":[{"t":${t},"v":1}],"records":[{"t":${t},"v":{"__proto__":3,"us":2}}]}}`,
    );
    const r = checkResult(body);
    assert.deepEqual(Object.keys(r.series), ['records']);
    assert.equal(Object.getPrototypeOf(r.series), Object.prototype);
    const set = buildSeries(r, parseStatistic('__proto__,records'));
    assert.deepEqual(
      set.series.map((s) => s.id),
      ['records:us'],
    );
    assert.deepEqual(set.missing, ['__proto__']);
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
