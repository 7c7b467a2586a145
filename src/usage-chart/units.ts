/**
 * The English name of the quantity each unit measures, shared by the parts that load on demand
 * and head a figure with it (the exported image, the small multiples).
 */
import type { UnitStrings, UsageChartStrings } from './strings.js';

const unitStrings: UnitStrings = {
  unitName: (unit) =>
    ({ count: 'Count', ms: 'Duration', bytes: 'Size', percent: 'Percentage' })[unit],
};

/** `strings` over the English unit names. */
export const unitWords = (strings: UsageChartStrings): UsageChartStrings & UnitStrings => ({
  ...unitStrings,
  ...strings,
});
