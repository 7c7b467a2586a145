/**
 * What `<usage-chart>` shows: a result (the partial-data message, the toolbar, the legend, then
 * the plot or the table with its text alternative, or the empty state), or instead of one a
 * state message, a range the service would refuse, and the loading placeholder. Plain functions
 * of what the element passes in; the element owns the state and the actions.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { MAX_RANGE_DAYS, type Granularity } from '../api/rules/usage.js';
import { bidiText } from '../internal/bidi.js';
import { chartIcon, downloadIcon, icon, tableIcon } from '../internal/icons.js';
import { follow, type CrosshairController } from './crosshair.js';
import { count, metricNames, seriesLabel, zoneNote, type ResultView } from './labels.js';
import type { ChartModel } from './model.js';
import type { Series, SeriesSet } from './series.js';
import { emptyView } from '../internal/state-view.js';
import { rangeProposals, type PlanProblem, type RangeProposal } from './range.js';
import type { UsageChartStrings } from './strings.js';
import { colour, name, plotView, summaryText, tableView } from './templates.js';

/** A state message, announced politely. */
const message = (text: string, part = 'message'): TemplateResult =>
  html`<p part=${part} role="status">${text}</p>`;

/**
 * The loading placeholder, shaped like what will appear: the toolbar's and the legend's
 * buttons, then the plot's axes, gridlines and a line. The SVG stretches to the plot's box
 * (`preserveAspectRatio="none"`); its strokes do not (`vector-effect: non-scaling-stroke`).
 */
export const skeleton: TemplateResult = html`<div part="skeleton" class="skeleton">
  <div class="bar"><span class="skeleton-line"></span><span class="skeleton-line"></span></div>
  <div class="bar"><span class="skeleton-line"></span><span class="skeleton-line"></span></div>
  <div class="plot">
    <svg
      class="frame skeleton-line"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path class="grid" d="M0 1H100M0 34H100M0 67H100"></path>
      <path d="M0 78C12 70 20 74 32 58S55 64 68 44S88 40 100 20"></path>
    </svg>
  </div>
  <p class="zone-space"></p>
</div>`;

/** What `problemView` shows a problem with. */
export interface ProblemViewOptions {
  readonly strings: UsageChartStrings;
  readonly lang: string;
  /** The granularity asked for (a proposal of another one is "Use daily data"). */
  readonly granularity: Granularity;
  /** Applies a proposed range. */
  readonly apply: (proposal: RangeProposal) => void;
}

/**
 * What is wrong with the range attributes (`planRequest` finds it before any request), an alert
 * (`part="message range-error"`), with a button per proposed fix.
 */
export function problemView(
  problem: PlanProblem,
  { strings: words, lang, granularity, apply }: ProblemViewOptions,
): TemplateResult {
  const total = 'days' in problem ? problem.days : 0;
  const days = count(total, lang);
  const text = {
    start: words.invalidStart,
    end: words.invalidEnd,
    order: words.order,
    hourly: words.hourlyLimit(days, total),
    daily: words.dailyLimit(days, total),
    granularity: words.invalidGranularity,
    period: words.invalidPeriod,
  }[problem.kind];
  return html`<div part="message range-error" role="alert">
    <p>${text}</p>
    ${rangeProposals(problem).map(
      (proposal) =>
        html`<button type="button" part="proposal" class="button" @click=${() => apply(proposal)}>
          ${proposal.granularity !== granularity ? words.useDaily : words.useLastDays(count(MAX_RANGE_DAYS[proposal.granularity], lang), MAX_RANGE_DAYS[proposal.granularity])}
        </button> `,
    )}
  </div>`;
}

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
            ? html`${table ? tableView(chart, view) : plotView(chart, view, view.cursor)}
                <p part="time-zone">${zoneNote(view, chart.times)}</p>
                <p id="summary" part="summary" class="visually-hidden">
                  ${summaryOf(chart, view)}
                </p>`
            : message(words.allHidden)
        }`
    }
    <div class="visually-hidden" role="status" aria-live="polite">
      ${follow(view.cursor, () => view.cursor.announcement)}
    </div>`;
}
