import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tickStep } from 'd3-array';
import { unixDay, utcHour, utcMonth, utcSunday, utcYear, type TimeInterval } from 'd3-time';
import { DAY, HOUR, byteFactor, linePath, linear, timeTicks, valueAxis } from './scales.js';

describe('linear', () => {
  it('maps a domain onto a range, inverted too', () => {
    const y = linear(0, 100, 200, 0);
    assert.equal(y(0), 200);
    assert.equal(y(50), 100);
    assert.equal(y(100), 0);
  });
  it('puts everything in the middle for a zero-width domain', () => {
    assert.equal(linear(5, 5, 0, 10)(5), 5);
  });
});

describe('valueAxis', () => {
  it('starts at zero and nices the top to round ticks', () => {
    const a = valueAxis(12, 987, 5, 'count');
    assert.deepEqual(a.domain, [0, 1000]);
    assert.deepEqual(a.ticks, [0, 200, 400, 600, 800, 1000]);
  });
  it('goes below zero for negative data', () => {
    const a = valueAxis(-35, 80, 5, 'count');
    assert.ok(a.domain[0] <= -35 && a.domain[1] >= 80);
    assert.ok(a.ticks.includes(0));
  });
  it('gives all-zero data a usable axis (percentages up to 100)', () => {
    assert.deepEqual(valueAxis(0, 0, 5, 'count').domain, [0, 1]);
    assert.deepEqual(valueAxis(0, 0, 5, 'percent').domain, [0, 100]);
  });
  it('ticks bytes round in their display unit', () => {
    const a = valueAxis(0, 3.4e9, 5, 'bytes');
    assert.equal(a.factor, 1e9);
    assert.deepEqual(a.domain, [0, 3.5e9]);
    assert.deepEqual(
      a.ticks.map((t) => Math.round(t / 1e8) / 10),
      [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5],
    );
  });
  it('picks the byte unit by magnitude', () => {
    assert.equal(byteFactor(999), 1);
    assert.equal(byteFactor(1000), 1e3);
    assert.equal(byteFactor(2.5e6), 1e6);
    assert.equal(byteFactor(7e15), 1e12);
  });
});

describe('timeTicks', () => {
  const start = Date.UTC(2026, 0, 1);
  it('ticks whole UTC days over a month of daily data', () => {
    const ticks = timeTicks(start, start + 30 * DAY, 8, 'daily');
    assert.ok(ticks.length >= 4 && ticks.length <= 16, String(ticks.length));
    for (const d of ticks) assert.equal(d.getTime() % DAY, 0);
    assert.ok(ticks[0]!.getTime() >= start);
  });
  it('ticks hours over a day of hourly data, never finer than an hour', () => {
    const ticks = timeTicks(start, start + 23 * HOUR, 6, 'hourly');
    for (const d of ticks) assert.equal(d.getTime() % HOUR, 0);
    assert.ok(ticks.length >= 3 && ticks.length <= 12);
    const two = timeTicks(start, start + HOUR, 10, 'hourly');
    assert.deepEqual(
      two.map((d) => d.getTime()),
      [start, start + HOUR],
    );
  });
  it('ticks months over a year of daily data', () => {
    const ticks = timeTicks(start, start + 364 * DAY, 12, 'daily');
    assert.ok(ticks.every((d) => d.getUTCDate() === 1));
  });
  it('gives way to days when months would give one tick (30 days on a phone)', () => {
    const nov2 = Date.UTC(2025, 10, 2);
    const ticks = timeTicks(nov2, nov2 + 29 * DAY, 2, 'daily');
    assert.ok(ticks.length >= 4, ticks.map((d) => d.toISOString()).join());
    for (const d of ticks) assert.equal(d.getTime() % DAY, 0);
  });
  it("ticks where d3-time's own UTC intervals tick, from hours to centuries", () => {
    // The same choice of interval, on d3-time's utcHour, unixDay, utcSunday, utcMonth and utcYear.
    const steps: [TimeInterval, number][] = [
      [utcHour, HOUR],
      [utcHour.every(3)!, 3 * HOUR],
      [utcHour.every(6)!, 6 * HOUR],
      [utcHour.every(12)!, 12 * HOUR],
      [unixDay, DAY],
      [unixDay.every(2)!, 2 * DAY],
      [utcSunday, 7 * DAY],
      [utcMonth, 30 * DAY],
      [utcMonth.every(3)!, 90 * DAY],
      [utcYear, 365 * DAY],
    ];
    const reference = (from: number, to: number, count: number, hourly: boolean) => {
      const finest = hourly ? 0 : 4;
      const target = (to - from) / Math.max(1, count);
      let i = steps.findIndex(([, length]) => length > target);
      const range = (interval: TimeInterval | null) =>
        (interval ?? steps[finest]![0]).range(new Date(from), new Date(to + 1));
      if (i < 0) return range(utcYear.every(tickStep(from / (365 * DAY), to / (365 * DAY), count)));
      if (i > 0 && target / steps[i - 1]![1] < steps[i]![1] / target) i--;
      i = Math.max(i, finest);
      let ticks = range(steps[i]![0]);
      while (ticks.length < 2 && i > finest) ticks = range(steps[--i]![0]);
      return ticks;
    };
    const spans = [HOUR, 5 * HOUR, DAY, 3 * DAY, 7 * DAY, 30 * DAY, 95 * DAY, 365 * DAY];
    const starts = [
      start,
      Date.UTC(2024, 1, 29, 5),
      Date.UTC(1969, 11, 31, 23),
      Date.UTC(2031, 6, 4),
    ];
    let compared = 0;
    for (const from of starts) {
      for (const span of [...spans, 40 * 365 * DAY, 900 * 365 * DAY]) {
        for (const count of [1, 2, 5, 8, 12]) {
          for (const hourly of [true, false]) {
            const ours = timeTicks(from, from + span, count, hourly ? 'hourly' : 'daily');
            const theirs = reference(from, from + span, count, hourly);
            assert.deepEqual(ours.map(Number), theirs.map(Number), `${from} + ${span}, ${count}`);
            compared += ours.length;
          }
        }
      }
    }
    assert.ok(compared > 1000, String(compared));
  });
  it('includes the end', () => {
    const ticks = timeTicks(start, start + 2 * DAY, 10, 'daily');
    assert.deepEqual(
      ticks.map((d) => d.getTime()),
      [start, start + DAY, start + 2 * DAY],
    );
  });
});

describe('linePath', () => {
  const x = (t: number) => t;
  const y = (v: number) => v * 2;
  it('draws a polyline, rounded to tenths', () => {
    const { d, dots } = linePath(
      [
        { t: 0, v: 1 },
        { t: 1, v: 2.123 },
        { t: 2, v: 3 },
      ],
      { x, y, gap: 1.5 },
    );
    assert.equal(d, 'M0 2L1 4.2L2 6');
    assert.deepEqual(dots, []);
  });
  it('breaks at gaps and returns isolated points as dots', () => {
    const { d, dots } = linePath(
      [
        { t: 0, v: 0 },
        { t: 5, v: 1 },
        { t: 6, v: 1 },
        { t: 10, v: 2 },
      ],
      { x, y, gap: 1.5 },
    );
    assert.equal(d, 'M0 0M5 2L6 2M10 4');
    assert.deepEqual(dots, [
      [0, 0],
      [10, 4],
    ]);
  });
  it('draws nothing for no points', () => {
    assert.deepEqual(linePath([], { x, y, gap: 1 }), { d: '', dots: [] });
    assert.deepEqual(linePath([], { x, y, gap: 1, columns: 10 }), { d: '', dots: [] });
  });
});

describe('linePath decimation', () => {
  /** The points of a path's `d`: [x, y] pairs, and how many segments (`M`) it has. */
  const parse = (d: string) => ({
    points: [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m): [number, number] => [
      Number(m[1]),
      Number(m[2]),
    ]),
    moves: d.split('M').length - 1,
  });
  // 34,000 hourly points (about four years) of noisy data with spikes, in a 300 px plot.
  const n = 34_000;
  const noisy = Array.from({ length: n }, (_, i) => ({
    t: i * 3_600_000,
    v: 1000 + 500 * Math.sin(i / 300) + ((i * 7919) % 101) + (i % 4999 === 17 ? 9000 : 0),
  }));
  const width = 300;
  const px = linear(0, (n - 1) * 3_600_000, 0, width);
  const py = linear(0, 12_000, 200, 0);

  it('draws at most four points per pixel column', () => {
    const { d, dots } = linePath(noisy, { x: px, y: py, gap: 5_400_000, columns: width });
    const { points, moves } = parse(d);
    assert.ok(points.length <= 4 * (width + 1), String(points.length));
    assert.ok(points.length >= width, String(points.length));
    assert.equal(moves, 1);
    assert.deepEqual(dots, []);
  });

  it("keeps every column's largest and smallest value, and the line's ends", () => {
    const { d } = linePath(noisy, { x: px, y: py, gap: 5_400_000, columns: width });
    const drawn = new Set(parse(d).points.map(([a, b]) => `${a} ${b}`));
    const r = (v: number) => Math.round(v * 10) / 10;
    const columns = new Map<number, { lo: (typeof noisy)[0]; hi: (typeof noisy)[0] }>();
    for (const p of noisy) {
      const c = Math.floor(px(p.t));
      const col = columns.get(c);
      if (!col) columns.set(c, { lo: p, hi: p });
      else {
        if (p.v < col.lo.v) col.lo = p;
        if (p.v > col.hi.v) col.hi = p;
      }
    }
    assert.ok(columns.size >= width);
    for (const { lo, hi } of columns.values()) {
      for (const p of [lo, hi]) assert.ok(drawn.has(`${r(px(p.t))} ${r(py(p.v))}`), `${p.t}`);
    }
    // The global peaks (the spikes) and trough are on the path.
    const max = Math.max(...noisy.map((p) => p.v));
    const min = Math.min(...noisy.map((p) => p.v));
    const ys = parse(d).points.map(([, b]) => b);
    assert.equal(Math.min(...ys), r(py(max)));
    assert.equal(Math.max(...ys), r(py(min)));
    const { points } = parse(d);
    assert.deepEqual(points[0], [r(px(0)), r(py(noisy[0]!.v))]);
    assert.deepEqual(points.at(-1), [r(px(noisy[n - 1]!.t)), r(py(noisy[n - 1]!.v))]);
  });

  it('runs left to right in time (and right to left when mirrored)', () => {
    const xs = parse(
      linePath(noisy, { x: px, y: py, gap: 5_400_000, columns: width }).d,
    ).points.map(([a]) => a);
    assert.ok(xs.every((a, i) => !i || a >= xs[i - 1]!));
    const mirrored = linear(0, (n - 1) * 3_600_000, width, 0);
    const rtl = parse(
      linePath(noisy, { x: mirrored, y: py, gap: 5_400_000, columns: width }).d,
    ).points.map(([a]) => a);
    assert.ok(rtl.every((a, i) => !i || a <= rtl[i - 1]!));
    assert.ok(rtl.length <= 4 * (width + 1));
  });

  it('still breaks at gaps and returns isolated points as dots', () => {
    // 2,000 points, a gap, one isolated point, a gap, 2,000 more, in 100 px.
    const t = (i: number) => i * 1000;
    const pts = [
      ...Array.from({ length: 2000 }, (_, i) => ({ t: t(i), v: i % 10 })),
      { t: t(2500), v: 50 },
      ...Array.from({ length: 2000 }, (_, i) => ({ t: t(3000 + i), v: i % 7 })),
    ];
    const x100 = linear(0, t(4999), 0, 100);
    const { d, dots } = linePath(pts, { x: x100, y: (v) => v, gap: 1500, columns: 100 });
    const { points, moves } = parse(d);
    assert.equal(moves, 3);
    assert.ok(points.length <= 4 * 101 + 3, String(points.length));
    assert.deepEqual(dots, [[Math.round(x100(t(2500)) * 10) / 10, 50]]);
    assert.match(d, /M[\d.]+ 50M/);
  });

  it('leaves a line no longer than the plot is wide as it was (the same path)', () => {
    // 240 points with two gaps around an isolated point.
    const short = noisy.slice(0, 250).filter((_, i) => i < 100 || i === 105 || i > 110);
    const sx = linear(0, short.at(-1)!.t, 0, width);
    const drawn = linePath(short, { x: sx, y: py, gap: 5_400_000, columns: width });
    assert.deepEqual(drawn, linePath(short, { x: sx, y: py, gap: 5_400_000 }));
    assert.equal(parse(drawn.d).points.length, short.length);
    assert.equal(drawn.dots.length, 1);
    const exact = noisy.slice(0, width);
    assert.deepEqual(
      linePath(exact, { x: px, y: py, gap: 5_400_000, columns: width }),
      linePath(exact, { x: px, y: py, gap: 5_400_000 }),
    );
  });
});
