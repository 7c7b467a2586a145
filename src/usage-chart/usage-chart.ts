import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ContextConsumer } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ClientCore } from '../api/core.js';
import { getUsage, type UsageResult } from '../api/endpoints/usage.js';
import { describeError } from '../api/errors.js';
import { emit } from '../internal/emit.js';
import { storeContext } from '../store/context.js';
import { StoreController } from '../store/controller.js';
import type { Store } from '../store/store.js';
import { toCSV } from './csv.js';
import { formatList, formatRange, formatTime, formatValue } from './format.js';
import { parseStatistic, type StatisticRequest } from './metrics.js';
import { chartModel, type ChartModel } from './model.js';
import { MAX_DAYS, planRequest, type RangeProposal } from './range.js';
import { nearestIndex } from './scales.js';
import { buildSeries, statsOf, valueAt, type Series, type SeriesSet } from './series.js';
import { defaultStrings, type UsageChartStrings } from './strings.js';
import { styles } from './usage-chart.styles.js';

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

type Plan = ReturnType<typeof planRequest>;

/** Height of one panel (one unit family) before the plot has been measured, in px. */
const DEFAULT_PANEL_HEIGHT = 256;

/**
 * @tag usage-chart
 * @summary Usage statistics as an accessible, interactive SVG line chart: one series per metric
 * and per server or region, a time axis, a legend, a crosshair tooltip, a table view and a CSV
 * export. It loads through the store's API client, or renders a `data` object directly.
 *
 * @event search-series-toggle - The user shows or hides a series from the legend. Cancelable:
 *   `preventDefault()` keeps the series as it was. Detail: `{ id, metric, key?, visible }`.
 * @event {CustomEvent<RangeChangeDetail>} search-usage-range-change - The user applies a fix proposed for a range the service
 *   would refuse. Cancelable: `preventDefault()` leaves the attributes unchanged. Detail:
 *   `{ startDate, endDate, granularity }`.
 *
 * @csspart base - The wrapper of everything (it carries `aria-busy` while loading).
 * @csspart toolbar - The bar of the view toggle and the download button.
 * @csspart view-toggle - The "Show as table" toggle button.
 * @csspart download - The "Download CSV" button.
 * @csspart legend - The group of series toggles.
 * @csspart legend-item - One series toggle.
 * @csspart plot - The focusable plot (a slider over time) holding the panels and the tooltip.
 * @csspart panel - The SVG of one unit's panel.
 * @csspart tooltip - The crosshair's tooltip.
 * @csspart table - The data table view.
 * @csspart summary - The text alternative (visually hidden by default).
 * @csspart skeleton - The loading placeholder.
 * @csspart message - Every state message (empty, partial, error, range).
 * @csspart error - The error message.
 * @csspart retry - The retry button.
 * @csspart proposal - A button applying a proposed range.
 *
 * @cssprop --usage-chart-color-1 - The first series colour (and so on up to `-8`); light and dark defaults.
 * @cssprop --usage-chart-height - The height of one panel (default 16rem).
 * @cssprop --usage-chart-grid-color - Gridlines and borders.
 * @cssprop --usage-chart-skeleton-color - The loading placeholder.
 * @cssprop --usage-chart-tooltip-background - The tooltip's background.
 * @cssprop --usage-chart-tooltip-color - The tooltip's text.
 */
export class UsageChart extends LitElement {
  static override styles = styles;

  /** Metric names (comma-separated), a group such as `search_operations`, or `*`. */
  @property() statistic = '';

  /** An index name for index-level statistics; application level without it. */
  @property() index: string | undefined;

  /** Start of the range: `2026-01-01` or `2026-01-01T00:00:00.000Z` (UTC). */
  @property({ attribute: 'start-date' }) startDate: string | undefined;

  /** End of the range (default now). */
  @property({ attribute: 'end-date' }) endDate: string | undefined;

  /** `hourly` (at most 7 days) or `daily` (at most 365 days, the default). */
  @property() granularity: 'hourly' | 'daily' | undefined;

  /**
   * A shortcut that wins over the dates: `last_day` (the last full day, one point), `day` (the
   * last 24 hours, hourly), `month` (30 days, daily) or `year` (365 days, daily). Without a
   * period or dates, `month` is shown.
   */
  @property() period: 'last_day' | 'day' | 'month' | 'year' | undefined;

  /** `chart` or `table` (the data table view); the toolbar toggles it. */
  @property({ reflect: true }) view: 'chart' | 'table' = 'chart';

  /** The store holding the API client; wins over one provided by a `<search-provider>`. */
  @property({ attribute: false }) store: Store | undefined;

  /** A usage result to render without fetching (previews, stories, server-side data). */
  @property({ attribute: false }) data: UsageResult | undefined;

  /** Overrides of the English strings. */
  @property({ attribute: false }) strings: Partial<UsageChartStrings> = {};

  @state() private _hidden = new Set<string>();
  @state() private _cursor = -1;
  @state() private _size = { w: 640, h: 0 };
  @state() private _announce = '';

  private _request: StatisticRequest = parseStatistic('');
  private _plan: Plan | undefined;
  private _set: SeriesSet = { series: [], missing: [] };
  private _model: ChartModel | undefined;
  private _modelInputs: readonly unknown[] = [];
  private _plotHeight = 0;
  private _shown: Series[] = [];
  private _lang = '';
  private _resultSeen: UsageResult | undefined;
  private _observer: ResizeObserver | undefined;
  private _langObserver: MutationObserver | undefined;
  private _observed: Element | undefined;

  private readonly _context = new ContextConsumer(this, {
    context: storeContext,
    subscribe: true,
    callback: (store) => (this._stores.store = this.store ?? store),
  });

  private readonly _stores = new StoreController(this, {
    filter: (detail) => detail.part === 'client',
  });

  private readonly _task = new Task(this, {
    task: async ([plan, store, client], { signal }) => {
      if (!plan || 'problem' in plan || !store || !client) return initialState;
      const { params } = plan;
      const key = `usage|${client.appId}|${JSON.stringify(params)}`;
      return store.request(key, (s) => getUsage(client, params, { signal: s }), { signal });
    },
    args: () => {
      const store = this._stores.store;
      return [this._plan, store, store?.client as ClientCore | undefined] as const;
    },
  });

  private get _s(): UsageChartStrings {
    return { ...defaultStrings, ...this.strings };
  }

  /** The result on screen: `data`, or the last completed request's. */
  get result(): UsageResult | undefined {
    return this.data ?? (this._task.status === TaskStatus.COMPLETE ? this._task.value : undefined);
  }

  /** The shown series (visible in the legend) as CSV: a `time` column, then one per series. */
  toCSV(): string {
    return toCSV(this._shown, (s) => this._label(s), this._s.time);
  }

  /** Saves `toCSV()` as a file through a temporary download link. */
  download(): void {
    const url = URL.createObjectURL(new Blob([this.toCSV()], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    const r = this.result;
    a.href = url;
    a.download = `usage${r ? `-${r.startDate.slice(0, 10)}-${r.endDate.slice(0, 10)}` : ''}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  /** Loads again (after an error, or to refresh), bypassing nothing the store still caches. */
  retry(): Promise<void> {
    return this._task.run();
  }

  // `lang` is the native attribute: a change re-renders the labels in the new language.
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the page: measure the plot again.
    if (this.hasUpdated) this.requestUpdate();
    // Numbers and dates follow the closest `lang`: re-render when an ancestor's changes.
    this._langObserver ??= new MutationObserver(() => {
      if (this._closestLang() !== this._lang) this.requestUpdate();
    });
    this._langObserver.observe(this.ownerDocument.documentElement, {
      attributeFilter: ['lang'],
      subtree: true,
    });
  }

  private _closestLang(): string {
    return this.closest('[lang]')?.getAttribute('lang') || navigator.language;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._observer?.disconnect();
    this._observed = undefined;
    this._langObserver?.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('store')) this._stores.store = this.store ?? this._context.value;
    if (changed.has('statistic')) this._request = parseStatistic(this.statistic);
    if (
      ['statistic', 'index', 'startDate', 'endDate', 'granularity', 'period', 'data'].some((k) =>
        changed.has(k as keyof UsageChart),
      )
    ) {
      this._plan =
        this.data || !this._request.fetch.length
          ? undefined
          : planRequest({
              statistic: this._request.fetch,
              index: this.index,
              startDate: this.startDate,
              endDate: this.endDate,
              granularity: this.granularity,
              period: this.period,
            });
    }
    const lang = this._closestLang();
    const result = this.result;
    if (result !== this._resultSeen || changed.has('statistic')) {
      this._resultSeen = result;
      this._set = result ? buildSeries(result, this._request) : { series: [], missing: [] };
      this._cursor = -1;
    }
    // Rebuild the geometry only when something it depends on changed (not on a cursor move).
    const inputs = [this._set, this._hidden, this._size, lang, result?.granularity];
    if (inputs.some((value, i) => value !== this._modelInputs[i])) {
      this._modelInputs = inputs;
      this._shown = this._set.series.filter((s) => !this._hidden.has(s.id));
      const units = new Set(this._shown.map((s) => s.unit)).size || 1;
      const h = this._size.h ? this._size.h / units : DEFAULT_PANEL_HEIGHT;
      this._plotHeight = h * units;
      this._model =
        result && this._shown.length
          ? chartModel(this._shown, result.granularity, this._size.w, h, lang)
          : undefined;
    }
    this._lang = lang;
    // With `data` there is nothing to load: keep the task from running (and re-rendering).
    this._task.autoRun = !this.data;
  }

  protected override updated(): void {
    const plot = this.renderRoot.querySelector('.plot') ?? undefined;
    if (plot === this._observed) return;
    this._observer ??= new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      const w = Math.round(width);
      const h = Math.round(height);
      // The plot's height follows what was drawn: only a real change of size re-renders.
      if (w && (w !== this._size.w || h !== this._plotHeight)) this._size = { w, h };
    });
    this._observer.disconnect();
    if (plot) this._observer.observe(plot);
    this._observed = plot;
  }

  private _label(s: Series): string {
    const m = this._s.metric(s.metric);
    return s.key === undefined ? m : this._s.keyed(m, s.key);
  }

  private _names(names: readonly string[]): string {
    return formatList(
      names.map((n) => (n === '*' ? this._s.anyMetric : this._s.metric(n))),
      this._lang,
    );
  }

  private _toggle(s: Series): void {
    const visible = this._hidden.has(s.id);
    const detail: SeriesToggleDetail = {
      id: s.id,
      metric: s.metric,
      ...(s.key === undefined ? {} : { key: s.key }),
      visible,
    };
    if (!emit(this, 'search-series-toggle', detail, { cancelable: true })) return;
    const hidden = new Set(this._hidden);
    if (visible) hidden.delete(s.id);
    else hidden.add(s.id);
    this._hidden = hidden;
    this._cursor = -1;
  }

  private _apply(p: RangeProposal): void {
    if (!emit(this, 'search-usage-range-change', { ...p }, { cancelable: true })) return;
    this.period = undefined;
    this.startDate = p.startDate;
    this.endDate = p.endDate;
    this.granularity = p.granularity;
  }

  /** The value of `series` at `t` in its unit, or the mark of a missing point. */
  private _value(series: Series, t: number): string {
    const v = valueAt(series, t);
    return v === undefined ? this._s.noValue : formatValue(v, series.unit, this._lang);
  }

  private _move(index: number, announce: boolean): void {
    const times = this._model?.times ?? [];
    const i = Math.max(0, Math.min(times.length - 1, index));
    if (i === this._cursor && !announce) return;
    this._cursor = i;
    if (announce && times.length) {
      const t = times[i]!;
      this._announce = this._s.point(
        formatTime(t, this.result!.granularity, this._lang),
        this._shown.map((x) => `${this._label(x)}: ${this._value(x, t)}`).join('; '),
      );
    }
  }

  private _onKey(e: KeyboardEvent): void {
    const last = (this._model?.times.length ?? 0) - 1;
    const at = this._cursor < 0 ? last : this._cursor;
    const page = Math.max(1, Math.round((last + 1) / 10));
    const to: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowDown: at - 1,
      ArrowRight: at + 1,
      ArrowUp: at + 1,
      PageUp: at + page,
      PageDown: at - page,
      Home: 0,
      End: last,
    };
    if (e.key === 'Escape') {
      this._cursor = -1;
      return;
    }
    if (!(e.key in to) || last < 0) return;
    e.preventDefault();
    this._move(this._cursor < 0 && e.key.startsWith('Arrow') ? last : to[e.key]!, true);
  }

  private _onPointer(e: PointerEvent): void {
    const m = this._model;
    if (!m) return;
    const rect = (e.currentTarget as HTMLElement).getBoundingClientRect();
    this._move(nearestIndex(m.times, m.time(e.clientX - rect.left)), false);
  }

  protected override render() {
    const s = this._s;
    const status = this._task.status;
    const plan = this._plan;
    let body: unknown;
    let busy = false;
    if (this.data) {
      body = this._renderResult();
    } else if (!this._request.fetch.length) {
      body = message(s.noStatistic);
    } else if (plan && 'problem' in plan) {
      body = this._renderProblem(plan.problem);
    } else if (!this._stores.store?.client) {
      body = message(s.noClient);
    } else if (status === TaskStatus.ERROR) {
      body = alertBox(
        'error',
        s.error(describeError(this._task.error)),
        html`<button type="button" part="retry" @click=${() => this.retry()}>${s.retry}</button>`,
      );
    } else if (status === TaskStatus.COMPLETE) {
      body = this._renderResult();
    } else {
      busy = true;
      body = html`<p class="sr" role="status">${s.loading}</p>
        <div part="skeleton" class="skeleton plot">
          <svg
            width="100%"
            height="100%"
            viewBox="0 0 100 50"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <rect x="0" y="49" width="100" height="1"></rect>
            <path d="M0 40C15 30 25 38 40 26S70 30 100 12" stroke-width="1.5"></path>
          </svg>
        </div>`;
    }
    return html`<div part="base" aria-busy=${String(busy)}>${body}</div>`;
  }

  private _renderProblem(problem: Extract<Plan, { problem: unknown }>['problem']) {
    const s = this._s;
    const days = 'days' in problem ? (problem.days ?? 0) : 0;
    const text = {
      start: s.invalidStart,
      end: s.invalidEnd,
      order: s.order,
      hourly: s.hourlyLimit(days),
      daily: s.dailyLimit(days),
      granularity: s.invalidGranularity,
      period: s.invalidPeriod,
    }[problem.kind];
    return alertBox(
      'range-error',
      text,
      problem.proposals.map(
        (p) =>
          html`<button type="button" part="proposal" @click=${() => this._apply(p)}>
            ${
              p.granularity !== (this.granularity || 'daily')
                ? s.useDaily
                : s.useLastDays(MAX_DAYS[p.granularity])
            }
          </button> `,
      ),
    );
  }

  private _renderResult() {
    const s = this._s;
    const set = this._set;
    const result = this.result!;
    if (!set.series.length) {
      const asked = this._request.requested.length
        ? this._request.requested
        : Object.keys(result.series ?? {});
      return message(s.empty(this._names(asked.length ? asked : ['*'])), 'message empty');
    }
    const m = this._model;
    const table = this.view === 'table';
    return html`${set.missing.length ? message(s.partial(this._names(set.missing)), 'message partial') : nothing}
      <div part="toolbar" class="bar">
        <button
          type="button"
          part="view-toggle"
          aria-pressed=${String(table)}
          @click=${() => (this.view = table ? 'chart' : 'table')}
        >
          ${s.tableView}
        </button>
        <button
          type="button"
          part="download"
          ?disabled=${!this._shown.length}
          @click=${() => this.download()}
        >
          ${s.download}
        </button>
      </div>
      <div part="legend" role="group" aria-label=${s.legend}>
        ${set.series.map(
          (x) =>
            html`<button
              type="button"
              part="legend-item"
              class=${colour(x)}
              aria-pressed=${String(!this._hidden.has(x.id))}
              @click=${() => this._toggle(x)}
            >
              <span class="sw"></span>${this._label(x)}
            </button>`,
        )}
      </div>
      ${
        m
          ? html`${table ? this._renderTable(m) : this._renderPlot(m, result)}
              <p id="summary" part="summary" class="sr">${this._summary(m, result)}</p>`
          : message(s.allHidden)
      }
      <div class="sr" role="status" aria-live="polite">${this._announce}</div>`;
  }

  private _summary(m: ChartModel, result: UsageResult): string {
    const s = this._s;
    const lang = this._lang;
    const g = result.granularity;
    const parts = [
      s.summary(formatRange(m.times[0]!, m.times[m.times.length - 1]!, g, lang), s[g]),
    ];
    for (const x of this._shown) {
      const st = statsOf(x.points)!;
      const f = (v: number) => formatValue(v, x.unit, lang);
      parts.push(s.seriesSummary(this._label(x), f(st.min), f(st.max), f(st.last)));
    }
    return parts.join(' ');
  }

  private _renderPlot(m: ChartModel, result: UsageResult) {
    const { margin, width, height } = m;
    const i = this._cursor;
    const t = i >= 0 ? m.times[i] : undefined;
    const cx = t === undefined ? 0 : m.x(t);
    const time = (at: number) => formatTime(at, result.granularity, this._lang);
    const vline = (x: number, cls = '') =>
      svg`<line class=${cls} x1=${x} x2=${x} y1=${margin.top} y2=${height - margin.bottom}></line>`;
    const panels = m.panels.map(
      (p, k) => svg`<svg part="panel" width=${width} height=${height} aria-hidden="true">
        <g class="grid">
          ${p.ticks.map((tk) => svg`<line x1=${margin.left} x2=${width - margin.right} y1=${tk.at} y2=${tk.at}></line>`)}
          ${m.xTicks.map((tk) => vline(tk.at))}
        </g>
        ${p.ticks.map((tk) => svg`<text x=${margin.left - 6} y=${tk.at} dy=".32em" text-anchor="end">${tk.label}</text>`)}
        ${
          k === m.panels.length - 1
            ? m.xTicks.map(
                (tk) =>
                  svg`<text x=${tk.at} y=${height - 6} text-anchor="middle">${tk.label}</text>`,
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
                const v = valueAt(l.series, t);
                return v === undefined
                  ? nothing
                  : svg`<circle class="dot ${colour(l.series)}" cx=${cx} cy=${p.y(v)} r="4"></circle>`;
              })}`
        }
      </svg>`,
    );
    return html`<div
      part="plot"
      class="plot"
      style="--_panels:${m.panels.length}"
      tabindex="0"
      role="slider"
      aria-label=${this._s.cursor}
      aria-describedby="summary"
      aria-valuemin="0"
      aria-valuemax=${m.times.length - 1}
      aria-valuenow=${Math.max(0, i)}
      aria-valuetext=${time(m.times[Math.max(0, i)]!)}
      @keydown=${this._onKey}
      @pointermove=${this._onPointer}
      @pointerdown=${this._onPointer}
      @pointerleave=${() => (this._cursor = -1)}
      @focus=${() => this._cursor < 0 && this._move(m.times.length - 1, false)}
      @blur=${() => (this._cursor = -1)}
    >
      ${panels}
      ${
        t === undefined
          ? nothing
          : html`<div
              part="tooltip"
              class=${cx > width / 2 ? 'flip' : ''}
              style="left:${cx}px"
              aria-hidden="true"
            >
              <p><strong>${time(t)}</strong></p>
              ${this._shown.map(
                (x) =>
                  html`<p class=${colour(x)}>
                    <span class="sw"></span>${this._label(x)}: ${this._value(x, t)}
                  </p>`,
              )}
            </div>`
      }
    </div>`;
  }

  private _renderTable(m: ChartModel) {
    const s = this._s;
    const g = this.result!.granularity;
    return html`<div class="scroll" tabindex="0" role="region" aria-label=${s.chart}>
      <table part="table">
        <caption class="sr">
          ${s.chart}
        </caption>
        <thead>
          <tr>
            <th scope="col">${s.time}</th>
            ${this._shown.map((x) => html`<th scope="col">${this._label(x)}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${m.times.map(
            (t) =>
              html`<tr>
                <th scope="row">${formatTime(t, g, this._lang)}</th>
                ${this._shown.map((x) => html`<td>${this._value(x, t)}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

/** A state message, announced politely. */
const message = (text: string, part = 'message') => html`<p part=${part} role="status">${text}</p>`;

/** A problem that stops the chart (`part="message …"`), with the buttons that fix it. */
const alertBox = (kind: string, text: string, actions: unknown) =>
  html`<div part="message ${kind}" role="alert">
    <p>${text}</p>
    ${actions}
  </div>`;

/** The palette class of a series (8 colours, then dashed lines: see `dash`). */
const colour = (series: Series) => `c${series.color % 8}`;

/** Series 9 to 16 are dashed, 17 on dotted, so that repeated colours stay apart. */
const dash = (color: number) => (color >= 16 ? ' d2' : color >= 8 ? ' d1' : '');
