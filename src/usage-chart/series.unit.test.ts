import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { billedPoints, buildSeries, pointAt, statsOf, timesOf, valueAt } from './series.js';
import { checkResult } from './data.js';
import { parseStatistic } from './metrics.js';

/** `buildSeries` over a response as the element reads `data`: through `checkResult`. */
const build = (result: { series: Record<string, unknown> }, statistic?: string) =>
  buildSeries(checkResult(result), parseStatistic(statistic));

const D = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);
const pts = (...vs: number[]) => vs.map((v, i) => ({ t: t0 + i * D, v }));

describe('buildSeries', () => {
  it('makes one series per integer metric, in the order asked', () => {
    const { series, missing } = build(
      { series: { data_size: pts(10, 20), records: pts(1, 2, 3) } },
      'records,data_size',
    );
    assert.deepEqual(
      series.map((s) => [s.id, s.unit, s.points.length, s.color]),
      [
        ['records', 'count', 3, 0],
        ['data_size', 'bytes', 2, 1],
      ],
    );
    assert.deepEqual(missing, []);
  });

  it('splits object values into one series per server or region key, in natural order', () => {
    const { series } = build({
      series: {
        max_qps: [
          { t: t0, v: { 'server-10': 1, 'server-2': 5 } },
          { t: t0 + D, v: { 'server-2': 6, 'server-10': 2 } },
        ],
      },
    });
    assert.deepEqual(
      series.map((s) => [s.id, s.key, s.points.map((p) => p.v)]),
      [
        ['max_qps:server-2', 'server-2', [5, 6]],
        ['max_qps:server-10', 'server-10', [1, 2]],
      ],
    );
  });

  it('leaves a gap where a key is missing from a point, or its value cannot be drawn', () => {
    const { series } = build({
      series: {
        region_max_qps: [
          { t: t0, v: { us: 1, de: 2 } },
          { t: t0 + D, v: { us: 3 } },
          { t: t0 + 2 * D, v: { us: 4, de: -1 } },
        ],
      },
    });
    assert.deepEqual(
      series.map((s) => [s.key, s.points.map((p) => p.t)]),
      [
        ['de', [t0]],
        ['us', [t0, t0 + D, t0 + 2 * D]],
      ],
    );
  });

  it('sorts unsorted points', () => {
    const { series } = build({ series: { records: [...pts(1, 2, 3)].reverse() } });
    assert.deepEqual(
      series[0]!.points.map((p) => p.v),
      [1, 2, 3],
    );
  });

  it('reports metrics asked by name that have no data, and ignores empty arrays', () => {
    const { series, missing } = build(
      { series: { records: pts(1), avg_processing_time: [] } },
      'records,avg_processing_time,file_size,search_operations',
    );
    assert.deepEqual(
      series.map((s) => s.id),
      ['records'],
    );
    assert.deepEqual(missing, ['avg_processing_time', 'file_size']);
  });

  it('derives billed search requests by name, without showing its operands', () => {
    const { series } = build(
      {
        series: {
          total_search_requests: pts(100, 200, 300),
          querysuggestions_total_search_requests: [
            { t: t0, v: 10 },
            { t: t0 + 2 * D, v: 30 },
          ],
        },
      },
      'billed_search_requests',
    );
    assert.deepEqual(
      series.map((s) => s.id),
      ['billed_search_requests'],
    );
    assert.deepEqual(
      series[0]!.points.map((p) => p.v),
      [90, 200, 270],
    );
  });

  it('adds billed search requests after the total when both operands are asked', () => {
    const { series } = build(
      {
        series: {
          total_search_requests: pts(100),
          querysuggestions_total_search_requests: pts(7),
        },
      },
      'total_search_requests,querysuggestions_total_search_requests',
    );
    assert.deepEqual(
      series.map((s) => s.id),
      ['total_search_requests', 'billed_search_requests', 'querysuggestions_total_search_requests'],
    );
    assert.equal(series[1]!.points[0]!.v, 93);
  });

  it('keeps an operand asked for by name next to billed, and says billed is missing without the total', () => {
    const both = build(
      { series: { total_search_requests: pts(5), querysuggestions_total_search_requests: pts(1) } },
      'billed_search_requests,total_search_requests',
    );
    assert.deepEqual(
      both.series.map((s) => s.id),
      ['billed_search_requests', 'total_search_requests'],
    );
    const none = build({ series: {} }, 'billed_search_requests');
    assert.deepEqual(none.series, []);
    assert.deepEqual(none.missing, ['billed_search_requests']);
  });

  it('treats absent query-suggestion data as zero', () => {
    assert.deepEqual(
      billedPoints(pts(5, 6)).map((p) => p.v),
      [5, 6],
    );
  });

  it('returns nothing for an empty response', () => {
    assert.deepEqual(build({ series: {} }, '*'), { series: [], missing: [], asked: ['*'] });
  });
});

describe('series helpers', () => {
  const { series } = build({ series: { a: pts(3, 1, 2), b: [{ t: t0 + 5 * D, v: 1 }] } });
  it('collects distinct sorted times', () => {
    assert.deepEqual(timesOf(series), [t0, t0 + D, t0 + 2 * D, t0 + 5 * D]);
  });
  it('computes min, max and last', () => {
    assert.deepEqual(statsOf(series[0]!.points), { min: 1, max: 3, last: 2 });
    assert.equal(statsOf([]), undefined);
  });
  it('finds a value at a time, or nothing', () => {
    assert.equal(valueAt(series[0]!, t0 + D), 1);
    assert.equal(valueAt(series[0]!, t0 + 4 * D), undefined);
  });
});

describe('pointAt', () => {
  const points = [
    { t: 0, v: 5 },
    { t: 10, v: 0 },
    { t: 30, v: 7 },
  ];
  it('gives the value at a time that has a point, zero included', () => {
    assert.equal(pointAt(points, 0), 5);
    assert.equal(pointAt(points, 10), 0);
    assert.equal(pointAt(points, 30), 7);
  });
  it('gives nothing between points, outside them, or without any', () => {
    assert.equal(pointAt(points, 20), undefined);
    assert.equal(pointAt(points, -1), undefined);
    assert.equal(pointAt(points, 31), undefined);
    assert.equal(pointAt([], 0), undefined);
  });
});
