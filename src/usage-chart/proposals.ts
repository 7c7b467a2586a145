/**
 * The fixes `<usage-chart>` offers for a range longer than its granularity allows: daily data
 * for the same range when that is within daily's limit, then the last days the granularity
 * allows, up to the same end. Only problem.ts (loaded when a chart has such a problem) uses
 * them, so they are a module of their own, out of the chart's entry. Pure functions, no DOM.
 */
import { DAY_MS, MAX_RANGE_DAYS, isWithinMaxRange } from '../api/rules/usage.js';
import { timeRange } from '../api/usage-range.js';
import type { PlanProblem, RangeProposal } from './range.js';

/** The fixes for `problem`, in the order offered; none for a problem that is not a length. */
export function rangeProposals(problem: PlanProblem): RangeProposal[] {
  if (!('days' in problem)) return [];
  const { kind: granularity, start, end } = problem;
  const proposals: RangeProposal[] = [];
  if (granularity === 'hourly' && isWithinMaxRange('daily', start, end)) {
    proposals.push(timeRange(start, end, 'daily'));
  }
  const max = MAX_RANGE_DAYS[granularity];
  proposals.push(timeRange(end - max * DAY_MS, end, granularity));
  return proposals;
}
