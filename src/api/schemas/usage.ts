/**
 * Usage statistics (`GET /1/usage/{statistic}[/{index}]`): the specification of the response.
 *
 * The service answers an object keyed by metric name, each value a series of points `{t, v}`
 * (`t` in ms; `v` a number, or an object of numbers keyed by server or region for metrics such
 * as `max_qps`). Metrics without data are absent; no data at all is `{}`. An alternative
 * envelope `{"statistics": [...points]}` (one metric) is accepted too; `usageSeries` turns
 * either into one model.
 *
 * The client does not run these schemas: to keep `<usage-chart>` within its size budget, the
 * usage endpoint checks bodies with the zod-free `checkUsageBody` (`../usage-body.ts`), which is
 * tested against the schemas below. The emulator and the tests use them as the oracle.
 */
import * as z from 'zod/mini';
import { isUsageEnvelope } from '../usage-body.js';

export { usageSeries } from '../usage-body.js';

const usagePoint = z.looseObject({
  t: z.number(),
  v: z.union([z.number(), z.record(z.string(), z.number())]),
});

export const usageSeriesMap = z.record(z.string(), z.array(usagePoint));
export const usageEnvelope = z.looseObject({ statistics: z.array(usagePoint) });

/**
 * The schema a usage body should match: the alternative envelope when the body is an object
 * whose only array field is `statistics`, otherwise the keyed map. (Choosing first, instead of
 * a union, keeps the path of a mismatch precise: `records[3].v`.)
 */
export function usageSchemaFor(body: unknown): typeof usageEnvelope | typeof usageSeriesMap {
  return isUsageEnvelope(body) ? usageEnvelope : usageSeriesMap;
}
