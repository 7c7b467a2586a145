/**
 * A result as `<usage-chart>` shows it: the partial-data message, the toolbar, the legend, then
 * the plot or the table with its text alternative (or the empty state). A plain function of
 * what the element passes in; the element owns the state and the actions.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { bidiText } from '../internal/bidi.js';
import { chartIcon, downloadIcon, icon, tableIcon } from '../internal/icons.js';
import type { CrosshairController } from './crosshair.js';
import { count, metricNames, seriesLabel, type ResultView } from './labels.js';
import type { ChartModel } from './model.js';
import type { Series, SeriesSet } from './series.js';
import { emptyView, loadingView } from '../internal/state-view.js';
import type { tableView } from './table.js';
import { message } from './states.js';
import { colour, name, plotView, summaryText } from './templates.js';

/** The most series the legend lists before a click on "Show all". */
const MAX_LEGEND = 100;

/** The image formats of the export (see export.ts). */
export type ImageKind = 'svg' | 'png';

/**
 * The text alternative of each model, with what it was worded from: built once per model (and
 * again only when the strings, language or shown series change), not on every crosshair move.
 */
const summaries = new WeakMap<ChartModel, [readonly unknown[], string]>();

function summaryOf(model: ChartModel, view: ResultView): string {
  // (The granularity is the model's: a new one draws a new model.)
  const inputs = [view.lang, view.shown, ...Object.values(view.strings)];
  let cached = summaries.get(model);
  if (!cached || inputs.some((x, i) => x !== cached![0][i])) {
    summaries.set(model, (cached = [inputs, summaryText(model, view)]));
  }
  return cached[1];
}

/** A result, the element's view state and its actions. */
export interface ChartView extends ResultView {
  /** Every series of the result (the legend's), shown or not. */
  readonly set: SeriesSet;
  /** What the plot and the table draw; none when every series is hidden. */
  readonly model: ChartModel | undefined;
  readonly table: boolean;
  /** List every series in the legend (else the first `MAX_LEGEND`, and a button listing all). */
  readonly whole: boolean;
  readonly cursor: CrosshairController;
  readonly visible: (series: Series) => boolean;
  readonly toggle: (series: Series) => void;
  readonly showWhole: () => void;
  /** The view toggle: table to chart, chart to table. */
  readonly flip: () => void;
  readonly download: () => void;
  /** Downloads the chart as an image. */
  readonly image: (kind: ImageKind) => void;
  /** Why the last image could not be made (shown under the toolbar), if it could not. */
  readonly notice: string | undefined;
  /** The small multiples (grid.ts), drawn instead of the legend and the plot. */
  readonly grid?: unknown;
  /** The button back to the grid, first in the toolbar, when a metric was opened from it. */
  readonly back?: unknown;
  /** The table view (table.ts, loaded the first time a table is shown). */
  readonly tableView: typeof tableView | undefined;
}

export function resultView(view: ChartView): TemplateResult {
  const words = view.strings;
  const { set, model: chart, table } = view;
  if (!set.series.length) {
    return emptyView(
      words.empty(metricNames(set.asked.length ? set.asked : ['*'], words, view.lang)),
    );
  }
  const whole = view.whole || set.series.length <= MAX_LEGEND;
  return html`${set.missing.length ? message(words.partial(metricNames(set.missing, words, view.lang)), 'message partial') : nothing}
    <div part="toolbar" class="bar">
      ${view.back}
      <button
        type="button"
        part="view-toggle"
        class="button"
        aria-pressed=${table}
        @click=${view.flip}
      >
        ${icon(table ? chartIcon : tableIcon)}${words.tableView}
      </button>
      <button
        type="button"
        part="download"
        class="button"
        ?disabled=${!view.shown.length}
        @click=${view.download}
      >
        ${icon(downloadIcon)}${words.download}
      </button>
      <span class="formats">
        ${(['svg', 'png'] as const).map((kind) => {
          const label = kind === 'svg' ? words.downloadSVG : words.downloadPNG;
          return html`<button
            type="button"
            part="download-${kind}"
            class="button"
            aria-label=${label}
            title=${label}
            ?disabled=${!view.shown.length}
            @click=${() => view.image(kind)}
          >
            ${kind.toUpperCase()}
          </button>`;
        })}
      </span>
    </div>
    ${view.notice ? html`<p part="message export-error" role="alert">${view.notice}</p>` : nothing}
    ${
      view.grid ||
      html`<div part="legend" role="group" aria-label=${words.legend}>
          ${(whole ? set.series : set.series.slice(0, MAX_LEGEND)).map(
            (series) =>
              html`<button
                type="button"
                part="legend-item"
                class="button ${colour(series)}"
                aria-pressed=${view.visible(series)}
                title=${bidiText(seriesLabel(series, words))}
                @click=${() => view.toggle(series)}
              >
                <span class="sw"></span>${name(series, words)}
              </button>`,
          )}
          ${
            whole
              ? nothing
              : html`<button
                  type="button"
                  part="legend-more"
                  class="button"
                  @click=${view.showWhole}
                >
                  ${words.wholeLegend(count(set.series.length, view.lang), set.series.length)}
                </button>`
          }
        </div>
        ${
          chart
            ? html`${table ? (view.tableView?.(chart, view) ?? loadingView(words.loading)) : plotView(chart, view, view.cursor)}
                <p id="summary" part="summary" class="visually-hidden">
                  ${summaryOf(chart, view)}
                </p>`
            : message(words.allHidden)
        }`
    }
    <div class="visually-hidden" role="status" aria-live="polite">
      ${view.cursor.announcement}
    </div>`;
}
