/**
 * The layout of `<usage-chart>`: one detailed chart, or small multiples (grid.ts: one compact
 * chart per metric) when it shows more metrics than a threshold, as dashboards do. Only this
 * choice is in the element's entry; the grid's code and styles load with `import()` the first
 * time a chart needs them (the loading state shows meanwhile; if they cannot load, the detailed
 * chart stands in).
 */
import type { Series } from './series.js';

/** `auto`: small multiples past `gridThreshold` metrics; `single` or `grid` force one. */
export type Layout = 'auto' | 'single' | 'grid';

/** The default `grid-threshold`: a chart of more metrics than this shows small multiples. */
export const GRID_THRESHOLD = 12;

/**
 * Whether `series` are shown as small multiples, by `layout` and `threshold` (a count of metrics;
 * not a number or below 0: the default).
 */
export function wantsGrid(series: readonly Series[], layout: Layout, threshold: number): boolean {
  return layout === 'auto'
    ? new Set(series.map((series) => series.metric)).size >
        (threshold >= 0 ? threshold : GRID_THRESHOLD)
    : layout === 'grid' && series.length > 0;
}
