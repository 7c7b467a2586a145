import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  lastPage,
  pageForLimit,
  pageOutcome,
  pageRange,
  pageSizeOptions,
  parseIntegerAttribute,
  toApiPage,
  toWidgetPage,
} from './paging.js';

test('API pages are one-based, widget pages zero-based, and they round-trip', () => {
  assert.equal(toWidgetPage(1), 0);
  assert.equal(toWidgetPage(7), 6);
  assert.equal(toApiPage(0), 1);
  assert.equal(toApiPage(6), 7);
  for (const page of [1, 2, 3, 50]) assert.equal(toApiPage(toWidgetPage(page)), page);
});

test('the page-size selector offers 10/25/50/100 and keeps an unusual current size', () => {
  assert.deepEqual(pageSizeOptions(10), [10, 25, 50, 100]);
  assert.deepEqual(pageSizeOptions(7), [7, 10, 25, 50, 100]);
  assert.deepEqual(pageSizeOptions(30), [10, 25, 30, 50, 100]);
  assert.deepEqual(pageSizeOptions(0), [10, 25, 50, 100]);
  assert.deepEqual(pageSizeOptions(2.5), [10, 25, 50, 100]);
});

test('integer attributes: garbage falls back, out-of-range integers are kept for the service', () => {
  assert.equal(parseIntegerAttribute(null, 1), 1);
  assert.equal(parseIntegerAttribute('', 10), 10);
  assert.equal(parseIntegerAttribute('abc', 10), 10);
  assert.equal(parseIntegerAttribute('3', 1), 3);
  assert.equal(parseIntegerAttribute('0', 1), 0);
  assert.equal(parseIntegerAttribute('-2', 1), -2);
  assert.equal(parseIntegerAttribute('2.9', 1), 2);
});

test('page outcome: rows, empty (no keys at all) or past the end', () => {
  const info = { page: 5, limit: 10, totalCount: 23, totalPages: 3 };
  assert.equal(pageOutcome(3, info), 'rows');
  assert.equal(pageOutcome(0, info), 'past-end');
  assert.equal(pageOutcome(0, { page: 1, limit: 10, totalCount: 0, totalPages: 0 }), 'empty');
  assert.equal(lastPage(info), 3);
  assert.equal(lastPage({ page: 1, limit: 10, totalCount: 0, totalPages: 0 }), 1);
});

test('changing the page size keeps the first key of the page in view', () => {
  assert.equal(pageForLimit(3, 10, 25), 1); // key 21 of 25 per page
  assert.equal(pageForLimit(4, 10, 25), 2); // key 31
  assert.equal(pageForLimit(2, 50, 10), 6); // key 51
  assert.equal(pageForLimit(1, 10, 100), 1);
  assert.equal(pageForLimit(0, 10, 25), 1);
  assert.equal(pageForLimit(NaN, 10, 25), 1);
});

test('page range: positions of the first and last key shown', () => {
  const info = { page: 3, limit: 10, totalCount: 23, totalPages: 3 };
  assert.deepEqual(pageRange(info, 3), { from: 21, to: 23 });
  assert.deepEqual(pageRange({ ...info, page: 1 }, 10), { from: 1, to: 10 });
  assert.deepEqual(pageRange(info, 0), { from: 0, to: 0 });
});
