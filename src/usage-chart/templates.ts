/**
 * The templates of `<usage-chart>` that draw a result: the plot (panels, crosshair, tooltip),
 * the data table, and the small pieces the element's states share. Plain functions of what
 * they show; the element owns the state.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { MAX_RANGE_DAYS, type Granularity } from '../api/rules/usage.js';
import { bidiText, serviceText } from '../internal/bidi.js';
import { chartIcon, downloadIcon, icon, tableIcon } from '../internal/icons.js';
import type { CrosshairController } from './crosshair.js';
import { formatRange, formatTime, formatValue } from './format.js';
import type { ChartModel } from './model.js';
import type { RangeProblem, RangeProposal } from './range.js';
import { statsOf, valueAt, type Series } from './series.js';
import type { UsageChartStrings } from './strings.js';

/** What the plot and the table need to label a result. */
export interface ResultView {
  readonly strings: UsageChartStrings;
  readonly lang: string;
  readonly granularity: Granularity;
  /** The series shown (not hidden through the legend). */
  readonly shown: readonly Series[];
  readonly label: (series: Series) => string;
  /** A series' value at a time, formatted in its unit (or the mark of a missing point). */
  readonly value: (series: Series, t: number) => string;
}

/**
 * Sets style properties through the CSSOM (`style.setProperty`), never a `style` attribute: a
 * page whose Content-Security-Policy has no `'unsafe-inline'` style source refuses those, even
 * when script sets them (Lit's `styleMap` writes the attribute on its first render). Use in
 * element position: `<div ${css({ left: '3px' })}>`. Not rendered on the server (the first
 * browser render sets them).
 */
const css = directive(
  class extends Directive {
    render(_: Record<string, string>) {
      return nothing;
    }
    override update(part: ElementPart, [props]: [Record<string, string>]) {
      const { style } = part.element as HTMLElement;
      for (const name in props) style.setProperty(name, props[name]!);
      return nothing;
    }
  },
);

/** The palette class of a series (8 colours, then dashed lines: see `dash`). */
const colour = (series: Series): string => `c${series.color % 8}`;

/** Series 9 to 16 are dashed, 17 on dotted, so that repeated colours stay apart. */
const dash = (color: number) => (color >= 16 ? ' d2' : color >= 8 ? ' d1' : '');

/** A state message, announced politely. */
export const message = (text: string, part = 'message'): TemplateResult =>
  html`<p part=${part} role="status">${text}</p>`;

/** A problem that stops the chart (`part="message …"`), with the buttons that fix it. */
const alertBox = (kind: string, text: string, actions: unknown): TemplateResult =>
  html`<div part="message ${kind}" role="alert">
    <p>${text}</p>
    ${actions}
  </div>`;

/** A problem `planRequest` found before any request. */
export type PlanProblem = RangeProblem | { kind: 'granularity' | 'period'; proposals: [] };

/** What is wrong with the range attributes, with a button per proposed fix. */
export function problemView(
  problem: PlanProblem,
  s: UsageChartStrings,
  granularity: Granularity,
  apply: (proposal: RangeProposal) => void,
  lang: string,
): TemplateResult {
  const n = 'days' in problem ? (problem.days ?? 0) : 0;
  const days = formatValue(n, 'count', lang);
  const text = {
    start: s.invalidStart,
    end: s.invalidEnd,
    order: s.order,
    hourly: s.hourlyLimit(days, n),
    daily: s.dailyLimit(days, n),
    granularity: s.invalidGranularity,
    period: s.invalidPeriod,
  }[problem.kind];
  return alertBox(
    'range-error',
    text,
    problem.proposals.map(
      (p) =>
        html`<button type="button" part="proposal" class="button" @click=${() => apply(p)}>
          ${p.granularity !== granularity ? s.useDaily : s.useLastDays(formatValue(MAX_RANGE_DAYS[p.granularity], 'count', lang), MAX_RANGE_DAYS[p.granularity])}
        </button> `,
    ),
  );
}

/** The text alternative: the range and granularity, then min, max and last of each series. */
export function summaryText(m: ChartModel, v: ResultView): string {
  const s = v.strings;
  const g = v.granularity;
  const parts = [
    s.summary(formatRange(m.times[0]!, m.times[m.times.length - 1]!, g, v.lang), s[g]),
  ];
  for (const x of v.shown) {
    const st = statsOf(x.points)!;
    const f = (n: number) => formatValue(n, x.unit, v.lang);
    parts.push(s.seriesSummary(bidiText(v.label(x)), f(st.min), f(st.max), f(st.last)));
  }
  return parts.join(' ');
}

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
</div>`;

/** The focusable plot: one SVG panel per unit, the crosshair and its tooltip. */
export function plotView(m: ChartModel, v: ResultView, cursor: CrosshairController) {
  const { margin, width, height } = m;
  const i = cursor.index;
  const t = i >= 0 ? m.times[i] : undefined;
  const cx = t === undefined ? 0 : m.x(t);
  const time = (at: number) => formatTime(at, v.granularity, v.lang);
  // Value labels end at the axis, outside the plot: on its left, or its right in right-to-left
  // (`end` is the side the text ends on in its direction, set on the text so nothing flips it).
  const dir = m.rtl ? 'rtl' : 'ltr';
  const gap = m.font / 2;
  const yAxisX = m.rtl ? width - margin.right + gap : margin.left - gap;
  const vline = (x: number, cls = '') =>
    svg`<line class=${cls} x1=${x} x2=${x} y1=${margin.top} y2=${height - margin.bottom}></line>`;
  const panels = m.panels.map(
    (p, k) => svg`<svg part="panel" width=${width} height=${height} aria-hidden="true">
      <g class="grid">
        ${p.ticks.map((tk) => svg`<line x1=${margin.left} x2=${width - margin.right} y1=${tk.at} y2=${tk.at}></line>`)}
        ${m.xTicks.map((tk) => vline(tk.at))}
      </g>
      ${p.ticks.map((tk) => svg`<text x=${yAxisX} y=${tk.at} dy=".32em" direction=${dir} text-anchor="end">${tk.label}</text>`)}
      ${
        k === m.panels.length - 1
          ? m.xTicks.map(
              (tk) =>
                svg`<text x=${tk.tx} y=${height - margin.bottom + m.font * 1.5} text-anchor="middle">${tk.label}</text>`,
            )
          : nothing
      }
      ${p.lines.map(
        (l) => svg`<g class=${colour(l.series)}>
          <path class="s${dash(l.series.color)}" d=${l.d}></path>
          ${l.dots.map(([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="3"></circle>`)}
        </g>`,
      )}
      ${
        t === undefined
          ? nothing
          : svg`${vline(cx, 'cross')}
            ${p.lines.map((l) => {
              const y = valueAt(l.series, t);
              return y === undefined
                ? nothing
                : svg`<circle class="dot ${colour(l.series)}" cx=${cx} cy=${p.y(y)} r="4"></circle>`;
            })}`
      }
    </svg>`,
  );
  return html`<div
    part="plot"
    class="plot"
    ${css({ '--_panels': String(m.panels.length) })}
    tabindex="0"
    role="slider"
    aria-label=${v.strings.cursor}
    aria-describedby="summary"
    aria-valuemin="0"
    aria-valuemax=${m.times.length - 1}
    aria-valuenow=${Math.max(0, i)}
    aria-valuetext=${time(m.times[Math.max(0, i)]!)}
    @keydown=${cursor.onKey}
    @pointermove=${cursor.onPointer}
    @pointerdown=${cursor.onPointer}
    @pointerleave=${cursor.hide}
    @focus=${cursor.onFocus}
    @blur=${cursor.hide}
  >
    ${panels}
    ${
      t === undefined
        ? nothing
        : html`<div
            part="tooltip"
            class=${cx > width / 2 ? 'flip' : ''}
            ${css({ left: `${cx}px` /* physical: cx is an SVG x, left to right in both directions */ })}
            aria-hidden="true"
          >
            <p><strong>${time(t)}</strong></p>
            ${v.shown.map(
              (x) =>
                html`<p class=${colour(x)}>
                  <span class="sw"></span
                  ><span class="name">${serviceText(v.label(x), v.strings, Infinity)}</span
                  >:&nbsp;<span>${v.value(x, t)}</span>
                </p>`,
            )}
          </div>`
    }
  </div>`;
}

/** The data table view: one row per time, one column per shown series. */
export function tableView(m: ChartModel, v: ResultView) {
  const s = v.strings;
  return html`<div class="scroll" tabindex="0" role="region" aria-label=${s.chart}>
    <table part="table">
      <caption class="visually-hidden">
        ${s.chart}
      </caption>
      <thead>
        <tr>
          <th scope="col">${s.time}</th>
          ${v.shown.map(
            (x) =>
              html`<th scope="col" title=${bidiText(v.label(x))}>
                ${serviceText(v.label(x), s, Infinity)}
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${m.times.map(
          (t) =>
            html`<tr>
              <th scope="row">${formatTime(t, v.granularity, v.lang)}</th>
              ${v.shown.map((x) => html`<td>${v.value(x, t)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/**
 * The view toggle (pressed while the table is shown; its icon is the view a click brings) and
 * the download button.
 */
export const toolbarView = (
  s: UsageChartStrings,
  table: boolean,
  canDownload: boolean,
  on: { toggle: () => void; download: () => void },
): TemplateResult =>
  html`<div part="toolbar" class="bar">
    <button
      type="button"
      part="view-toggle"
      class="button"
      aria-pressed=${table}
      @click=${on.toggle}
    >
      ${icon(table ? chartIcon : tableIcon)}${s.tableView}
    </button>
    <button
      type="button"
      part="download"
      class="button"
      ?disabled=${!canDownload}
      @click=${on.download}
    >
      ${icon(downloadIcon)}${s.download}
    </button>
  </div>`;

/** What the legend needs from the element. */
export interface LegendOptions {
  readonly strings: UsageChartStrings;
  /** List every series (else the first `MAX_LEGEND`, and a button listing them all). */
  readonly whole: boolean;
  readonly lang: string;
  readonly label: (series: Series) => string;
  readonly visible: (series: Series) => boolean;
  readonly toggle: (series: Series) => void;
  readonly showWhole: () => void;
}

/** The most series the legend lists before a click on "Show all". */
export const MAX_LEGEND = 100;

/** The legend: one toggle per series (its name cut by the box, whole in the title). */
export function legendView(series: readonly Series[], o: LegendOptions): TemplateResult {
  return html`<div part="legend" role="group" aria-label=${o.strings.legend}>
    ${(o.whole ? series : series.slice(0, MAX_LEGEND)).map(
      (x) =>
        html`<button
          type="button"
          part="legend-item"
          class="button ${colour(x)}"
          aria-pressed=${o.visible(x)}
          title=${bidiText(o.label(x))}
          @click=${() => o.toggle(x)}
        >
          <span class="sw"></span>${serviceText(o.label(x), o.strings, Infinity)}
        </button>`,
    )}
    ${
      o.whole
        ? nothing
        : html`<button type="button" part="legend-more" class="button" @click=${o.showWhole}>
            ${o.strings.wholeLegend(formatValue(series.length, 'count', o.lang), series.length)}
          </button>`
    }
  </div>`;
}
