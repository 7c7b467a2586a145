import type { ClientCore, RequestOptions } from '../core.js';
import { SchemaError } from '../errors.js';
import { deferred } from '../deferred.js';
import type { UsagePoint } from '../rules/usage.js';
import { statisticPath, usageRange, type UsageParams, type UsageRange } from '../usage-range.js';

export interface UsageResult extends UsageRange {
  /** Metric → points sorted by `t`; metrics without data are absent. */
  series: Record<string, UsagePoint[]>;
}

/** The check of the answer, loaded beside the first request (see `deferred.ts`). */
const body = deferred(() => import('../usage-body.js'));

/** `GET /1/usage/{statistic}[/{index}]` (right: usage). */
export async function getUsage(
  client: ClientCore,
  params: UsageParams,
  { signal }: RequestOptions = {},
): Promise<UsageResult> {
  const range = usageRange(params);
  const statistic = statisticPath(params.statistic);
  const index = params.index ? `/${encodeURIComponent(params.index)}` : '';
  const check = body();
  const series = await client.transport.request({
    hosts: client.hosts.usage,
    method: 'GET',
    path: `/1/usage/${statistic}${index}`,
    query: { ...range },
    // Checked without zod (size budget; see usage-body.ts). Either envelope; a series without
    // a name is the requested statistic's.
    parse: async (json) => {
      const { checkUsageBody, usageSeries } = await check;
      const checked = checkUsageBody(json);
      if (!checked.ok) throw new SchemaError(checked.mismatch.path, checked.mismatch.reason);
      return usageSeries(checked.value, decodeURIComponent(statistic));
    },
    signal,
  });
  return { ...range, series };
}
