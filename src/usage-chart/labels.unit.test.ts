import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { seriesValue } from './labels.js';
import type { Series } from './series.js';
import { defaultStrings } from './strings.js';

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
