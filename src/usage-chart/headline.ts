/**
 * The small multiples' numbers: one cell per metric (its per-server or per-region series
 * together), the figure that sums up its range, and its change against the previous period.
 * Pure functions, no DOM.
 *
 * The figure follows what the metric measures, and the cell says which rule it used:
 * - `peak` for the `max_*` metrics (`max_qps`, `region_max_qps`, `total_max_qps`): the highest value;
 * - `last` for sizes (`records`, `data_size`, `file_size`): the latest value;
 * - `average` for averages (`avg_*`), percentages and times: the mean of the points;
 * - `sum` for every other count: the total over the range.
 *
 * A metric split by server or region is first combined per point in time (summed for counts
 * and sizes, the highest for a peak, the mean for an average), then summed up by its rule.
 */
import { changeOf } from './compare.js';
import type { Point } from './data.js';
import type { HeadlineRule, Unit } from './metrics.js';
import type { Series } from './series.js';

export type { HeadlineRule };

/** The rule for a metric (see the module's comment). */
export function ruleOf(metric: string, unit: Unit): HeadlineRule {
  if (/(^|_)max_qps$/.test(metric)) return 'peak';
  if (unit === 'bytes' || metric === 'records') return 'last';
  if (unit !== 'count' || /(^|_)avg_/.test(metric)) return 'average';
  return 'sum';
}

/** One small chart: a metric and its series, summed up. */
export interface Cell {
  readonly metric: string;
  readonly unit: Unit;
  readonly rule: HeadlineRule;
  /** The metric's series (one, or one per server or region). */
  readonly series: readonly Series[];
  /** The series combined per point in time (as the rule says), sorted by time. */
  readonly points: readonly Point[];
  /** The figure of the range; undefined without points. */
  readonly headline: number | undefined;
  /** The same figure over the previous period, when it is known. */
  readonly previous: number | undefined;
  /** From `previous` to `headline` (0.12 is +12 %); undefined when either is missing or 0. */
  readonly change: number | undefined;
}

/** Values at one time combined into one (per the rule). */
function combine(values: readonly number[], rule: HeadlineRule): number {
  if (rule === 'peak') return Math.max(...values);
  const sum = values.reduce((a, b) => a + b, 0);
  return rule === 'average' ? sum / values.length : sum;
}

/** The series combined per point in time. */
export function combined(series: readonly Series[], rule: HeadlineRule): Point[] {
  if (series.length === 1) return series[0]!.points as Point[];
  const byTime = new Map<number, number[]>();
  for (const item of series) {
    for (const { t: time, v: value } of item.points) {
      const list = byTime.get(time);
      if (list) list.push(value);
      else byTime.set(time, [value]);
    }
  }
  return [...byTime]
    .sort((a, b) => a[0] - b[0])
    .map(([time, values]) => ({ t: time, v: combine(values, rule) }));
}

/** The figure of `points` by `rule`; undefined without points. */
export function headlineOf(points: readonly Point[], rule: HeadlineRule): number | undefined {
  if (!points.length) return undefined;
  if (rule === 'last') return points[points.length - 1]!.v;
  return combine(
    points.map((point) => point.v),
    rule,
  );
}

/**
 * The cells of `series`, one per metric in their order; `previous` gives a series' points over
 * the previous period when they are known (else the cells have no change).
 */
export function cellsOf(
  series: readonly Series[],
  previous?: (series: Series) => readonly Point[] | undefined,
): Cell[] {
  const byMetric = new Map<string, Series[]>();
  for (const item of series) {
    const list = byMetric.get(item.metric);
    if (list) list.push(item);
    else byMetric.set(item.metric, [item]);
  }
  return [...byMetric].map(([metric, list]) => {
    const unit = list[0]!.unit;
    const rule = ruleOf(metric, unit);
    const points = combined(list, rule);
    const headline = headlineOf(points, rule);
    const before = previous && list.map((series) => previous(series) ?? []);
    const prior =
      before && before.some((points) => points.length)
        ? headlineOf(
            combined(
              list.map((series, i) => ({ ...series, points: before[i]! })),
              rule,
            ),
            rule,
          )
        : undefined;
    return {
      metric,
      unit,
      rule,
      series: list,
      points,
      headline,
      previous: prior,
      change: changeOf(headline, prior),
    };
  });
}
