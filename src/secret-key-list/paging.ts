/**
 * Page numbers: the element counts pages from 0 (as every public API of the library does, and
 * as `<search-pagination>` does); the secret-keys API counts them from 1. This module is the
 * only place that converts between the two.
 */

/** The one-based API page of a zero-based page. */
export function toApiPage(page: number): number {
  return page + 1;
}

/** The zero-based page of a one-based API page. */
export function fromApiPage(apiPage: number): number {
  return apiPage - 1;
}

/** The page sizes the page-size selector offers. */
const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** The largest page size the element asks for (the service refuses more). */
export const MAX_LIMIT = 100;

/** The sizes to offer: the standard ones, plus `current` in order when it is not one of them. */
export function pageSizeOptions(current: number): number[] {
  const sizes = [...PAGE_SIZES];
  if (Number.isInteger(current) && current > 0 && !sizes.includes(current)) {
    sizes.push(current);
    sizes.sort((a, b) => a - b);
  }
  return sizes;
}

/** The pagination block of an answer (one-based `page`, as the service sends it). */
export interface PageInfo {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
}

/** What a page of results means for the user. */
export type PageOutcome = 'rows' | 'empty' | 'past-end';

/**
 * `empty` when there are no keys at all, `past-end` when keys exist but the requested page is
 * beyond the last one, `rows` otherwise.
 */
export function pageOutcome(rowCount: number, info: PageInfo): PageOutcome {
  if (rowCount > 0) return 'rows';
  return info.totalCount > 0 ? 'past-end' : 'empty';
}

/** The last zero-based page that holds keys (at least 0). */
export function lastPage(info: PageInfo): number {
  return Math.max(1, Math.trunc(info.totalPages)) - 1;
}

/**
 * The zero-based page that keeps the first key in view when the page size changes: with 10
 * per page, page 2 starts at key 21; with 25 per page key 21 is on page 0.
 */
export function pageForLimit(page: number, oldLimit: number, newLimit: number): number {
  if (!(page >= 0) || !(oldLimit >= 1) || !(newLimit >= 1)) return 0;
  return Math.floor((Math.trunc(page) * Math.trunc(oldLimit)) / Math.trunc(newLimit));
}

/** The one-based positions of the first and last key on a page, for "Keys 11–20 of 23". */
export function pageRange(info: PageInfo, rowCount: number): { from: number; to: number } {
  if (rowCount <= 0) return { from: 0, to: 0 };
  const from = (Math.max(1, info.page) - 1) * Math.max(1, info.limit) + 1;
  return { from, to: from + rowCount - 1 };
}
