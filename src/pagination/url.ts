/** The current URL with `param` set to a one-based page; page 1 (or none) removes it. */
export function pageURL(page: number | undefined, param: string): string {
  const url = new URL(location.href);
  if (page && page > 1) url.searchParams.set(param, String(page));
  else url.searchParams.delete(param);
  return url.href;
}

/** The one-based page in the current URL's `param`, if it is a whole number from 1. */
export function readPageParam(param: string): number | undefined {
  const page = Number(new URLSearchParams(location.search).get(param) ?? NaN);
  return Number.isInteger(page) && page > 0 ? page : undefined;
}
