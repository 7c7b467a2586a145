/**
 * Where a `<usage-chart>`'s result comes from: its `data`, or the service through the store.
 * The request is planned from the attributes (`planRequest`: nothing is asked while the range
 * would be refused) and loaded with `Resource`; the result is checked and split into series.
 * What is shown of it (the states, then the drawing) is the element's `render`.
 */
import type { PropertyValues, ReactiveControllerHost } from 'lit';
import { fetchUsage, type UsageQuery, type UsageResult } from '../api/endpoints/usage.js';
import type { Granularity } from '../api/rules/usage.js';
import { Resource, TaskStatus } from '../internal/resource.js';
import type { StoreConsumer } from '../internal/store-consumer.js';
import { checkResult } from './data.js';
import { parseStatistic } from './metrics.js';
import { planRequest, type PlanProblem, type RangeAttributes } from './range.js';
import { buildSeries, type SeriesSet } from './series.js';

/** The properties a request is planned from. */
const PLAN_INPUTS = ['statistic', 'index', 'startDate', 'endDate', 'granularity', 'period', 'data'];

/** No result, no series. */
const NO_SERIES: SeriesSet = { series: [], missing: [], asked: [] };

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
  /** The parameters to request, or the problem that stops the request (none with `data`). */
  plan: { params: UsageQuery } | { problem: PlanProblem } | undefined;
  /**
   * The result drawn: the service's as the API checked it, or `data` through `checkResult`
   * (which no parser checked).
   */
  checked: UsageResult | undefined;
  /** Every series of the checked result, and the metrics asked for that it lacks. */
  set: SeriesSet = NO_SERIES;
  /** The result `checked` was made from. */
  #seen: UsageResult | undefined;
  readonly #host: SourceHost;
  readonly #usage: Resource<UsageResult, readonly [UsageQuery]>;

  constructor(host: SourceHost, consumer: StoreConsumer) {
    this.#host = host;
    this.#usage = new Resource<UsageResult, readonly [UsageQuery]>(host, {
      name: 'usage',
      consumer,
      // Nothing to load with `data`, or before the plan's checks pass.
      args: () => {
        const params = this.params;
        return host.data || !params ? undefined : [params];
      },
      load: (client, [params], signal) => fetchUsage(client, params, { signal }),
    });
  }

  /** The result: `data`, or the last completed request's. */
  get result(): UsageResult | undefined {
    return (
      this.#host.data ??
      (this.#usage.status === TaskStatus.COMPLETE ? this.#usage.value : undefined)
    );
  }

  /** The load's status: complete with `data` (nothing to load). */
  get status(): TaskStatus {
    return this.#host.data ? TaskStatus.COMPLETE : this.#usage.status;
  }

  /** Why the last load failed (with `status` `ERROR`). */
  get error(): unknown {
    return this.#usage.error;
  }

  /** The parameters requested (none with `data`, or while the range would be refused). */
  get params(): UsageQuery | undefined {
    const plan = this.plan;
    return plan && 'params' in plan ? plan.params : undefined;
  }

  /** The problem that stops the request: a range the service would refuse (none with `data`). */
  get problem(): PlanProblem | undefined {
    const plan = this.plan;
    return plan && 'problem' in plan ? plan.problem : undefined;
  }

  /** Whether no metric is asked for (and no `data` given): nothing to request. */
  get noStatistic(): boolean {
    return !this.#host.data && !this.request.fetch.length;
  }

  /** Loads again (the store's cached answer is dropped); nothing with `data`. */
  reload(): Promise<void> {
    return this.#host.data ? Promise.resolve() : this.#usage.reload();
  }

  /** The request: the parsed statistic, the index and the range checked (none with `data`). */
  #plan(): UsageSource['plan'] {
    const host = this.#host;
    const statistic = this.request.fetch;
    if (host.data || !statistic.length) return undefined;
    const planned = planRequest(host);
    if ('problem' in planned) return planned;
    const index = host.index ? { index: host.index } : {};
    return { params: { statistic, ...index, range: planned.range } };
  }

  /**
   * Call in the element's `willUpdate`: plans the request again when an attribute of it
   * changed, and checks a new result. Whether the result (or the metrics asked for) changed.
   */
  sync(changed: PropertyValues): boolean {
    const host = this.#host;
    const statistic = changed.has('statistic');
    if (statistic) this.request = parseStatistic(host.statistic);
    if (PLAN_INPUTS.some((key) => changed.has(key))) this.plan = this.#plan();
    // With `data` there is nothing to load: keep the task from running (and re-rendering).
    this.#usage.autoRun = !host.data;
    const result = this.result;
    if (result === this.#seen && !statistic) return false;
    this.#seen = result;
    this.checked = host.data ? checkResult(host.data) : result;
    this.set = this.checked ? buildSeries(this.checked, this.request) : NO_SERIES;
    return true;
  }
}
