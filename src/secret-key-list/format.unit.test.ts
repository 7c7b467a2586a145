import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MASK_LENGTH, formatDate, formatRelative, maskSecret, parseDate } from './format.js';

const now = new Date('2024-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const DAY = 86_400_000;

test('relative dates pick a readable unit', () => {
  assert.equal(formatRelative(ago(10_000), now, 'en'), '10 seconds ago');
  assert.equal(formatRelative(now, now, 'en'), 'now');
  assert.equal(formatRelative(ago(5 * MIN), now, 'en'), '5 minutes ago');
  assert.equal(formatRelative(ago(3 * 60 * MIN), now, 'en'), '3 hours ago');
  assert.equal(formatRelative(ago(DAY), now, 'en'), 'yesterday');
  assert.equal(formatRelative(ago(3 * DAY), now, 'en'), '3 days ago');
  assert.equal(formatRelative(ago(14 * DAY), now, 'en'), '2 weeks ago');
  assert.equal(formatRelative(ago(95 * DAY), now, 'en'), '3 months ago');
  assert.equal(formatRelative(ago(364 * DAY), now, 'en'), '11 months ago');
  assert.equal(formatRelative(ago(3 * 365 * DAY), now, 'en'), '3 years ago');
  assert.equal(formatRelative(ago(365 * DAY), now, 'en'), 'last year');
  assert.equal(formatRelative(ago(7 * DAY), now, 'en'), 'last week');
  assert.equal(formatRelative(ago(30 * DAY), now, 'en'), 'last month');
  assert.equal(formatRelative(new Date(now.getTime() + 360 * DAY), now, 'en'), 'in 11 months');
  assert.equal(formatRelative(new Date(now.getTime() + 2 * 60 * MIN), now, 'en'), 'in 2 hours');
});

test('relative dates follow the locale', () => {
  assert.equal(formatRelative(ago(3 * DAY), now, 'fr'), 'il y a 3 jours');
  assert.equal(formatRelative(ago(3 * DAY), now, 'de'), 'vor 3 Tagen');
});

test('absolute dates are the short date of Intl.DateTimeFormat (dateStyle medium)', () => {
  const date = new Date('2023-11-07T05:31:56Z');
  assert.equal(formatDate(date, 'en-US', 'UTC'), 'Nov 7, 2023');
  assert.equal(formatDate(date, 'de-DE', 'UTC'), '07.11.2023');
  // The day of the user's time zone.
  assert.equal(formatDate(date, 'en-US', 'America/Los_Angeles'), 'Nov 6, 2023');
});

test('dates parse from RFC 3339; null, empty and garbage give null', () => {
  assert.equal(parseDate('2023-11-07T05:31:56Z')?.toISOString(), '2023-11-07T05:31:56.000Z');
  assert.equal(parseDate(null), null);
  assert.equal(parseDate(''), null);
  assert.equal(parseDate('not a date'), null);
});

test('formatters are cached per locale and options, and an unusable locale falls back', () => {
  const date = new Date('2023-11-07T05:31:56Z');
  assert.equal(formatDate(date, 'en-US', 'UTC'), formatDate(date, 'en-US', 'UTC'));
  assert.equal(formatRelative(ago(3 * DAY), now, 'en-US'), '3 days ago');
  assert.doesNotThrow(() => formatRelative(ago(DAY), now, 'zz-invalid-'));
});

test('the mask carries nothing of the secret, not even its length', () => {
  assert.equal(maskSecret().length, MASK_LENGTH);
  assert.match(maskSecret(), /^\u2022+$/);
  assert.equal(maskSecret(), maskSecret());
});
