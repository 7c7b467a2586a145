import { LitElement, html, type PropertyValues } from 'lit';
import { getUsage, type UsageResult } from '../api/endpoints/usage.js';
import type { Granularity, UsagePeriod } from '../api/rules/usage.js';
import type { UsageParams } from '../api/usage-range.js';
import { bidiText } from '../internal/bidi.js';
import { emit } from '../internal/emit.js';
import { LocaleController } from '../internal/locale.js';
import { Resource, TaskStatus } from '../internal/resource.js';
import { Hydration } from '../internal/ssr.js';
import { errorView, loadingView } from '../internal/state-view.js';
import { StoreConsumer } from '../internal/store-consumer.js';
import type { Store } from '../store/store.js';
import type { Compare, Previous } from './compare.js';
import { CrosshairController } from './crosshair.js';
import { saveCSV, toCSV } from './csv.js';
import { checkResult, type CheckedResult } from './data.js';
import { formatTime } from './format.js';
import { seriesLabel, seriesValue } from './labels.js';
import { parseStatistic, type StatisticRequest } from './metrics.js';
import { chartModel, type ChartModel } from './model.js';
import { planRequest, type RangeProposal } from './range.js';
import { ResizeController, UNMEASURED } from './resize.js';
import { buildSeries, type Series, type SeriesSet } from './series.js';
import { defaultStrings, type UsageChartStrings } from './strings.js';
import { message, placePlot, previousStyles, problemView, skeleton } from './templates.js';
import type { ComparedView } from './templates.js';
import { styles } from './usage-chart.styles.js';
import { resultView, type ImageKind } from './view.js';

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

/** The most series drawn by default; the legend turns on the others one by one. */
const MAX_DRAWN = 50;

/** The properties a request is planned from. */
const PLAN_INPUTS = ['statistic', 'index', 'startDate', 'endDate', 'granularity', 'period', 'data'];

/**
 * Right-to-left (`dir="rtl"` on the element or any ancestor) mirrors the time axis, as Material's
 * bidirectionality guidance recommends for time charts: time runs from right to left, the value
 * axis and its labels sit on the right, and ArrowLeft / ArrowRight move the crosshair as seen
 * (ArrowLeft to the later point, on the left).
 *
 * A line with more points than the plot has pixel columns is drawn decimated (the first, lowest,
 * highest and last point of each column, so peaks survive); the crosshair, tooltip, table, CSV
 * and text alternative use every exact value.
 *
 * The SVG and PNG downloads (`toSVG()`, `toPNG()`, `downloadImage()`; their code loads on the
 * first use) carry the chart's name, the metrics, the range, the legend and each panel's
 * quantity, in the element's colours as they are (custom properties and the light or dark
 * defaults resolved) on its surface colour: a chart exported in dark mode is a dark picture
 * with its own dark background, which reads the same wherever it is opened.
 *
 * @tag usage-chart
 * @summary Usage statistics as an accessible, interactive SVG line chart: one series per metric
 * and per server or region, a time axis, a legend, a crosshair tooltip, a table view, and CSV,
 * SVG and PNG downloads. It loads through the store's API client, or renders a `data` object directly.
 *
 * @event {CustomEvent<SeriesToggleDetail>} search-series-toggle - The user shows or hides a
 *   series from the legend. Cancelable: `preventDefault()` keeps the series as it was. Detail:
 *   `{ id, metric, key?, visible }`.
 * @event {CustomEvent<RangeChangeDetail>} search-usage-range-change - The user applies a fix
 *   proposed for a range the service would refuse. Cancelable: `preventDefault()` leaves the
 *   attributes unchanged. Detail: `{ startDate, endDate, granularity }`.
 *
 * @csspart base - The wrapper of everything (it carries `aria-busy` while loading).
 * @csspart toolbar - The bar of the view toggle and the download buttons (CSV, SVG, PNG).
 * @csspart view-toggle - The "Show as table" toggle button (pressed while the table is shown;
 *   its icon is the view a click brings).
 * @csspart download - The "Download CSV" button.
 * @csspart download-svg - The "SVG" button (named "Download SVG"): see `downloadImage()`.
 * @csspart download-png - The "PNG" button (named "Download PNG").
 * @csspart legend - The group of series toggles.
 * @csspart legend-item - One series toggle.
 * @csspart legend-more - The button listing every series, past the first 100.
 * @csspart plot - The focusable plot (a slider over time) holding the panels and the tooltip.
 * @csspart panel - The SVG of one unit's panel.
 * @csspart tooltip - The crosshair's tooltip.
 * @csspart table - The data table view.
 * @csspart summary - The text alternative (visually hidden by default).
 * @csspart loading - The loading state (a status and the skeleton).
 * @csspart skeleton - The loading placeholder, shaped like the chart (toolbar, legend, axes and
 *   a line) and as tall; the empty and error states keep that height too.
 * @csspart empty - The state shown when no metric asked for has data.
 * @csspart message - The other messages: no statistic, no client, partial data, every series
 *   hidden, a range the service would refuse (`message range-error`), and an image that could
 *   not be made (`message export-error`).
 * @csspart error - A failed load: what went wrong, and the retry button (under the chart for
 *   the previous period of `compare`, whose failure leaves the chart shown).
 * @csspart retry - The retry button.
 * @csspart proposal - A button applying a proposed range.
 * @csspart previous - With `message`: the status of the previous period (`compare`) while it
 *   loads, or why it is not shown.
 *
 * @cssprop --usage-chart-color-1 - The first series colour (and so on up to `-8`); light and dark
 *   defaults.
 * @cssprop --usage-chart-height - The height of one panel (default 16rem). The chart's text is
 *   0.75em of the element's font size, and its margins and ticks follow it.
 * @cssprop --usage-chart-accent - The crosshair and the pressed view toggle (default: the
 *   `--search-ui-accent` token).
 * @cssprop --usage-chart-grid-color - Gridlines and borders (default: `--search-ui-border`).
 * @cssprop --usage-chart-skeleton-color - The loading placeholder (default: the text colour at
 *   12 %, as the other elements' skeletons).
 * @cssprop --usage-chart-tooltip-background - The tooltip's background (default:
 *   `--search-ui-surface`).
 * @cssprop --usage-chart-tooltip-color - The tooltip's text (default: `--search-ui-text`).
 * @cssprop --usage-chart-previous-opacity - The opacity of the previous period's dashed lines
 *   (`compare`; default 0.6).
 */
export class UsageChart extends LitElement {
  static override styles = [styles, previousStyles];

  static override properties = {
    statistic: {},
    index: {},
    startDate: { attribute: 'start-date' },
    endDate: { attribute: 'end-date' },
    granularity: {},
    period: {},
    compare: { type: Boolean },
    view: { reflect: true },
    store: { attribute: false },
    data: { attribute: false },
    previous: { attribute: false },
    strings: { attribute: false },
    _toggled: { state: true, attribute: false },
    _wholeLegend: { state: true, attribute: false },
    _notice: { state: true, attribute: false },
  };

  /**
   * Metric names (comma-separated), a group such as `search_operations`, or `*`.
   * @attr statistic
   */
  statistic = '';

  /**
   * An index name for index-level statistics; application level without it.
   * @attr index
   */
  index: string | undefined;

  /**
   * Start of the range: `2026-01-01` or `2026-01-01T00:00:00.000Z` (UTC).
   * @attr start-date
   */
  startDate: string | undefined;

  /**
   * End of the range (default now).
   * @attr end-date
   */
  endDate: string | undefined;

  /**
   * `hourly` (at most 7 days) or `daily` (at most 365 days, the default).
   * @attr granularity
   */
  granularity: Granularity | undefined;

  /**
   * A shortcut that wins over the dates: `last_day` (the last full day, one point), `day` (the
   * last 24 hours, hourly), `month` (30 days, daily) or `year` (365 days, daily). Without a
   * period or dates, `month` is shown.
   * @attr period
   */
  period: UsagePeriod | undefined;

  /**
   * `chart` or `table` (the data table view); the toolbar toggles it.
   * @attr view
   */
  view: 'chart' | 'table' = 'chart';

  /** The store holding the API client; wins over one provided by a `<search-provider>`. */
  store: Store | undefined;

  /** A usage result to render without fetching (previews, stories, server-side data). */
  data: UsageResult | undefined;

  /**
   * Also draws the previous period: the range just before the shown one, as long, at the same
   * granularity (one more request, once the shown one is there), as a muted dashed line under
   * each series on the same time axis; the tooltip, the announcement, the table and the CSV
   * add its value and the change (`+12 %`). A previous range the service would refuse (before
   * 1970) is not requested: a message says so.
   * @attr compare
   */
  compare = false;

  /** With `data` and `compare`: the previous period's result to draw (previews, stories). */
  previous: UsageResult | undefined;

  /** Overrides of the English strings. */
  strings: Partial<UsageChartStrings> = {};

  /**
   * Series the user toggled away from their default: the first `MAX_DRAWN` are shown by
   * default, the others hidden (a chart of thousands of lines is neither readable nor quick).
   */
  private _toggled = new Set<string>();

  /** Whether the legend lists every series (past `MAX_LEGEND`, after a click). */
  private _wholeLegend = false;

  /** Why the last image export failed (shown under the toolbar until the next export). */
  private _notice: string | undefined;

  #s: UsageChartStrings = defaultStrings;
  /** The strings, language, granularity and shown series of the last update. */
  #view!: ComparedView;
  #previous: Previous | undefined;
  #request: StatisticRequest = parseStatistic('');
  #plan: Plan | undefined;
  #set: SeriesSet = { series: [], missing: [] };
  #model: ChartModel | undefined;
  #modelInputs: readonly unknown[] = [];
  #plotHeight = 0;
  #shown: Series[] = [];
  #resultSeen: UsageResult | undefined;
  /** `result` as checked by `checkResult`: what is drawn. */
  #checked: CheckedResult | undefined;

  readonly #consumer = new StoreConsumer(this, { own: () => this.store });
  readonly #locale = new LocaleController(this, { part: 'usageChart', defaults: defaultStrings });
  readonly #hydration = new Hydration(this);

  readonly #usage = new Resource<UsageResult, readonly [UsageParams]>(this, {
    name: 'usage',
    consumer: this.#consumer,
    // Nothing to load with `data`, or before the plan's checks pass.
    args: () => {
      const plan = this.#plan;
      return this.data || !plan || 'problem' in plan ? undefined : [plan.params];
    },
    load: (client, [params], signal) => getUsage(client, params, { signal }),
  });

  /** The previous period's loader (compare.ts, loaded when `compare` is first set). */
  #compare: Compare | undefined;
  #compareLoad: Promise<void> | undefined;

  readonly #cursor = new CrosshairController(this, {
    model: () => this.#model,
    announce: (t) => {
      const v = this.#view;
      return v.strings.point(
        formatTime(t, v.granularity, v.lang),
        v.shown
          .map(
            (x) =>
              `${bidiText(seriesLabel(x, v.strings))}: ${seriesValue(x, t, v)}${v.previous?.text(x, t, v) ?? ''}`,
          )
          .join('; '),
      );
    },
  });

  readonly #resize = new ResizeController(this, {
    target: () => this.renderRoot.querySelector('.plot'),
    // The plot's height follows what was drawn: only a real change of size re-renders.
    drawnHeight: () => this.#plotHeight,
  });

  /** The result on screen: `data`, or the last completed request's. */
  get result(): UsageResult | undefined {
    return (
      this.data ?? (this.#usage.status === TaskStatus.COMPLETE ? this.#usage.value : undefined)
    );
  }

  /** The shown series (visible in the legend) as CSV: a `time` column, then one per series. */
  toCSV(): string {
    const s = this.#s;
    const label = (x: Series) => seriesLabel(x, s, true);
    return toCSV(this.#shown, label, s.time, this.#previous, s);
  }

  /** Saves `toCSV()` as a file through a temporary download link. */
  download(): void {
    saveCSV(this.toCSV(), this.#checked);
  }

  /**
   * The chart as a standalone SVG document: the chart's name, the metrics, the range, the
   * legend of the shown series and each panel headed by its quantity, in the element's current
   * colours on its surface colour (a chart in dark mode exports dark). Drawn as in the chart
   * view, even while the table is shown. Rejects when nothing is drawn (every series hidden).
   */
  toSVG(): Promise<string> {
    return this.#image('svg') as Promise<string>;
  }

  /**
   * `toSVG()` as a PNG image at twice its size. Rejects when the page cannot make one (a
   * Content-Security-Policy without `blob:` images, a tainted canvas).
   */
  toPNG(): Promise<Blob> {
    return this.#image('png') as Promise<Blob>;
  }

  /**
   * Saves the chart as `usage-<start>-<end>.svg` or `.png` (named as the CSV) through a
   * temporary download link. Never rejects: when the image cannot be made, a message says so
   * under the toolbar (`part="message export-error"`, an alert).
   */
  downloadImage(kind: ImageKind = 'png'): Promise<void> {
    this._notice = undefined;
    return this.#image(kind, true).then(
      () => {},
      () => {
        this._notice = this.#s.exportFailed(kind.toUpperCase());
      },
    );
  }

  /** Makes (and with `save`, downloads) an image with export.ts, loaded on the first use. */
  #image(kind: ImageKind, save?: boolean): Promise<unknown> {
    return import('./export.js').then((x) =>
      x.image(this, this.#model, this.#view, this.#checked, kind, save),
    );
  }

  /**
   * Loads again from the service (after an error, or to refresh): the store's cached answer for
   * this request is dropped. Does nothing with `data`.
   */
  reload(): Promise<void> {
    return this.data ? Promise.resolve() : this.#usage.reload();
  }

  // `lang` is the native attribute: a change re-renders the labels in the new language at once
  // (an ancestor's change reaches the locale controller through its document observer).
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.#locale.refresh();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('statistic')) this.#request = parseStatistic(this.statistic);
    if (PLAN_INPUTS.some((k) => changed.has(k as keyof UsageChart))) {
      this.#plan = this.data || !this.#request.fetch.length ? undefined : planRequest(this);
    }
    const lang = this.#hydration.locale(this.#locale);
    this.#s = this.#locale.strings(this.strings, lang);
    if (this.result !== this.#resultSeen || changed.has('statistic')) {
      this.#resultSeen = this.result;
      this.#checked = checkResult(this.result);
      this.#set = this.#checked
        ? buildSeries(this.#checked, this.#request)
        : { series: [], missing: [] };
      this.#cursor.reset();
    }
    // Rebuild the geometry only when something it depends on changed (not on a cursor move).
    const result = this.#checked;
    // Over server-rendered DOM, the first update draws what the server drew (its size, left to
    // right); the next one measures and mirrors.
    const hydrating = this.#hydration.active;
    const size = hydrating ? UNMEASURED : this.#resize.size;
    const rtl = !hydrating && this.#locale.dir === 'rtl';
    if (this.compare && !this.#compareLoad) {
      this.#compareLoad = import('./compare.js').then((c) => {
        this.#compare = new c.Compare(this, this.#consumer);
        this.requestUpdate();
      });
    }
    const plan = this.#plan;
    const compare = this.#compare;
    const before = compare?.update(
      this.compare,
      result,
      plan && 'params' in plan ? plan.params : undefined,
      this.data && this.previous,
    );
    const inputs = [this.#set, this._toggled, size, lang, result?.granularity, rtl, before];
    if (inputs.some((value, i) => value !== this.#modelInputs[i])) {
      this.#modelInputs = inputs;
      this.#shown = this.#set.series.filter((s) => this.#visible(s));
      const units = new Set(this.#shown.map((s) => s.unit)).size || 1;
      const h = size.h ? size.h / units : DEFAULT_PANEL_HEIGHT;
      this.#plotHeight = h * units;
      const shown = this.#shown;
      const p = (this.#previous =
        before && result && shown.length
          ? compare!.pair(shown, result, before, this.#request)
          : undefined);
      this.#model =
        result && shown.length
          ? chartModel(shown, result.granularity, size.w, h, lang, rtl, size.f, [
              ...(p?.series.values() ?? []),
            ])
          : undefined;
    }
    this.#view = {
      strings: this.#s,
      lang,
      granularity: result?.granularity ?? 'daily',
      shown: this.#shown,
      previous: this.#previous,
    };
    // With `data` there is nothing to load: keep the task from running (and re-rendering).
    this.#usage.autoRun = !this.data;
  }

  protected override updated(): void {
    placePlot(this.renderRoot, this.#model, this.#cursor.index);
  }

  /** Whether a series is drawn: its default (see `_toggled`), unless the user toggled it. */
  #visible(s: Series): boolean {
    return s.color < MAX_DRAWN !== this._toggled.has(s.id);
  }

  #toggle(s: Series): void {
    const visible = !this.#visible(s);
    const detail: SeriesToggleDetail = {
      id: s.id,
      metric: s.metric,
      ...(s.key === undefined ? {} : { key: s.key }),
      visible,
    };
    if (!emit(this, 'search-series-toggle', detail, { cancelable: true })) return;
    const toggled = new Set(this._toggled);
    if (toggled.has(s.id)) toggled.delete(s.id);
    else toggled.add(s.id);
    this._toggled = toggled;
    this.#cursor.reset();
  }

  #apply(p: RangeProposal): void {
    if (!emit(this, 'search-usage-range-change', { ...p }, { cancelable: true })) return;
    this.period = undefined;
    this.startDate = p.startDate;
    this.endDate = p.endDate;
    this.granularity = p.granularity;
  }

  protected override render() {
    const s = this.#s;
    const plan = this.#plan;
    const status = this.#usage.status;
    let body: unknown;
    let busy = false;
    if (this.data) {
      body = this.#renderResult();
    } else if (!this.#request.fetch.length) {
      body = message(s.noStatistic);
    } else if (plan && 'problem' in plan) {
      const current = this.granularity || 'daily';
      body = problemView(plan.problem, s, current, (p) => this.#apply(p), this.#view.lang);
    } else if (!this.#consumer.store?.client && !this.#hydration.active) {
      // (On the server and while hydrating: the loading state, as the store may come later.)
      body = message(s.noClient);
    } else if (status === TaskStatus.ERROR) {
      body = errorView(this.#usage.error, { strings: s, onRetry: () => void this.reload() });
    } else if (status === TaskStatus.COMPLETE) {
      body = this.#renderResult();
    } else {
      busy = true;
      body = loadingView(s.loading, skeleton);
    }
    return html`<div part="base" aria-busy=${busy}>${body}${this.#compare?.view(s)}</div>`;
  }

  #renderResult() {
    const set = this.#set;
    const asked = this.#request.requested;
    const table = this.view === 'table';
    return resultView({
      ...this.#view,
      set,
      model: this.#model,
      asked: asked.length ? asked : Object.keys(this.#checked?.series ?? {}),
      table,
      whole: this._wholeLegend,
      cursor: this.#cursor,
      visible: (x) => this.#visible(x),
      toggle: (x) => this.#toggle(x),
      showWhole: () => (this._wholeLegend = true),
      flip: () => (this.view = table ? 'chart' : 'table'),
      download: () => this.download(),
      image: (kind) => void this.downloadImage(kind),
      notice: this._notice,
    });
  }
}
