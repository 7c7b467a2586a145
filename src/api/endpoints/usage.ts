import type { ClientCore, RequestOptions } from '../core.js';
import { SchemaError } from '../errors.js';
import type { UsagePeriod, UsagePoint } from '../rules/usage.js';
import { checkUsageBody, isUsageEnvelope, usageSeries } from '../usage-body.js';
import {
  periodRange,
  statisticNames,
  usageRange,
  type UsageParams,
  type UsageRange,
} from '../usage-range.js';

export interface UsageResult extends UsageRange {
  /** Metric → points sorted by `t`; metrics without data are absent. */
  series: Record<string, UsagePoint[]>;
}

/**
 * `GET /1/usage/{statistic}[/{index}]` (right: usage), its parameters checked before sending
 * (a `LimitError` rejects what the service would refuse).
 */
export async function getUsage(
  client: ClientCore,
  params: UsageParams,
  options?: RequestOptions,
): Promise<UsageResult> {
  return request(
    client,
    usageRange(params),
    statisticNames(params.statistic),
    params.index,
    options,
  );
}

/** A usage request its caller checked (see `fetchUsage`). */
export interface UsageQuery {
  /** Metric names, a group or `*`, as the service takes them. */
  readonly statistic: readonly string[];
  readonly index?: string | undefined;
  /** A period (its dates are taken when it is sent: `periodRange`), or the dates. */
  readonly range: { readonly period: UsagePeriod } | UsageRange;
}

/**
 * `getUsage` for a request its caller checked itself, as `<usage-chart>` does (it plans its
 * range against the same limits, `checkRangeLimits`, and proposes fixes in the user's language
 * before asking): nothing is refused before sending, so the chart carries none of `getUsage`'s
 * English messages; a name the service does not know is the service's to answer.
 */
export async function fetchUsage(
  client: ClientCore,
  { statistic, index, range }: UsageQuery,
  options?: RequestOptions,
): Promise<UsageResult> {
  return request(
    client,
    'period' in range ? periodRange(range.period) : range,
    statistic,
    index,
    options,
  );
}

/** The request of the names in `statistic` (the path segment: each encoded, comma-joined). */
async function request(
  client: ClientCore,
  range: UsageRange,
  statistic: readonly string[],
  name: string | undefined,
  { signal }: RequestOptions = {},
): Promise<UsageResult> {
  const index = name ? `/${encodeURIComponent(name)}` : '';
  // The series of `path`, or `null` when the published envelope `{statistics}` (which names no
  // metric) answers a request for several metrics.
  const get = (names: readonly string[]) =>
    client.transport.request({
      hosts: client.hosts.usage,
      method: 'GET',
      path: `/1/usage/${names.map(encodeURIComponent).join(',')}${index}`,
      query: { ...range },
      // Checked without zod (size budget; see usage-body.ts). Either envelope; a series without
      // a name is the requested statistic's.
      parse: (json) => {
        const checked = checkUsageBody(json);
        if (!checked.ok) throw new SchemaError(checked.mismatch.path, checked.mismatch.reason);
        return names.length > 1 && isUsageEnvelope(json)
          ? null
          : usageSeries(checked.value, names.join(','));
      },
      signal,
    });
  // Which metric an envelope's points belong to is only known when one was asked for: then
  // each metric is asked for again on its own.
  const series =
    (await get(statistic)) ??
    Object.assign({}, ...(await Promise.all(statistic.map((name) => get([name])))));
  return { ...range, series };
}
