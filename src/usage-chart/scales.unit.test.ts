import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DAY,
  HOUR,
  byteFactor,
  linePath,
  linear,
  nearestIndex,
  timeTicks,
  valueAxis,
} from './scales.js';

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
      x,
      y,
      1.5,
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
      x,
      y,
      1.5,
    );
    assert.equal(d, 'M0 0M5 2L6 2M10 4');
    assert.deepEqual(dots, [
      [0, 0],
      [10, 4],
    ]);
  });
  it('draws nothing for no points', () => {
    assert.deepEqual(linePath([], x, y, 1), { d: '', dots: [] });
  });
});

describe('nearestIndex', () => {
  it('finds the closest timestamp', () => {
    const times = [0, 10, 20, 30];
    assert.equal(nearestIndex(times, -5), 0);
    assert.equal(nearestIndex(times, 14), 1);
    assert.equal(nearestIndex(times, 16), 2);
    assert.equal(nearestIndex(times, 99), 3);
    assert.equal(nearestIndex([], 1), -1);
  });
});
