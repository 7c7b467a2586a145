import type { ClientCore, RequestOptions } from '../core.js';
import { usageSchemaFor, usageSeries, type UsagePoint } from '../schemas/usage.js';
import { parser } from '../transport.js';
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
    // Either envelope; a series without a name is the requested statistic's.
    parse: (json) => usageSeries(parser(usageSchemaFor(json))(json), decodeURIComponent(statistic)),
    signal,
  });
  return { ...range, series };
}
