import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { paginate } from './paginator.js';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('paginate', () => {
  it('follows the contract example (padding 2, 10 pages)', () => {
    assert.deepEqual(paginate(0, 10, 2).pages, range(0, 4));
    assert.deepEqual(paginate(3, 10, 2).pages, range(1, 5));
    assert.deepEqual(paginate(5, 10, 2).pages, range(3, 7));
    assert.deepEqual(paginate(8, 10, 2).pages, range(5, 9));
    assert.deepEqual(paginate(9, 10, 2).pages, range(5, 9));
  });

  it('clamps an out-of-range current page for the window, not for the flags', () => {
    assert.deepEqual(paginate(10, 10, 2), {
      pages: range(5, 9),
      isFirstPage: false,
      isLastPage: true,
    });
    assert.deepEqual(paginate(500, 10, 2).pages, range(5, 9));
    assert.deepEqual(paginate(-1, 10, 2), {
      pages: range(0, 4),
      isFirstPage: true,
      isLastPage: false,
    });
    assert.deepEqual(paginate(-40, 10, 2).pages, range(0, 4));
    assert.deepEqual(paginate(7, 3, 3), { pages: [0, 1, 2], isFirstPage: false, isLastPage: true });
  });

  it('shows [0] with both ends reached when there is no page', () => {
    assert.deepEqual(paginate(0, 0, 3), { pages: [0], isFirstPage: true, isLastPage: true });
    assert.deepEqual(paginate(4, 0, 0), { pages: [0], isFirstPage: false, isLastPage: true });
    assert.deepEqual(paginate(0, -2, 3).pages, [0]);
  });

  it('shows a single page as first and last', () => {
    assert.deepEqual(paginate(0, 1, 3), { pages: [0], isFirstPage: true, isLastPage: true });
  });

  it('shows every page when they all fit', () => {
    assert.deepEqual(paginate(3, 7, 3).pages, range(0, 6));
    assert.deepEqual(paginate(0, 2, 3), { pages: [0, 1], isFirstPage: true, isLastPage: false });
    assert.deepEqual(paginate(1, 2, 3), { pages: [0, 1], isFirstPage: false, isLastPage: true });
  });

  it('shows only the current page with padding 0', () => {
    assert.deepEqual(paginate(0, 50, 0).pages, [0]);
    assert.deepEqual(paginate(25, 50, 0).pages, [25]);
    assert.deepEqual(paginate(49, 50, 0).pages, [49]);
    assert.deepEqual(paginate(80, 50, 0).pages, [49]);
  });

  it('uses padding 3 by default', () => {
    assert.deepEqual(paginate(500, 1000).pages, range(497, 503));
    assert.deepEqual(paginate(999, 1000).pages, range(993, 999));
  });

  it('treats a negative or fractional padding as its floor, at least 0', () => {
    assert.deepEqual(paginate(5, 10, -2).pages, [5]);
    assert.deepEqual(paginate(5, 10, 1.9).pages, [4, 5, 6]);
    assert.deepEqual(paginate(5, 10, Number.NaN).pages, [5]);
  });

  it('always returns min(2·padding+1, total) consecutive pages containing the clamped page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let padding = 0; padding <= 6; padding++) {
        for (let current = -3; current <= total + 3; current++) {
          const { pages, isFirstPage, isLastPage } = paginate(current, total, padding);
          const count = Math.min(2 * padding + 1, total);
          assert.equal(pages.length, count);
          pages.forEach((p, i) => assert.equal(p, pages[0]! + i));
          assert.ok(pages[0]! >= 0 && pages.at(-1)! <= total - 1);
          const clamped = Math.min(Math.max(current, 0), total - 1);
          assert.ok(pages.includes(clamped));
          // Centred when there is room on both sides.
          if (clamped - padding >= 0 && clamped + padding <= total - 1) {
            assert.equal(pages[0], clamped - padding);
          }
          assert.equal(isFirstPage, current <= 0);
          assert.equal(isLastPage, current >= total - 1);
        }
      }
    }
  });
});
