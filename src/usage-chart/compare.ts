/**
 * "Compare with the previous period" (the `compare` attribute), loaded with `import()` when a
 * chart first sets it (the entry carries only the hooks): the range just before the shown one
 * (`previousRange`), ONE extra request for it through the store (`Compare`), each shown series'
 * previous period moved onto the shown time axis (`pairPrevious`), the change between the two
 * (`changeOf`, `formatChange`).
 */
import { css, html, nothing, type ReactiveElement } from 'lit';
import { fetchUsage, type UsageQuery, type UsageResult } from '../api/endpoints/usage.js';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '../api/rules/usage.js';
import { timeRange, type UsageRange } from '../api/usage-range.js';
import { adopt } from '../internal/lazy.js';
import { formatter } from '../internal/locale.js';
import { TaskStatus, type Resource } from '../internal/resource.js';
import { errorView, failureTitle, type Failure } from '../internal/state-view.js';
import type { MakeResource } from './source.js';
import { checkResult } from './data.js';
import { formatRange, formatValue } from './format.js';
import type { ResultView } from './labels.js';
import type { StatisticRequest } from './metrics.js';
import type { ChartModel } from './model.js';
import { buildSeries, valueAt, type Series } from './series.js';
import type { UsageChartStrings } from './strings.js';

/** The previous period's lines (`compare`): dashed, in the series' colour, muted. */
const previousStyles = css`
  .p {
    opacity: var(--usage-chart-previous-opacity, 0.6);
  }
  .p .s {
    stroke-dasharray: 4 3;
    stroke-width: 1.5;
  }
`;

const stepOf = (range: UsageRange) => (range.granularity === 'hourly' ? HOUR : DAY);

/**
 * The range just before `range`, as long and at the same granularity: `range` moved back by its
 * length rounded up to whole points (hours or days), so that point i of each is the same bucket
 * of its range and the previous one ends before the current one starts. Its length never
 * passes the granularity's limit, since the current one's does not. `undefined` when the
 * service would refuse it: it would start before 1970 (usage timestamps count milliseconds
 * from then), or `range` is not a range (no dates, or not ascending).
 */
export function previousRange(range: UsageRange): UsageRange | undefined {
  const start = Date.parse(range.startDate);
  const length = Date.parse(range.endDate) - start;
  const step = stepOf(range);
  const from = start - Math.ceil(length / step) * step;
  return from >= 0 && length > 0 ? timeRange(from, from + length, range.granularity) : undefined;
}

/** The change from `before` to `now` as a ratio (0.12 = +12 %); none without both, or from 0. */
export const changeOf = (
  now: number | undefined,
  before: number | undefined,
): number | undefined => (now === undefined || !before ? undefined : (now - before) / before);

/** A change as a signed percentage in `lang` (`+12%`, `-3.5%`, `0%`); "—" for none. */
export const formatChange = (ratio: number | undefined, lang: string): string =>
  ratio === undefined
    ? '—'
    : formatter(Intl.NumberFormat, lang, {
        style: 'percent',
        signDisplay: 'exceptZero',
        maximumFractionDigits: 1,
      }).format(ratio);

/** Each shown series' previous period on the shown time axis, and its words. */
export interface Previous {
  /** How far the previous period is moved forward onto the shown one, in ms. */
  readonly shift: number;
  /** By the id of the shown series: its previous period, moved by `shift` (same colour). */
  readonly series: ReadonlyMap<string, Series>;
  /** The previous value of `s` at `t` and the change to its value, in words. */
  at(series: Series, time: number, view: ResultView): string[];
  /** What follows the value of `s` at `t` in the crosshair's read-out. */
  text(series: Series, time: number, view: ResultView): string;
  /** The table's and the CSV's headers of the previous value and the change of `label`. */
  heads(label: string, strings: UsageChartStrings): string[];
  /** The CSV's cells of `s` at `t`: the previous value, the change as a ratio (empty: none). */
  csv(series: Series, time: number): string[];
  /** The sentence ending the text alternative. */
  summary(model: ChartModel, view: ResultView): string;
}

/**
 * Pairs the shown series with `before` (the previous period's result) by id. Point i of the
 * previous period goes under point i of the shown one: the two are moved apart by whole hours or
 * days, from the first bucket of one range to the first of the other. Points that would fall
 * outside the shown times are left out.
 */
export function pairPrevious(
  shown: readonly Series[],
  current: UsageRange,
  before: UsageResult,
  request: StatisticRequest,
): Previous {
  const step = stepOf(current);
  const bucket = (date: string) => Math.floor(Date.parse(date) / step) * step;
  const shift = bucket(current.startDate) - bucket(before.startDate);
  const byId = new Map(buildSeries(before, request).series.map((series) => [series.id, series]));
  let t0 = Infinity;
  let t1 = -Infinity;
  for (const { points } of shown) {
    t0 = Math.min(t0, points[0]!.t);
    t1 = Math.max(t1, points[points.length - 1]!.t);
  }
  const series = new Map<string, Series>();
  for (const item of shown) {
    const entry = byId.get(item.id);
    const points = entry?.points
      .map(({ t: time, v: value }) => ({ t: time + shift, v: value }))
      .filter(({ t: time }) => time >= t0 && time <= t1);
    if (points) series.set(item.id, { ...item, points });
  }
  /** The previous value of `s` at `t`, and the change from it. */
  const pair = (shownSeries: Series, time: number) => {
    const previous = series.get(shownSeries.id);
    const value = previous && valueAt(previous, time);
    return [value, changeOf(valueAt(shownSeries, time), value)] as const;
  };
  const at = (series: Series, time: number, view: ResultView) => {
    const [value, change] = pair(series, time);
    return [
      value === undefined ? view.strings.noValue : formatValue(value, series.unit, view.lang),
      formatChange(change, view.lang),
    ];
  };
  return {
    shift,
    series,
    at,
    text: (series, time, view) =>
      view.strings.previousPoint(...(at(series, time, view) as [string, string])),
    heads: (label, strings) => [strings.previous(label), strings.change(label)],
    csv: (series, time) =>
      pair(series, time).map((value) => (value === undefined ? '' : String(+value.toFixed(4)))),
    summary: (model, view) =>
      view.strings.comparison(
        formatRange(
          model.times[0]! - shift,
          model.times[model.times.length - 1]! - shift,
          view.granularity,
          view.lang,
          view.timeZone,
        ),
      ),
  };
}

/**
 * Loads the previous period once the shown one is there (so its range is exactly the shown
 * one's, and the chart never waits for it), with one request through the store; a newer range
 * aborts an older request. With `data`, the `previous` property is the previous period.
 */
export class Compare {
  readonly #resource: Resource<UsageResult, readonly [UsageQuery]>;
  #key: unknown;
  #args: readonly [UsageQuery] | undefined;
  #refused = false;
  /** With `data`: the `previous` property (checked as `data` is). */
  #given: UsageResult | undefined;

  constructor(host: ReactiveElement, resource: MakeResource) {
    adopt(host, previousStyles);
    this.#resource = resource<UsageResult, readonly [UsageQuery]>({
      name: 'usage',
      given: () => this.#given,
      check: checkResult,
      args: () => this.#args,
      load: (client, [params], signal) => fetchUsage(client, params, { signal }),
    });
  }

  /**
   * Call in `willUpdate` with the `compare` attribute, the shown result as checked (none while
   * it loads), its request (its statistic and index are asked again; none with `data`), and
   * with `data`, the `previous` property. Plans the request; returns the previous result to
   * draw, if any (the same object until it changes): the service's, or `previous`, as the
   * check passed it (`checkResult`; a mismatch shows as the previous period's error).
   */
  update(
    on: boolean,
    current: UsageResult | undefined,
    params: UsageQuery | undefined,
    given: UsageResult | undefined,
  ): UsageResult | undefined {
    // A new object only for a new shown result: the task compares its arguments by identity.
    const key = on && params && current;
    if (key !== this.#key) {
      this.#key = key;
      const range = key ? previousRange(current!) : undefined;
      this.#refused = !!key && !range;
      this.#args = range && [
        {
          statistic: params!.statistic,
          ...(params!.index ? { index: params!.index } : {}),
          range,
        },
      ];
    }
    this.#given = on && !params ? given : undefined;
    if (!on || (params && !this.#args)) return undefined;
    const { status, value } = this.#resource.state;
    return status === TaskStatus.COMPLETE ? value : undefined;
  }

  readonly pair = pairPrevious;

  /** The previous period's state under the chart: loading, refused, or failed (with a retry). */
  view(strings: UsageChartStrings): unknown {
    const compareWords = strings;
    const state = this.#args || this.#given ? this.#resource.state : undefined;
    const status = state?.status;
    const note = (text: string) => html`<p part="message previous" role="status">${text}</p>`;
    return this.#refused
      ? note(compareWords.previousRefused)
      : status === TaskStatus.PENDING
        ? note(compareWords.previousLoading)
        : status === TaskStatus.ERROR
          ? errorView(state!.error, {
              strings: compareWords,
              title: (kind) =>
                compareWords.previousFailed(failureTitle({ kind } as Failure, compareWords)),
              onRetry: () => void this.#resource.reload(),
            })
          : nothing;
  }
}
