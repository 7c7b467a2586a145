import type { PropertyValues, TemplateResult } from 'lit';
import type { UsageResult } from '../api/endpoints/usage.js';
import type { Granularity, UsagePeriod } from '../api/rules/usage.js';
import { lazyLoaded } from '../internal/lazy.js';
import { zoneOf } from '../internal/time-zone-context.js';
import { SearchElement } from '../internal/search-element.js';
import { emptyView, loadingView } from '../internal/state-view.js';
import { Drawing, GRID_THRESHOLD, type Layout } from './drawing.js';
import { applyRange, toggleSeries } from './events.js';
import { drawnCSV, save } from './csv.js';
import type { Exported } from './export.js';
import { image, saveImage } from './images.js';
import type { Series } from './series.js';
import { UsageSource } from './source.js';
import { defaultStrings, type UsageChartStrings } from './strings.js';
import { styles } from './usage-chart.styles.js';
import { problemView, skeleton, type ImageKind } from './view.js';

// (The details of its events, beside it for the manifest and the React wrapper.)
export type { RangeChangeDetail, SeriesToggleDetail } from './events.js';

/** The most series drawn by default; the legend turns on the others one by one. */
const MAX_DRAWN = 50;

/**
 * Many metrics show as small multiples (`layout`); a drag across the plot (or Shift+arrows,
 * then Enter) zooms into a sub-range, hourly when the service allows it, and "Reset zoom" goes
 * back; right-to-left mirrors the time axis; lines denser than the plot are decimated (peaks
 * kept); the images keep the element's colours, dark ones included: see the README's
 * `<usage-chart>` section.
 *
 * @tag usage-chart
 * @summary Usage statistics as an accessible, interactive SVG line chart: one series per metric
 * and per server or region, a time axis, a legend, a crosshair tooltip, a table view, and CSV,
 * SVG and PNG downloads. It loads through the store's API client, or renders a `data` object directly.
 *
 * @event {CustomEvent<SeriesToggleDetail>} search-series-toggle - The user shows or hides a
 *   series from the legend. Cancelable: `preventDefault()` keeps the series as it was. Detail:
 *   `{ id, metric, key?, visible }`.
 * @event {CustomEvent<RangeChangeDetail>} search-usage-range-change - The user changes the range:
 *   applies a fix proposed for a range the service would refuse, zooms into a sub-range, or
 *   resets the zoom. Cancelable: `preventDefault()` leaves the attributes unchanged. Detail:
 *   `{ startDate, endDate, granularity }` (of the range to come).
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
 * @csspart time-zone - Under the chart or the table: the zone of the times shown ("Times in
 *   New York (EST)"), or "Days in UTC" for daily data.
 * @csspart loading - The loading state (a status and the skeleton).
 * @csspart skeleton - The loading placeholder, shaped like the chart (toolbar, legend, axes and
 *   a line) and as tall; the empty and error states keep that height too.
 * @csspart empty - The state shown when no metric asked for has data (`role="status"`).
 * @csspart no-client - The state shown without a store holding a client (`role="status"`).
 * @csspart message - The other messages: no statistic, partial data, every series
 *   hidden, a range the service would refuse (`message range-error`), and an image that could
 *   not be made (`message export-error`).
 * @csspart error - A failed load: what went wrong (`role="alert"`), and the retry button (under the chart for
 *   the previous period of `compare`, whose failure leaves the chart shown).
 * @csspart retry - The retry button.
 * @csspart proposal - A button applying a proposed range.
 * @csspart previous - With `message`: the status of the previous period (`compare`) while it
 *   loads, or why it is not shown.
 * @csspart time-axis - The small multiples' shared time axis: a slider over time moving the
 *   crosshair of every cell (the grid's keyboard crosshair).
 * @csspart grid - The list of small multiples, one cell per metric.
 * @csspart cell - One metric's compact chart: its name, figure, rule, change and plot.
 * @csspart cell-open - A cell's name: the button opening the metric as the detailed chart.
 * @csspart headline - A cell's figure for the range.
 * @csspart change - A cell's change against the previous period (its value at the crosshair
 *   while one is shown).
 * @csspart grid-more - The button drawing every cell, past the first 100.
 * @csspart back - The "All metrics" button back to the grid from an opened metric.
 * @csspart zoom-reset - The "Reset zoom" button, while zoomed.
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
 * @cssprop --usage-chart-cell-height - The height of a small multiple's plot (default 3.5rem).
 */
export class UsageChart extends SearchElement<UsageChartStrings> {
  static override styles = styles;

  protected static override translations = { part: 'usageChart', defaults: defaultStrings };

  static override properties = {
    statistic: {},
    index: {},
    startDate: { attribute: 'start-date' },
    endDate: { attribute: 'end-date' },
    granularity: {},
    period: {},
    timeZone: { attribute: 'time-zone' },
    compare: { type: Boolean },
    layout: {},
    gridThreshold: { type: Number, attribute: 'grid-threshold' },
    view: { reflect: true },
    data: { attribute: false },
    previous: { attribute: false },
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
   * The zone hourly times are shown in: an IANA name (`America/New_York`) or `UTC`. Default:
   * the `time-zone` of the `<search-provider>` around, else the store's `timeZone` option,
   * else the viewer's zone. An invalid name falls back to the viewer's zone with one console
   * warning. The axis ticks on whole local hours and local midnights (a daylight-saving day
   * has 23 or 25 hours; a repeated hour reads "1:00 AM EDT", then "1:00 AM EST"), the
   * tooltip, table, CSV (`2026-11-01T01:00:00-04:00`) and images show times in it, and the
   * zone is named under the chart ("Times in New York (EST)"). Daily data is the service's
   * UTC days: each shows as its own date in every zone ("Days in UTC").
   * @attr time-zone
   */
  timeZone: string | undefined;

  /**
   * `chart` or `table` (the data table view); the toolbar toggles it.
   * @attr view
   */
  view: 'chart' | 'table' = 'chart';

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

  /**
   * `auto`: small multiples (one compact chart per metric, with the figure of its range, the
   * rule behind it and its change against the previous period, which then loads as with
   * `compare`) when more metrics than `grid-threshold` are shown, else one detailed chart;
   * `single` or `grid` force one of the two. A metric's name in the grid opens it as the
   * detailed chart; "All metrics" goes back.
   * @attr layout
   */
  layout: Layout = 'auto';

  /**
   * In the `auto` layout, a chart of more metrics than this shows small multiples (default 12).
   * @attr grid-threshold
   */
  gridThreshold = GRID_THRESHOLD;

  /**
   * Series the user toggled away from their default: the first `MAX_DRAWN` are shown by
   * default, the others hidden (a chart of thousands of lines is neither readable nor quick).
   */
  private _toggled = new Set<string>();

  /** Whether the legend lists every series (past `MAX_LEGEND`, after a click). */
  private _wholeLegend = false;

  /** Why the last export failed (shown under the toolbar until the next export). */
  private _notice: string | undefined;

  /** The zone in effect (`timeZone`, the provider's, the store's, else the viewer's). */
  readonly #zone = zoneOf(
    this,
    () => this.timeZone,
    () => this.consumer.store,
    () => this.hydration.active,
  );
  /** The request, its result (or `data`) checked and split into series. */
  readonly #source = new UsageSource(this, (options) => this.resource(options));
  /** What is drawn of the result (series, grid, crosshair, zoom). */
  readonly #drawing = new Drawing(
    this,
    this.#source,
    (options) => this.resource(options),
    this.hydration,
    (range, restore) => applyRange(this, range, restore),
  );

  /** The result on screen: `data`, or the last completed request's. */
  get result(): UsageResult | undefined {
    return this.#source.result;
  }

  /**
   * The shown series (visible in the legend) as CSV, as they are when called: a `time` column,
   * then one per series (and with `compare`, each one's previous period and change).
   */
  toCSV(): string {
    return drawnCSV(this.#drawing, this.text, this.#drawing.view);
  }

  /** Saves `toCSV()` as `usage-<start>-<end>.csv` through a temporary download link. */
  download(): void {
    save(this.toCSV(), 'text/csv;charset=utf-8', this.#source.checked, 'csv');
  }

  /**
   * The chart as a standalone SVG document: the chart's name, the metrics, the range, the
   * legend of the shown series and each panel headed by its quantity, in the element's current
   * colours on its surface colour (a chart in dark mode exports dark). Drawn as in the chart
   * view, even while the table is shown. Rejects when nothing is drawn (every series hidden).
   */
  toSVG(): Promise<string> {
    return image(this.#chart(), 'svg');
  }

  /**
   * `toSVG()` as a PNG image at twice its size. Rejects when the page cannot make one (a
   * Content-Security-Policy without `blob:` images, a tainted canvas).
   */
  toPNG(): Promise<Blob> {
    return image(this.#chart(), 'png');
  }

  /**
   * Saves the chart as `usage-<start>-<end>.svg` or `.png` (named as the CSV) through a
   * temporary download link. Never rejects: when the image cannot be made, or what makes it
   * cannot be loaded, a message says so under the toolbar (`part="message export-error"`, an
   * alert).
   */
  downloadImage(kind: ImageKind = 'png'): Promise<void> {
    const format = kind.toUpperCase();
    this._notice = undefined;
    return saveImage(this.#chart(), kind, (loaded) => {
      this._notice = loaded ? this.text.exportFailed(format) : this.text.exportUnavailable(format);
    });
  }

  /** The chart as drawn now, for an image (a re-layout replaces these, it does not change them). */
  #chart(): Exported {
    const { model, view } = this.#drawing;
    return { host: this, model, view, range: this.#source.checked };
  }

  /**
   * Loads again from the service (after an error, or to refresh): the store's cached answer for
   * this request is dropped. Does nothing with `data`.
   */
  reload(): Promise<void> {
    return this.#source.usage.reload();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const drawing = this.#drawing;
    const source = this.#source;
    if (source.sync(changed)) drawing.cursor.reset();
    drawing.update({
      strings: this.text,
      lang: this.locale,
      timeZone: this.#zone(),
      dir: this.language.rtl ? 'rtl' : 'ltr',
      toggled: this._toggled,
      whole: this._wholeLegend,
      visible: (series) => this.#visible(series),
    });
  }

  /**
   * Also waits for the parts a render loaded on demand (`lazy.ts`: the previous period, the
   * small multiples), and for the crosshair's announcement to come, if the keyboard just moved
   * it (it is said once the keys stop: see crosshair.ts), so that what a move announces is there
   * when `updateComplete` resolves. A pointer move announces nothing and waits for nothing.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await lazyLoaded(this, await super.getUpdateComplete());
    await this.#drawing.cursor.spoken;
    // (Saying it updates nothing else; what was asked meanwhile is waited for too.)
    return this.isUpdatePending ? this.getUpdateComplete() : done;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.#drawing.updated();
  }

  /** Whether a series is drawn: its default (see `_toggled`), unless the user toggled it. */
  #visible(series: Series): boolean {
    return series.color < MAX_DRAWN !== this._toggled.has(series.id);
  }

  #toggle(series: Series): void {
    const toggled = toggleSeries(this, series, this.#visible(series), this._toggled);
    if (!toggled) return;
    this._toggled = toggled;
    this.#drawing.cursor.reset();
  }

  /**
   * One shape, as in every element (`renderData`): what stands in before anything is asked (no
   * statistic, a range the service would refuse), no client, a failed load, loading, then the
   * drawn result; with `compare`, the previous period's state under it.
   */
  protected override render(): TemplateResult {
    const s = this.text;
    const source = this.#source;
    const problem = source.problem;
    return this.renderData(source.usage, {
      unasked: source.noStatistic
        ? emptyView(s.noStatistic)
        : problem &&
          problemView(problem, {
            strings: s,
            lang: this.locale,
            granularity: this.granularity || 'daily',
            apply: (proposal) => applyRange(this, proposal),
          }),
      skeleton,
      content: () => this.#drawn() ?? loadingView(s.loading, skeleton),
      after: this.#drawing.compare?.view(s),
    });
  }

  /**
   * The result as drawn, with the user's choices and actions; `undefined` while it may not be
   * drawn yet (hydrating a server loading state, the grid's module loading): the loading state.
   */
  #drawn(): unknown {
    const table = this.view === 'table';
    return this.#drawing.render({
      showWhole: () => (this._wholeLegend = true),
      visible: (series) => this.#visible(series),
      toggle: (series) => this.#toggle(series),
      flip: () => (this.view = table ? 'chart' : 'table'),
      download: () => this.download(),
      image: (kind) => void this.downloadImage(kind),
      notice: this._notice,
    });
  }
}
