/** The page window shown by a pagination: which pages, and whether the ends are reached. */
export interface PageWindow {
  /** Zero-based page numbers to show, consecutive and ascending. */
  pages: number[];
  /** The current page is the first one (or before it). */
  isFirstPage: boolean;
  /** The current page is the last one (or past it). */
  isLastPage: boolean;
}

/**
 * Computes the pages to show around `current` (zero-based) out of `total` pages, with `padding`
 * pages on each side when there is room: `min(2 × padding + 1, total)` consecutive pages, centred
 * on the current page and pushed against either end. With no page at all the window is `[0]`.
 * An out-of-range current page is clamped for the window; the flags compare the page itself.
 * A negative or fractional padding counts as its floor, at least 0.
 */
export function paginate(current: number, total: number, padding = 3): PageWindow {
  const pad = Math.max(0, Math.floor(padding)) || 0;
  const count = total > 0 ? Math.min(2 * pad + 1, total) : 0;
  const start = Math.max(0, Math.min(current - pad, total - count)) || 0;
  return {
    pages: count ? Array.from({ length: count }, (_, i) => start + i) : [0],
    isFirstPage: current <= 0,
    isLastPage: current >= total - 1,
  };
}
