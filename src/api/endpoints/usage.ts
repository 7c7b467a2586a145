import type { ClientCore, RequestOptions } from '../core.js';
import { SchemaError } from '../errors.js';
import type { UsagePoint } from '../rules/usage.js';
import { checkUsageBody, isUsageEnvelope, usageSeries } from '../usage-body.js';
import { statisticPath, usageRange, type UsageParams, type UsageRange } from '../usage-range.js';

export interface UsageResult extends UsageRange {
  /** Metric → points sorted by `t`; metrics without data are absent. */
  series: Record<string, UsagePoint[]>;
}

/** `GET /1/usage/{statistic}[/{index}]` (right: usage). */
export async function getUsage(
  client: ClientCore,
  params: UsageParams,
  { signal }: RequestOptions = {},
): Promise<UsageResult> {
  const range = usageRange(params);
  const statistic = statisticPath(params.statistic);
  const index = params.index ? `/${encodeURIComponent(params.index)}` : '';
  // The series of `path`, or `null` when the published envelope `{statistics}` (which names no
  // metric) answers a request for several metrics.
  const get = (path: string) =>
    client.transport.request({
      hosts: client.hosts.usage,
      method: 'GET',
      path: `/1/usage/${path}${index}`,
      query: { ...range },
      // Checked without zod (size budget; see usage-body.ts). Either envelope; a series without
      // a name is the requested statistic's.
      parse: (json) => {
        const checked = checkUsageBody(json);
        if (!checked.ok) throw new SchemaError(checked.mismatch.path, checked.mismatch.reason);
        return path.includes(',') && isUsageEnvelope(json)
          ? null
          : usageSeries(checked.value, decodeURIComponent(path));
      },
      signal,
    });
  // Which metric an envelope's points belong to is only known when one was asked for: then
  // each metric is asked for again on its own.
  const series =
    (await get(statistic)) ??
    Object.assign({}, ...(await Promise.all(statistic.split(',').map(get))));
  return { ...range, series };
}
