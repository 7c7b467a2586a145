import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fromApiPage,
  lastPage,
  pageForLimit,
  pageOutcome,
  pageRange,
  pageSizeOptions,
  toApiPage,
} from './paging.js';

test('element pages are zero-based, API pages one-based, and they round-trip', () => {
  assert.equal(toApiPage(0), 1);
  assert.equal(toApiPage(6), 7);
  assert.equal(fromApiPage(1), 0);
  assert.equal(fromApiPage(7), 6);
  for (const page of [0, 1, 2, 49]) assert.equal(fromApiPage(toApiPage(page)), page);
});

test('the page-size selector offers 10/25/50/100 and keeps an unusual current size', () => {
  assert.deepEqual(pageSizeOptions(10), [10, 25, 50, 100]);
  assert.deepEqual(pageSizeOptions(7), [7, 10, 25, 50, 100]);
  assert.deepEqual(pageSizeOptions(30), [10, 25, 30, 50, 100]);
  assert.deepEqual(pageSizeOptions(0), [10, 25, 50, 100]);
  assert.deepEqual(pageSizeOptions(2.5), [10, 25, 50, 100]);
});

test('page outcome: rows, empty (no keys at all) or past the end', () => {
  const info = { page: 5, limit: 10, totalCount: 23, totalPages: 3 };
  assert.equal(pageOutcome(3, info), 'rows');
  assert.equal(pageOutcome(0, info), 'past-end');
  assert.equal(pageOutcome(0, { page: 1, limit: 10, totalCount: 0, totalPages: 0 }), 'empty');
  assert.equal(lastPage(info), 2);
  assert.equal(lastPage({ page: 1, limit: 10, totalCount: 0, totalPages: 0 }), 0);
});

test('changing the page size keeps the first key of the page in view (zero-based pages)', () => {
  assert.equal(pageForLimit(2, 10, 25), 0); // key 21 of 25 per page
  assert.equal(pageForLimit(3, 10, 25), 1); // key 31
  assert.equal(pageForLimit(1, 50, 10), 5); // key 51
  assert.equal(pageForLimit(0, 10, 100), 0);
  assert.equal(pageForLimit(-1, 10, 25), 0);
  assert.equal(pageForLimit(NaN, 10, 25), 0);
});

test('page range: positions of the first and last key shown', () => {
  const info = { page: 3, limit: 10, totalCount: 23, totalPages: 3 };
  assert.deepEqual(pageRange(info, 3), { from: 21, to: 23 });
  assert.deepEqual(pageRange({ ...info, page: 1 }, 10), { from: 1, to: 10 });
  assert.deepEqual(pageRange(info, 0), { from: 0, to: 0 });
});
