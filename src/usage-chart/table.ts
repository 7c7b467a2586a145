/**
 * The data table view of `<usage-chart>` (its view toggle, or `view="table"`): loaded with
 * `import()` the first time a chart shows its table, with its styles (adopted then).
 */
import { css, html } from 'lit';
import { bidiText } from '../internal/bidi.js';
import { formatTime } from './format.js';
import { seriesLabel, seriesValue } from './labels.js';
import type { ChartModel } from './model.js';
import { name, type ComparedView } from './templates.js';

/** The table's styles (its cells' names are cut as the legend's are: see the chart's styles). */
export const tableStyles = css`
  .scroll {
    overflow: auto;
    max-height: calc(var(--usage-chart-height, 16rem) * 1.5);
  }
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.125rem 0.5rem;
    border-block-end: 1px solid var(--_grid);
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
`;

/**
 * The data table view: one row per time, one column per shown series (and, when the previous
 * period is compared, its previous value and the change after it).
 */
export function tableView(model: ChartModel, view: ComparedView) {
  const words = view.strings;
  return html`<div class="scroll" tabindex="0" role="region" aria-label=${words.chart}>
    <table part="table">
      <caption class="visually-hidden">
        ${words.chart}
      </caption>
      <thead>
        <tr>
          <th scope="col">${words.time}</th>
          ${view.shown.map((series) => {
            const label = bidiText(seriesLabel(series, words));
            return html`<th scope="col" title=${label}>${name(series, words)}</th>
              ${view.previous?.heads(label, words).map((heading) => html`<th scope="col">${heading}</th>`)}`;
          })}
        </tr>
      </thead>
      <tbody>
        ${model.times.map(
          (time) =>
            html`<tr>
              <th scope="row">${formatTime(time, view.granularity, view.lang)}</th>
              ${view.shown.map(
                (series) =>
                  html`<td>${seriesValue(series, time, view)}</td>
                    ${view.previous?.at(series, time, view).map((cell) => html`<td>${cell}</td>`)}`,
              )}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
