/**
 * The templates of `<usage-chart>` that draw a result: the plot (its panels, the crosshair and
 * its tooltip), the crosshair's announcement, the text alternative, the data table, and the
 * small pieces they share. Plain functions of what they show; the element owns the state.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { bidiText, serviceText } from '../internal/bidi.js';
import type { Previous } from './compare.js';
import { follow, type CrosshairController } from './crosshair.js';
import { formatRange, formatTime, formatValue } from './format.js';
import { seriesLabel, seriesValue, type ResultView } from './labels.js';
import type { ChartModel, Panel } from './model.js';
import { statsOf, valueAt, type Series } from './series.js';
import type { UsageChartStrings } from './strings.js';

/** A result's words, and the previous period when one is compared (`compare`). */
export interface ComparedView extends ResultView {
  readonly previous?: Previous | undefined;
}

/** The palette class of a series (8 colours, then dashed lines: see `dash`). */
export const colour = (series: Series): string => `c${series.color % 8}`;

/** Series 9 to 16 are dashed, 17 on dotted, so that repeated colours stay apart. */
const dash = (color: number) => (color >= 16 ? ' d2' : color >= 8 ? ' d1' : '');

/** A series' name in a template: whole (the box cuts it), its direction controls shown. */
export const name = (series: Series, strings: UsageChartStrings): TemplateResult =>
  serviceText(seriesLabel(series, strings), strings, Infinity);

/**
 * The text alternative: the range and granularity, then min, max and last of each series, then
 * the previous period's range when it is drawn.
 */
export function summaryText(model: ChartModel, view: ComparedView): string {
  const words = view.strings;
  const granularity = view.granularity;
  const parts = [
    words.summary(
      formatRange(
        model.times[0]!,
        model.times[model.times.length - 1]!,
        granularity,
        view.lang,
        view.timeZone,
      ),
      words[granularity],
    ),
  ];
  for (const series of view.shown) {
    const st = statsOf(series.points)!;
    const format = (value: number) => formatValue(value, series.unit, view.lang);
    parts.push(
      words.seriesSummary(
        bidiText(seriesLabel(series, words)),
        format(st.min),
        format(st.max),
        format(st.last),
      ),
    );
  }
  if (view.previous) parts.push(view.previous.summary(model, view));
  return parts.join(' ');
}

/**
 * The crosshair's announcement at `t`: the time, then each shown series' value there (and its
 * previous period's, when compared).
 */
export const pointText = (time: number, view: ComparedView): string =>
  view.strings.point(
    formatTime(time, view.granularity, view.lang, view.timeZone),
    view.shown
      .map(
        (series) =>
          `${bidiText(seriesLabel(series, view.strings))}: ${seriesValue(series, time, view)}${view.previous?.text(series, time, view) ?? ''}`,
      )
      .join('; '),
  );

/** The crosshair of a panel at `time`: a vertical line, and a dot on each line with a value. */
function marks(model: ChartModel, panel: Panel, time: number): unknown {
  const { margin, height } = model;
  const cx = model.x(time);
  return svg`<line class="cross" x1=${cx} x2=${cx} y1=${margin.top} y2=${height - margin.bottom}></line>
    ${panel.lines.map((line) => {
      const y = valueAt(line.series, time);
      return y === undefined
        ? null
        : svg`<circle class="dot ${colour(line.series)}" cx=${cx} cy=${panel.y(y)} r="4"></circle>`;
    })}`;
}

/**
 * The tooltip at `time` (hidden from assistive technology: the slider's value and the
 * announcement say the same): the time, then each shown series' value (and its previous
 * period's). On the wider side of the crosshair; placed by `placePlot`.
 */
function tooltip(model: ChartModel, view: ComparedView, time: number): TemplateResult {
  return html`<div
    part="tooltip"
    class=${model.x(time) > model.width / 2 ? 'flip' : ''}
    aria-hidden="true"
  >
    <p><strong>${formatTime(time, view.granularity, view.lang, view.timeZone)}</strong></p>
    ${view.shown.map(
      (series) =>
        html`<p class=${colour(series)}>
          <span class="sw"></span
          ><span class="name">${name(series, view.strings)}</span>:&nbsp;<span
            >${seriesValue(series, time, view)}${view.previous?.text(series, time, view)}</span
          >
        </p>`,
    )}
  </div>`;
}

/**
 * The focusable plot: one SVG panel per unit, and the crosshair and its tooltip while one is
 * shown (the crosshair's input, crosshair.ts, listens on the plot). What follows the crosshair
 * (the slider's value, the marks, the tooltip) is drawn by it on each move (`follow`).
 */
export function plotView(model: ChartModel, view: ComparedView, cursor: CrosshairController) {
  const { margin, width, height } = model;
  const at = () => (cursor.index >= 0 ? model.times[cursor.index] : undefined);
  const time = (at: number) => formatTime(at, view.granularity, view.lang, view.timeZone);
  // Value labels end at the axis, outside the plot: on its left, or its right in right-to-left
  // (`end` is the side the text ends on in its direction, set on the text so nothing flips it).
  const dir = model.rtl ? 'rtl' : 'ltr';
  const gap = model.font / 2;
  const yAxisX = model.rtl ? width - margin.right + gap : margin.left - gap;
  const panels = model.panels.map(
    (panel, panelIndex) => svg`<svg part="panel" width=${width} height=${height} aria-hidden="true">
      <g class="grid">
        ${panel.ticks.map((tk) => svg`<line x1=${margin.left} x2=${width - margin.right} y1=${tk.at} y2=${tk.at}></line>`)}
        ${model.xTicks.map((tk) => svg`<line x1=${tk.at} x2=${tk.at} y1=${margin.top} y2=${height - margin.bottom}></line>`)}
      </g>
      ${panel.ticks.map((tk) => svg`<text x=${yAxisX} y=${tk.at} dy=".32em" direction=${dir} text-anchor="end">${tk.label}</text>`)}
      ${
        panelIndex === model.panels.length - 1
          ? model.xTicks.map(
              (tk) =>
                svg`<text x=${tk.tx} y=${height - margin.bottom + model.font * 1.5} text-anchor="middle">${tk.label}</text>`,
            )
          : nothing
      }
      ${panel.previous.map(
        (line) => svg`<g class="p ${colour(line.series)}">
          <path class="s" d=${line.d}></path>
          ${line.dots.map(([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="2"></circle>`)}
        </g>`,
      )}
      ${panel.lines.map(
        (line) => svg`<g class=${colour(line.series)}>
          <path class="s${dash(line.series.color)}" d=${line.d}></path>
          ${line.dots.map(([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="3"></circle>`)}
        </g>`,
      )}
      ${follow(cursor, () => {
        const cursorTime = at();
        return cursorTime === undefined ? nothing : marks(model, panel, cursorTime);
      })}
    </svg>`,
  );
  return html`<div
    part="plot"
    class="plot"
    tabindex="0"
    role="slider"
    aria-label=${view.strings.cursor}
    aria-describedby="summary"
    aria-valuemin="0"
    aria-valuemax=${model.times.length - 1}
    aria-valuenow=${follow(cursor, () => Math.max(0, cursor.index))}
    aria-valuetext=${follow(cursor, () => time(model.times[Math.max(0, cursor.index)]!))}
  >
    ${panels}
    ${follow(cursor, () => {
      const cursorTime = at();
      return cursorTime === undefined ? nothing : tooltip(model, view, cursorTime);
    })}
  </div>`;
}

/**
 * Sizes the plot and places its tooltip (after each update) through the CSSOM, never a `style`
 * attribute: a page whose Content-Security-Policy has no `'unsafe-inline'` style source refuses
 * those, even when script sets them. Not on the server: the first browser update sets them.
 * Returns the plot, if one is drawn.
 */
export function placePlot(
  root: ParentNode,
  model: ChartModel | undefined,
  index: number,
): HTMLElement | null {
  const plot = root.querySelector<HTMLElement>('[part=plot]');
  if (model && plot) {
    plot.style.setProperty('--_panels', String(model.panels.length));
    placeTooltip(plot, model, index);
  }
  return plot;
}

/**
 * Places the tooltip at the crosshair (after each update and each move): from the model's x of
 * the point, nothing read from the page's layout. Physical: the crosshair's x is an SVG x, left
 * to right in both directions.
 */
export function placeTooltip(plot: ParentNode, model: ChartModel, index: number): void {
  const tip = plot.querySelector<HTMLElement>('[part=tooltip]');
  if (tip) tip.style.left = `${model.x(model.times[index]!)}px`;
}

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
              <th scope="row">${formatTime(time, view.granularity, view.lang, view.timeZone)}</th>
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
