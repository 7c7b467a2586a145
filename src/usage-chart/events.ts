/** The details of the events `<usage-chart>` fires. */
import type { RangeProposal } from './range.js';

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
