/**
 * Where a `<usage-chart>`'s result comes from: its `data`, or the service through the store,
 * both through one `Resource` and one check. The request is planned from the attributes
 * (`planRequest`: nothing is asked while the range would be refused); the result is split into
 * series. What is shown of it (the states, then the drawing) is the element's `render`.
 */
import type { PropertyValues, ReactiveControllerHost } from 'lit';
import { fetchUsage, type UsageQuery, type UsageResult } from '../api/endpoints/usage.js';
import type { Granularity } from '../api/rules/usage.js';
import { TaskStatus, type Resource, type ResourceOptions } from '../internal/resource.js';
import { checkResult } from './data.js';
import { parseStatistic } from './metrics.js';
import { planRequest, type PlanProblem, type RangeAttributes } from './range.js';
import { buildSeries, type SeriesSet } from './series.js';

/** The properties a request is planned from. */
const PLAN_INPUTS = ['statistic', 'index', 'startDate', 'endDate', 'granularity', 'period', 'data'];

/** No result, no series. */
const NO_SERIES: SeriesSet = { series: [], missing: [], asked: [] };

/** Makes the element's loader (`SearchElement.resource`). */
export type MakeResource = <T, A extends readonly unknown[]>(
  options: Omit<ResourceOptions<T, A>, 'consumer' | 'hydration'>,
) => Resource<T, A>;

/** The element, as its source reads it: the attributes of the request, and `data`. */
export interface SourceHost extends ReactiveControllerHost, RangeAttributes {
  readonly statistic: string;
  readonly index: string | undefined;
  readonly granularity: Granularity | undefined;
  readonly data: UsageResult | undefined;
}

export class UsageSource {
  /** The metrics asked for: the `statistic` attribute, parsed here once for the whole chart. */
  request = parseStatistic('');
  /** The parameters requested (none with `data`, or while the range would be refused). */
  params: UsageQuery | undefined;
  /** The problem that stops the request: a range the service would refuse (none with `data`). */
  problem: PlanProblem | undefined;
  /** The result drawn: the service's, or `data`, as the check passed it. */
  checked: UsageResult | undefined;
  /** Every series of the checked result, and the metrics asked for that it lacks. */
  set: SeriesSet = NO_SERIES;
  /** The result `checked` was made from. */
  #seen: UsageResult | undefined;
  readonly #host: SourceHost;
  /**
   * The loader: its state is what to show (the status, the result, `data` as checked or the
   * last request's, the error); `reload()` loads again (the store's cached answer is dropped;
   * nothing with `data`).
   */
  readonly usage: Resource<UsageResult, readonly [UsageQuery]>;

  constructor(host: SourceHost, resource: MakeResource) {
    this.#host = host;
    this.usage = resource<UsageResult, readonly [UsageQuery]>({
      name: 'usage',
      given: () => host.data,
      check: checkResult,
      // Nothing to load before the plan's checks pass.
      args: () => {
        const params = this.params;
        return params && [params];
      },
      load: (client, [params], signal) => fetchUsage(client, params, { signal }),
    });
  }

  /** The result: `data` as checked, or the last completed request's. */
  get result(): UsageResult | undefined {
    const { status, value } = this.usage.state;
    return status === TaskStatus.COMPLETE ? value : undefined;
  }

  /** Whether no metric is asked for (and no `data` given): nothing to request. */
  get noStatistic(): boolean {
    return !this.#host.data && !this.request.fetch.length;
  }

  /**
   * Plans the request: the parsed statistic, the index and the range checked, or the problem
   * with the range (neither with `data`).
   */
  #plan(): void {
    const host = this.#host;
    const statistic = this.request.fetch;
    const planned = host.data || !statistic.length ? undefined : planRequest(host);
    const index = host.index ? { index: host.index } : {};
    this.problem = planned && 'problem' in planned ? planned.problem : undefined;
    this.params =
      planned && 'range' in planned ? { statistic, ...index, range: planned.range } : undefined;
  }

  /**
   * Call in the element's `willUpdate`: plans the request again when an attribute of it
   * changed, and checks a new result. Whether the result (or the metrics asked for) changed.
   */
  sync(changed: PropertyValues): boolean {
    const host = this.#host;
    const statistic = changed.has('statistic');
    if (statistic) this.request = parseStatistic(host.statistic);
    if (PLAN_INPUTS.some((key) => changed.has(key))) this.#plan();
    const result = this.result;
    if (result === this.#seen && !statistic) return false;
    this.#seen = this.checked = result;
    this.set = result ? buildSeries(result, this.request) : NO_SERIES;
    return true;
  }
}
