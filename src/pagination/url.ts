import { toInteger } from '../internal/numbers.js';

/** The current URL with `param` set to a one-based page; page 1 (or none) removes it. */
export function pageURL(page: number | undefined, param: string): string {
  const url = new URL(location.href);
  if (page! > 1) url.searchParams.set(param, String(page));
  else url.searchParams.delete(param);
  return url.href;
}

/** The one-based page in the current URL's `param` (checked: a whole number from 1), else 0. */
export const readPageParam = (param: string): number =>
  toInteger(new URLSearchParams(location.search).get(param), 0, 0);
