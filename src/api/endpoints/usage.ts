import type { ClientCore, RequestOptions } from '../core.js';
import { SchemaError } from '../errors.js';
import { checkUsageBody, usageSeries, type UsagePoint } from '../usage-body.js';
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
  const series = await client.transport.request({
    hosts: client.hosts.usage,
    method: 'GET',
    path: `/1/usage/${statistic}${index}`,
    query: { ...range },
    // Checked without zod (size budget; see usage-body.ts). Either envelope; a series without
    // a name is the requested statistic's.
    parse: (json) => {
      const body = checkUsageBody(json);
      if (!body.ok) throw new SchemaError(body.mismatch.path, body.mismatch.reason);
      return usageSeries(body.value, decodeURIComponent(statistic));
    },
    signal,
  });
  return { ...range, series };
}
