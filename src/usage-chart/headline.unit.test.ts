import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cellsOf, combined, headlineOf, ruleOf } from './headline.js';
import { unitOf } from './metrics.js';
import type { Series } from './series.js';

const D = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);
const pts = (...vs: number[]) => vs.map((v, i) => ({ t: t0 + i * D, v }));
const series = (metric: string, points = pts(1, 2, 3), key?: string): Series => ({
  id: key ? `${metric}:${key}` : metric,
  metric,
  ...(key ? { key } : {}),
  unit: unitOf(metric),
  points,
  color: 0,
});

describe('ruleOf', () => {
  const rule = (metric: string) => ruleOf(metric, unitOf(metric));

  it('sums counts, peaks the max_* metrics, keeps the last size, averages the rest', () => {
    assert.equal(rule('queries_operations'), 'sum');
    assert.equal(rule('total_search_requests'), 'sum');
    assert.equal(rule('queries_above_last_ms_processing_time'), 'sum');
    assert.equal(rule('max_qps'), 'peak');
    assert.equal(rule('region_max_qps'), 'peak');
    assert.equal(rule('total_max_qps'), 'peak');
    assert.equal(rule('records'), 'last');
    assert.equal(rule('data_size'), 'last');
    assert.equal(rule('file_size'), 'last');
    assert.equal(rule('avg_processing_time'), 'average');
    assert.equal(rule('99p_processing_time'), 'average');
    assert.equal(rule('used_search_capacity'), 'average');
    assert.equal(rule('region_avg_used_search_capacity'), 'average');
    // A percentage whose name has "max" in it is still an average.
    assert.equal(rule('degraded_queries_max_capacity_queries_impacted'), 'average');
  });
});

describe('headlineOf', () => {
  it('sums, peaks, averages or takes the last value', () => {
    const p = pts(4, 9, 2);
    assert.equal(headlineOf(p, 'sum'), 15);
    assert.equal(headlineOf(p, 'peak'), 9);
    assert.equal(headlineOf(p, 'average'), 5);
    assert.equal(headlineOf(p, 'last'), 2);
  });

  it('has no figure without points', () => {
    for (const rule of ['sum', 'peak', 'average', 'last'] as const) {
      assert.equal(headlineOf([], rule), undefined);
    }
  });
});

describe('combined', () => {
  it('combines servers per point in time by the rule, gaps included', () => {
    const a = series('max_qps', pts(1, 5, 3), 's1');
    const b = series(
      'max_qps',
      [
        { t: t0, v: 4 },
        { t: t0 + 2 * D, v: 1 },
      ],
      's2',
    );
    assert.deepEqual(combined([a, b], 'peak'), pts(4, 5, 3));
    assert.deepEqual(combined([a, b], 'sum'), pts(5, 5, 4));
    assert.deepEqual(combined([a, b], 'average'), pts(2.5, 5, 2));
  });

  it('returns a single series as it is', () => {
    const a = series('records');
    assert.equal(combined([a], 'last'), a.points);
  });
});

describe('cellsOf', () => {
  it('makes one cell per metric in order, its servers together', () => {
    const cells = cellsOf([
      series('queries_operations', pts(1, 2, 3)),
      series('max_qps', pts(1, 7), 's1'),
      series('max_qps', pts(8, 2), 's2'),
      series('records', pts(10, 12, 11)),
    ]);
    assert.deepEqual(
      cells.map((c) => [c.metric, c.rule, c.series.length, c.headline, c.change]),
      [
        ['queries_operations', 'sum', 1, 6, undefined],
        ['max_qps', 'peak', 2, 8, undefined],
        ['records', 'last', 1, 11, undefined],
      ],
    );
  });

  it('compares each figure with the previous period when it is known', () => {
    const now = series('queries_operations', pts(10, 20));
    const other = series('records', pts(5, 5));
    const cells = cellsOf([now, other], (s) => (s === now ? pts(10, 10) : undefined));
    assert.equal(cells[0]!.previous, 20);
    assert.equal(cells[0]!.change, 0.5);
    assert.equal(cells[1]!.previous, undefined);
    assert.equal(cells[1]!.change, undefined);
  });

  it('has no change from a previous figure of 0', () => {
    const now = series('queries_operations', pts(10, 20));
    const [cell] = cellsOf([now], () => pts(0, 0));
    assert.equal(cell!.previous, 0);
    assert.equal(cell!.change, undefined);
  });
});
