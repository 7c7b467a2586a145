import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chartModel } from './model.js';
import { buildSeries } from './series.js';
import { checkResult } from './data.js';
import { parseStatistic } from './metrics.js';

/** `buildSeries` over a response as the element reads `data`: through `checkResult`. */
const build = (result: { series: Record<string, unknown> }, statistic?: string) =>
  buildSeries(checkResult(result)!, parseStatistic(statistic));

const t0 = Date.UTC(2026, 0, 1);
const D = 86_400_000;

describe('chartModel', () => {
  const { series } = build({
    series: {
      records: Array.from({ length: 31 }, (_, i) => ({ t: t0 + i * D, v: 1000 + i * 10 })),
      data_size: Array.from({ length: 31 }, (_, i) => ({ t: t0 + i * D, v: 2e9 + i * 1e7 })),
      max_qps: [{ t: t0, v: { 'server-1': 4, 'server-2': 7 } }],
    },
  });
  const m = chartModel({ series, granularity: 'daily', width: 600, height: 240, lang: 'en-US' });

  it('makes one panel per unit, with its series', () => {
    assert.deepEqual(
      m.panels.map((p) => [p.unit, p.lines.map((l) => l.series.id)]),
      [
        ['count', ['records', 'max_qps:server-1', 'max_qps:server-2']],
        ['bytes', ['data_size']],
      ],
    );
  });

  it('spans the time axis over the plotting area', () => {
    assert.equal(m.times.length, 31);
    assert.equal(m.x(t0), m.margin.left);
    assert.equal(m.x(t0 + 30 * D), 600 - m.margin.right);
    assert.ok(Math.abs(m.time(m.x(t0 + 10 * D)) - (t0 + 10 * D)) < 1);
    assert.ok(m.xTicks.length >= 3);
    assert.ok(m.xTicks.every((t) => t.at >= m.margin.left && t.at <= 600 - m.margin.right));
  });

  it('labels value ticks in the unit and leaves room for the widest label', () => {
    const bytes = m.panels[1]!;
    assert.ok(
      bytes.ticks.some((t) => /GB$/.test(t.label)),
      bytes.ticks.map((t) => t.label).join(),
    );
    assert.ok(m.margin.left >= Math.max(...bytes.ticks.map((t) => t.label.length)) * 6);
    assert.equal(bytes.y(bytes.axis.domain[0]), 240 - m.margin.bottom);
    assert.equal(bytes.y(bytes.axis.domain[1]), m.margin.top);
  });

  it('draws lines, and a single point as a dot', () => {
    const records = m.panels[0]!.lines[0]!;
    assert.match(records.d, /^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){30}$/);
    const qps = m.panels[0]!.lines[1]!;
    assert.equal(qps.dots.length, 1);
  });

  it('mirrors in right-to-left: time runs right to left, the value axis on the right', () => {
    const r = chartModel({
      series,
      granularity: 'daily',
      width: 600,
      height: 240,
      lang: 'en-US',
      rtl: true,
    });
    assert.deepEqual([r.rtl, r.margin.left, r.margin.right], [true, m.margin.right, m.margin.left]);
    assert.equal(r.x(t0), 600 - r.margin.right);
    assert.equal(r.x(t0 + 30 * D), r.margin.left);
    assert.ok(Math.abs(r.time(r.x(t0 + 10 * D)) - (t0 + 10 * D)) < 1);
    assert.deepEqual(
      r.xTicks.map((t) => [Math.round(600 - t.at), t.label]),
      m.xTicks.map((t) => [Math.round(t.at), t.label]),
    );
  });

  it('sizes its margins and time ticks by the font size, labels apart and inside the box', () => {
    const month = build({
      series: {
        records: Array.from({ length: 30 }, (_, i) => ({
          t: Date.UTC(2025, 10, 2) + i * D,
          v: i * 1e4,
        })),
      },
    }).series;
    for (const [width, font] of [
      [358, 12],
      [288, 12],
      [358, 24],
      [1200, 16],
    ] as const) {
      const at = `${width}px, ${font}px`;
      const small = chartModel({
        series: month,
        granularity: 'daily',
        width,
        height: 256,
        lang: 'en-US',
        rtl: false,
        font,
      });
      assert.ok(small.xTicks.length >= (width > 300 && font < 20 ? 4 : 2), at);
      const ticks = small.xTicks;
      ticks.forEach((t, i) => {
        const half = (t.label.length * font * 0.6) / 2;
        assert.ok(t.tx! - half >= 0 && t.tx! + half <= width, at);
        if (i) {
          const before = ticks[i - 1]!;
          const room = (t.label.length + before.label.length) * font * 0.3 + font;
          assert.ok(t.tx! - before.tx! >= room - 1, `${at}: ${before.label}, ${t.label}`);
        }
      });
    }
    const big = chartModel({
      series: month,
      granularity: 'daily',
      width: 600,
      height: 256,
      lang: 'en-US',
      rtl: false,
      font: 24,
    });
    const normal = chartModel({
      series: month,
      granularity: 'daily',
      width: 600,
      height: 256,
      lang: 'en-US',
      rtl: false,
      font: 12,
    });
    assert.ok(big.margin.left > normal.margin.left && big.margin.bottom > normal.margin.bottom);
    assert.ok(big.panels[0]!.ticks.length <= normal.panels[0]!.ticks.length);
  });

  it('copes with nothing to show', () => {
    const empty = chartModel({
      series: [],
      granularity: 'hourly',
      width: 300,
      height: 200,
      lang: 'en',
    });
    assert.deepEqual([empty.panels, empty.times, empty.xTicks], [[], [], []]);
  });
});
