// The element loads the languages it is shown in by `lang` (the pagination's module does not).
import '../translations/auto.js';
import { defineElement } from '../internal/define.js';
import { UsageChart, type RangeChangeDetail, type SeriesToggleDetail } from './usage-chart.js';

defineElement('usage-chart', UsageChart);

declare global {
  interface HTMLElementTagNameMap {
    'usage-chart': UsageChart;
  }
  interface HTMLElementEventMap {
    'search-series-toggle': CustomEvent<SeriesToggleDetail>;
    'search-usage-range-change': CustomEvent<RangeChangeDetail>;
  }
}
