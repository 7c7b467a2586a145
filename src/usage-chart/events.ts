/**
 * The events `<usage-chart>` fires: their details, and the two user actions that fire them
 * (a series toggled in the legend, a range applied), each cancelable by the page.
 */
import { emit } from '../internal/emit.js';
import type { RangeProposal } from './range.js';
import type { Series } from './series.js';
import type { ZoomRange } from './zoom.js';

/** Detail of `search-series-toggle`. */
export interface SeriesToggleDetail {
  /** The series id: the metric, or `metric:key` for one server or region. */
  readonly id: string;
  readonly metric: string;
  readonly key?: string;
  /** Whether the series will be shown after the toggle. */
  readonly visible: boolean;
}

/** Detail of `search-usage-range-change`: the range a proposal button applies. */
export type RangeChangeDetail = RangeProposal;

/**
 * The user toggles `series` (now drawn: `drawn`) in the legend: fires `search-series-toggle`
 * and, unless the page cancels it, gives the new set of the series toggled away from their
 * default (`toggled` with the series flipped).
 */
export function toggleSeries(
  host: HTMLElement,
  { id, metric, key }: Series,
  drawn: boolean,
  toggled: ReadonlySet<string>,
): Set<string> | undefined {
  const detail: SeriesToggleDetail = {
    id,
    metric,
    ...(key === undefined ? {} : { key }),
    visible: !drawn,
  };
  if (!emit(host, 'search-series-toggle', detail, { cancelable: true })) return undefined;
  const next = new Set(toggled);
  if (!next.delete(id)) next.add(id);
  return next;
}

/**
 * Applies a range to `host`'s attributes (a proposal, a zoom, or with `restore` the attributes
 * before a zoom) unless the page cancels `search-usage-range-change`; whether it did.
 */
export function applyRange(
  host: HTMLElement,
  proposal: RangeProposal,
  restore?: ZoomRange,
): boolean {
  if (!emit(host, 'search-usage-range-change', { ...proposal }, { cancelable: true })) return false;
  // (The four range attributes, through their reactive setters.)
  Object.assign(host, restore ?? { ...proposal, period: undefined });
  return true;
}
