import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatList,
  formatRange,
  formatTime,
  formatTimeTick,
  formatTimeTicks,
  formatValue,
} from './format.js';

const nbsp = (s: string) => s.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('formatValue', () => {
  it('formats counts with grouping in the language', () => {
    assert.equal(formatValue(1234567, 'count', 'en'), '1,234,567');
    assert.equal(nbsp(formatValue(1234567, 'count', 'fr')), '1 234 567');
    assert.equal(formatValue(1234567, 'count', 'de'), '1.234.567');
  });
  it('formats milliseconds, bytes and percentages', () => {
    assert.equal(formatValue(12.34, 'ms', 'en'), '12.3 ms');
    assert.equal(formatValue(512, 'bytes', 'en'), '512 byte');
    assert.equal(formatValue(2_500_000, 'bytes', 'en'), '2.5 MB');
    assert.equal(formatValue(3_210_000_000, 'bytes', 'en'), '3.21 GB');
    assert.equal(formatValue(1500, 'bytes', 'en'), '1.5 kB');
    assert.equal(formatValue(42.5, 'percent', 'en'), '42.5%');
    assert.equal(nbsp(formatValue(42.5, 'percent', 'fr')), '42,5 %');
  });
  it('falls back to the default language for an invalid tag', () => {
    assert.match(formatValue(1000, 'count', 'not a tag!'), /1.?000/);
  });
});

describe('formatValue of a tick', () => {
  it('is compact for counts and uses the axis byte unit', () => {
    assert.equal(formatValue(1_500_000, 'count', 'en', 1), '1.5M');
    assert.equal(formatValue(500_000_000, 'bytes', 'en', 1e9), '0.5 GB');
    assert.equal(formatValue(50, 'percent', 'en', 1), '50%');
    assert.equal(formatValue(200, 'ms', 'en', 1), '200 ms');
  });
});

describe('dates (UTC)', () => {
  const t = Date.UTC(2026, 0, 3, 14);
  it('shows the day for daily data and the hour for hourly data', () => {
    assert.equal(formatTime(Date.UTC(2026, 0, 3), 'daily', 'en-US'), 'Jan 3, 2026');
    assert.equal(nbsp(formatTime(t, 'hourly', 'en-US')), 'Jan 3, 2026, 2:00 PM UTC');
    assert.match(formatTime(t, 'hourly', 'en-GB'), /14:00/);
  });
  it('labels axis ticks by their calendar unit', () => {
    assert.equal(nbsp(formatTimeTick(new Date(t), 'en-US')), '2:00 PM');
    assert.equal(formatTimeTick(new Date(Date.UTC(2026, 1, 3)), 'en-US'), 'Feb 3');
    assert.equal(formatTimeTick(new Date(Date.UTC(2026, 1, 1)), 'en-US'), 'Feb');
    assert.equal(formatTimeTick(new Date(Date.UTC(2026, 0, 1)), 'en-US'), '2026');
    assert.equal(formatTimeTick(new Date(Date.UTC(2026, 1, 3)), 'de'), '3. Feb.');
  });
  it('labels narrow day ticks with their number in the month of the tick before', () => {
    const days = [2, 9, 16, 23, 30, 37].map((d) => new Date(Date.UTC(2025, 10, d)));
    assert.deepEqual(formatTimeTicks(days, 'en-US', true), [
      'Nov 2',
      '9',
      '16',
      '23',
      '30',
      'Dec 7',
    ]);
    assert.deepEqual(formatTimeTicks(days.slice(0, 2), 'en-US', false), ['Nov 2', 'Nov 9']);
  });
  it('formats a range', () => {
    assert.equal(
      nbsp(formatRange(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 31), 'daily', 'en-US')),
      'Jan 1 – 31, 2026',
    );
    assert.equal(
      formatRange(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1), 'daily', 'en-US'),
      'Jan 1, 2026',
    );
  });
});

describe('formatList', () => {
  it('joins in the language', () => {
    assert.equal(formatList(['a', 'b', 'c'], 'en'), 'a, b, and c');
    assert.equal(formatList(['a', 'b'], 'fr'), 'a et b');
  });
});
