/**
 * The data table view of `<usage-chart>` (its view toggle, or `view="table"`): loaded with
 * `import()` the first time a chart shows its table.
 */
import { html } from 'lit';
import { bidiText } from '../internal/bidi.js';
import { formatTime } from './format.js';
import { seriesLabel, seriesValue } from './labels.js';
import type { ChartModel } from './model.js';
import { name, type ComparedView } from './templates.js';

/**
 * The data table view: one row per time, one column per shown series (and, when the previous
 * period is compared, its previous value and the change after it).
 */
export function tableView(m: ChartModel, v: ComparedView) {
  const s = v.strings;
  return html`<div class="scroll" tabindex="0" role="region" aria-label=${s.chart}>
    <table part="table">
      <caption class="visually-hidden">
        ${s.chart}
      </caption>
      <thead>
        <tr>
          <th scope="col">${s.time}</th>
          ${v.shown.map((x) => {
            const label = bidiText(seriesLabel(x, s));
            return html`<th scope="col" title=${label}>${name(x, s)}</th>
              ${v.previous?.heads(label, s).map((h) => html`<th scope="col">${h}</th>`)}`;
          })}
        </tr>
      </thead>
      <tbody>
        ${m.times.map(
          (t) =>
            html`<tr>
              <th scope="row">${formatTime(t, v.granularity, v.lang)}</th>
              ${v.shown.map(
                (x) =>
                  html`<td>${seriesValue(x, t, v)}</td>
                    ${v.previous?.at(x, t, v).map((c) => html`<td>${c}</td>`)}`,
              )}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
