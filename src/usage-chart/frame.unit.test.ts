import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as D } from '../api/rules/usage.js';
import { pairPrevious } from './compare.js';
import { checkResult } from './data.js';
import { DEFAULT_PANEL_HEIGHT, frame } from './frame.js';
import { parseStatistic } from './metrics.js';
import { UNMEASURED } from './resize.js';
import { buildSeries, type Series } from './series.js';

const iso = (t: number) => new Date(t).toISOString();
const t0 = Date.UTC(2026, 0, 10);
const request = parseStatistic('');
const current = checkResult({
  startDate: iso(t0),
  endDate: iso(t0 + 3 * D - 1),
  granularity: 'daily',
  series: {
    records: [
      { t: t0, v: 110 },
      { t: t0 + D, v: 40 },
      { t: t0 + 2 * D, v: 9 },
    ],
    data_size: [{ t: t0, v: 2e9 }],
    max_qps: [{ t: t0, v: { 'server-1': 4, 'server-2': 6 } }],
  },
})!;
const before = checkResult({
  startDate: iso(t0 - 3 * D),
  endDate: iso(t0 - 1),
  granularity: 'daily',
  series: { records: [{ t: t0 - 3 * D, v: 100 }] },
})!;
const series = buildSeries(current, request).series;
const all = () => true;
const ids = (list: readonly Series[]) => list.map((s) => s.id);
const measured = { w: 600, h: 480, f: 12 };

describe('frame', () => {
  it('draws the series `drawn` keeps, in their order', () => {
    const f = frame({
      series,
      drawn: (s) => s.id !== 'data_size',
      granularity: 'daily',
      size: measured,
      lang: 'en-US',
      rtl: false,
      cells: false,
    });
    assert.deepEqual(ids(f.shown), ['records', 'max_qps:server-1', 'max_qps:server-2']);
    assert.deepEqual(
      f.model!.panels.map((p) => ids(p.lines.map((l) => l.series))),
      [['records', 'max_qps:server-1', 'max_qps:server-2']],
    );
  });

  it('shares the measured height among the panels of the shown unit families', () => {
    const f = frame({
      series,
      drawn: all,
      granularity: 'daily',
      size: measured,
      lang: 'en-US',
      rtl: false,
      cells: false,
    });
    assert.equal(f.model!.panels.length, 2);
    assert.equal(f.model!.height, 240);
    assert.equal(f.model!.width, 600);
    assert.equal(f.height, 480);
    const one = frame({
      series,
      drawn: (s) => s.unit === 'count',
      granularity: 'daily',
      size: measured,
      lang: 'en-US',
      rtl: false,
      cells: false,
    });
    assert.equal(one.model!.height, 480);
  });

  it('gives each unit family a default panel before the plot is measured', () => {
    const f = frame({
      series,
      drawn: all,
      granularity: 'daily',
      size: UNMEASURED,
      lang: 'en-US',
      rtl: false,
      cells: false,
    });
    assert.equal(f.model!.height, DEFAULT_PANEL_HEIGHT);
    assert.equal(f.height, 2 * DEFAULT_PANEL_HEIGHT);
    assert.equal(
      frame({
        series,
        drawn: () => false,
        granularity: 'daily',
        size: UNMEASURED,
        lang: 'en',
        rtl: false,
        cells: false,
      }).height,
      256,
    );
  });

  it('lays out no detailed chart in cells, without a result, or with every series hidden', () => {
    const cells = frame({
      series,
      drawn: all,
      granularity: 'daily',
      size: measured,
      lang: 'en-US',
      rtl: false,
      cells: true,
    });
    assert.equal(cells.model, undefined);
    assert.equal(cells.shown.length, 4);
    assert.equal(
      frame({
        series,
        drawn: all,
        granularity: undefined,
        size: measured,
        lang: 'en-US',
        rtl: false,
        cells: false,
      }).model,
      undefined,
    );
    const none = frame({
      series,
      drawn: () => false,
      granularity: 'daily',
      size: measured,
      lang: 'en-US',
      rtl: false,
      cells: false,
    });
    assert.equal(none.model, undefined);
    assert.deepEqual(none.shown, []);
  });

  it('lays out right to left, in the language given', () => {
    const f = frame({
      series,
      drawn: all,
      granularity: 'daily',
      size: measured,
      lang: 'ar',
      rtl: true,
      cells: false,
    });
    assert.equal(f.model!.rtl, true);
    assert.ok(f.model!.x(t0) > f.model!.x(t0 + 2 * D));
  });

  it('pairs the previous period with the shown series only, and draws it under them', () => {
    const asked: string[][] = [];
    const pair = (shown: Series[]) => {
      asked.push(ids(shown));
      return pairPrevious(shown, current, before, request);
    };
    const f = frame({
      series,
      drawn: (s) => s.id === 'records',
      granularity: 'daily',
      size: measured,
      lang: 'en',
      rtl: false,
      cells: false,
      pair,
    });
    assert.deepEqual(asked, [['records']]);
    assert.deepEqual(f.previous!.series.get('records')!.points, [{ t: t0, v: 100 }]);
    assert.deepEqual(
      f.model!.panels[0]!.previous.map((l) => l.series.id),
      ['records'],
    );
    const none = frame({
      series,
      drawn: () => false,
      granularity: 'daily',
      size: measured,
      lang: 'en',
      rtl: false,
      cells: false,
      pair,
    });
    assert.equal(none.previous, undefined);
    assert.equal(asked.length, 1);
    assert.equal(
      frame({
        series,
        drawn: all,
        granularity: 'daily',
        size: measured,
        lang: 'en',
        rtl: false,
        cells: false,
      }).previous,
      undefined,
    );
  });
});
