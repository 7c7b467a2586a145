/**
 * Where a `<usage-chart>`'s result comes from: its `data`, or the service through the store.
 * The request is planned from the attributes (`planRequest`: nothing is asked while the range
 * would be refused) and loaded with `Resource`; the result is checked and split into series.
 * Also what the element shows before there is a result to draw: no statistic, a refused range
 * (problem.ts, loaded on demand), no client, a failed load (with a retry), or loading.
 */
import type { PropertyValues, ReactiveControllerHost } from 'lit';
import { getUsage, type UsageResult } from '../api/endpoints/usage.js';
import type { Granularity } from '../api/rules/usage.js';
import type { UsageParams } from '../api/usage-range.js';
import { lazy } from '../internal/lazy.js';
import { Resource, TaskStatus } from '../internal/resource.js';
import type { Hydration } from '../internal/ssr.js';
import { errorView, loadingView, noClientView } from '../internal/state-view.js';
import type { StoreConsumer } from '../internal/store-consumer.js';
import { checkResult, type CheckedResult } from './data.js';
import { parseStatistic } from './metrics.js';
import { planRequest, type RangeAttributes, type RangeProposal } from './range.js';
import { buildSeries, type SeriesSet } from './series.js';
import type { UsageChartStrings } from './strings.js';
import type { PlanProblem } from './problem.js';
import { message, skeleton } from './states.js';

// The messages of a refused range, loaded the first time one is (see lazy.ts).
const problems = lazy(() => import('./problem.js'));

/** The properties a request is planned from. */
const PLAN_INPUTS = ['statistic', 'index', 'startDate', 'endDate', 'granularity', 'period', 'data'];

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
  plan: { params: UsageParams } | { problem: PlanProblem } | undefined;
  /** The result as `checkResult` checked it: what is drawn. */
  checked: CheckedResult | undefined;
  /** Every series of the checked result, and the metrics asked for that it lacks. */
  set: SeriesSet = { series: [], missing: [] };
  /** The result `checked` was made from. */
  #seen: UsageResult | undefined;
  readonly #host: SourceHost;
  readonly #consumer: StoreConsumer;
  readonly #hydration: Hydration;
  readonly #usage: Resource<UsageResult, readonly [UsageParams]>;

  constructor(host: SourceHost, consumer: StoreConsumer, hydration: Hydration) {
    this.#host = host;
    this.#consumer = consumer;
    this.#hydration = hydration;
    this.#usage = new Resource<UsageResult, readonly [UsageParams]>(host, {
      name: 'usage',
      consumer,
      // Nothing to load with `data`, or before the plan's checks pass.
      args: () => {
        const plan = this.plan;
        return host.data || !plan || 'problem' in plan ? undefined : [plan.params];
      },
      load: (client, [params], signal) => getUsage(client, params, { signal }),
    });
  }

  /** The result: `data`, or the last completed request's. */
  get result(): UsageResult | undefined {
    return (
      this.#host.data ??
      (this.#usage.status === TaskStatus.COMPLETE ? this.#usage.value : undefined)
    );
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
    return { params: { statistic, ...index, ...planned.range } };
  }

  /**
   * Call in the element's `willUpdate`: plans the request again when an attribute of it
   * changed, and checks a new result. Whether the result (or the metrics asked for) changed.
   */
  update(changed: PropertyValues): boolean {
    const host = this.#host;
    const statistic = changed.has('statistic');
    if (statistic) this.request = parseStatistic(host.statistic);
    if (PLAN_INPUTS.some((key) => changed.has(key))) this.plan = this.#plan();
    // With `data` there is nothing to load: keep the task from running (and re-rendering).
    this.#usage.autoRun = !host.data;
    const result = this.result;
    if (result === this.#seen && !statistic) return false;
    this.#seen = result;
    this.checked = checkResult(result);
    this.set = this.checked ? buildSeries(this.checked, this.request) : { series: [], missing: [] };
    return true;
  }

  /**
   * What the element shows: `drawn()` when there is a result (or `data`), else the state that
   * stands in for it; and whether it is loading (`aria-busy`). `drawn()` gives `undefined`
   * while the result may not be drawn yet (hydrating a server loading state, the grid's module
   * loading): the loading state until then. `apply` applies a proposed range.
   */
  view(
    words: UsageChartStrings,
    lang: string,
    apply: (proposal: RangeProposal) => void,
    drawn: () => unknown,
  ): [body: unknown, busy?: boolean] {
    const host = this.#host;
    const plan = this.plan;
    const status = this.#usage.status;
    const hydrating = this.#hydration.active;
    const loading = (): [unknown, boolean] => [loadingView(words.loading, skeleton), true];
    const result = (): [unknown, boolean?] => {
      const body = drawn();
      return body === undefined ? loading() : [body];
    };
    if (host.data) return result();
    if (!this.request.fetch.length) return [message(words.noStatistic)];
    if (plan && 'problem' in plan) {
      const view = !hydrating && problems(host);
      return [
        view
          ? view.problemView(plan.problem, words, host.granularity || 'daily', apply, lang)
          : loadingView(words.loading),
      ];
    }
    // (On the server and while hydrating: the loading state, as the store may come later.)
    if (!this.#consumer.store?.client && !hydrating) return [noClientView(words.noClient)];
    if (status === TaskStatus.ERROR) {
      return [errorView(this.#usage.error, { strings: words, onRetry: () => void this.reload() })];
    }
    return status === TaskStatus.COMPLETE ? result() : loading();
  }
}
