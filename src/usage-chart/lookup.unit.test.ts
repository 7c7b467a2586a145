import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { nearestIndex, pointAt, seriesValue } from './lookup.js';
import type { Series } from './series.js';
import { defaultStrings } from './strings.js';

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

describe('seriesValue', () => {
  const series: Series = {
    id: 'records',
    metric: 'records',
    unit: 'count',
    points: [{ t: 0, v: 1234 }],
    color: 0,
  };
  const view = {
    strings: defaultStrings,
    lang: 'de-DE',
    granularity: 'daily',
    shown: [series],
  } as const;
  it("words the value in its unit and the view's language", () => {
    assert.equal(seriesValue(series, 0, view), '1.234');
  });
  it('words a missing point with the noValue string', () => {
    assert.equal(seriesValue(series, 5, view), defaultStrings.noValue);
  });
});
