/**
 * Page numbers: the secret-keys API counts pages from 1, `<search-pagination>` counts from 0.
 * This module is the only place that converts between the two.
 */

/** The zero-based page `<search-pagination>` shows for a one-based API page. */
export function toWidgetPage(apiPage: number): number {
  return apiPage - 1;
}

/** The one-based API page for a zero-based `<search-pagination>` page. */
export function toApiPage(widgetPage: number): number {
  return widgetPage + 1;
}

/** The page sizes the page-size selector offers. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** The sizes to offer: the standard ones, plus `current` in order when it is not one of them. */
export function pageSizeOptions(current: number): number[] {
  const sizes = [...PAGE_SIZES];
  if (Number.isInteger(current) && current > 0 && !sizes.includes(current)) {
    sizes.push(current);
    sizes.sort((a, b) => a - b);
  }
  return sizes;
}

/**
 * Reads an integer attribute. Anything that is not a finite number falls back to `fallback`;
 * integers below 1 are kept so the service can say what is wrong with them.
 */
export function parseIntegerAttribute(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

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

/** The last one-based page that holds keys (at least 1). */
export function lastPage(info: PageInfo): number {
  return Math.max(1, Math.trunc(info.totalPages));
}

/**
 * The page that keeps the first key in view when the page size changes: with 10 per page,
 * page 3 starts at key 21; with 25 per page key 21 is on page 1.
 */
export function pageForLimit(page: number, oldLimit: number, newLimit: number): number {
  if (!(page >= 1) || !(oldLimit >= 1) || !(newLimit >= 1)) return 1;
  const firstIndex = (Math.trunc(page) - 1) * Math.trunc(oldLimit);
  return Math.floor(firstIndex / Math.trunc(newLimit)) + 1;
}

/** The one-based positions of the first and last key on a page, for "Keys 11–20 of 23". */
export function pageRange(info: PageInfo, rowCount: number): { from: number; to: number } {
  if (rowCount <= 0) return { from: 0, to: 0 };
  const from = (Math.max(1, info.page) - 1) * Math.max(1, info.limit) + 1;
  return { from, to: from + rowCount - 1 };
}
