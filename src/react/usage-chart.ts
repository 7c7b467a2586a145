import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import {
  UsageChart as UsageChartElement,
  type RangeChangeDetail,
  type SeriesToggleDetail,
} from '../usage-chart/index.js';

/**
 * React component for `<usage-chart>`: Usage statistics as an accessible, interactive SVG line
 * chart: one series per metric and per server or region, a time axis, a legend, a crosshair
 * tooltip, a table view, and CSV, SVG and PNG downloads. It loads through the store's API client,
 * or renders a `data` object directly.
 * Props set the element's properties (objects included); `on…` props listen to its events.
 *
 * Events:
 * - `onSearchSeriesToggle` ← `search-series-toggle`: The user shows or hides a series from the
 *   legend. Cancelable: `preventDefault()` keeps the series as it was. Detail:
 *   `{ id, metric, key?, visible }`.
 * - `onSearchUsageRangeChange` ← `search-usage-range-change`: The user changes the range: applies a
 *   fix proposed for a range the service would refuse, zooms into a sub-range, or resets the zoom.
 *   Cancelable: `preventDefault()` leaves the attributes unchanged. Detail:
 *   `{ startDate, endDate, granularity }` (of the range to come).
 */
export const UsageChart = createComponent({
  react: React,
  tagName: 'usage-chart',
  elementClass: UsageChartElement,
  events: {
    onSearchSeriesToggle: 'search-series-toggle' as EventName<CustomEvent<SeriesToggleDetail>>,
    onSearchUsageRangeChange: 'search-usage-range-change' as EventName<
      CustomEvent<RangeChangeDetail>
    >,
  },
  displayName: 'UsageChart',
});

/** The props of {@link UsageChart}. */
export type UsageChartProps = React.ComponentProps<typeof UsageChart>;
