import { defineElement } from '../internal/define.js';
import { UsageChart } from './usage-chart.js';

defineElement('usage-chart', UsageChart);

declare global {
  interface HTMLElementTagNameMap {
    'usage-chart': UsageChart;
  }
}
