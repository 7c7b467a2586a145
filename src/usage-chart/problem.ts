/**
 * What `<usage-chart>` shows when its range attributes would be refused (`planRequest` finds it
 * before any request): the problem in words, and a button per proposed fix. Loaded with
 * `import()` when a chart has such a problem (a page whose charts are right never loads it),
 * with the English strings of it (`problemStrings`).
 */
import { html, type TemplateResult } from 'lit';
import { MAX_RANGE_DAYS, type Granularity } from '../api/rules/usage.js';
import { count } from './labels.js';
import { rangeProposals } from './proposals.js';
import type { PlanProblem, RangeProposal } from './range.js';
import type { ProblemStrings, UsageChartStrings } from './strings.js';

export const problemStrings: ProblemStrings = {
  invalidStart: 'start-date must be a date such as 2026-01-31 or 2026-01-31T00:00:00.000Z.',
  invalidEnd: 'end-date must be a date such as 2026-01-31 or 2026-01-31T00:00:00.000Z.',
  order: 'start-date must be before end-date.',
  hourlyLimit: (days) =>
    `Hourly data covers at most 7 days, and this range spans ${days} days. Switch to daily data or shorten the range.`,
  dailyLimit: (days) =>
    `Daily data covers at most 365 days, and this range spans ${days} days. Shorten the range.`,
  invalidGranularity: 'granularity must be hourly or daily.',
  invalidPeriod: 'period must be last_day, day, month or year.',
  useDaily: 'Use daily data',
  useLastDays: (days) => `Show the last ${days} days`,
};

/** A problem that stops the chart (`part="message …"`), with the buttons that fix it. */
const alertBox = (kind: string, text: string, actions: unknown): TemplateResult =>
  html`<div part="message ${kind}" role="alert">
    <p>${text}</p>
    ${actions}
  </div>`;

/** What `problemView` shows a problem with. */
export interface ProblemViewOptions {
  readonly strings: UsageChartStrings;
  readonly lang: string;
  /** The granularity asked for (a proposal of another one is "Use daily data"). */
  readonly granularity: Granularity;
  /** Applies a proposed range. */
  readonly apply: (proposal: RangeProposal) => void;
}

/** What is wrong with the range attributes, with a button per proposed fix. */
export function problemView(
  problem: PlanProblem,
  { strings, lang, granularity, apply }: ProblemViewOptions,
): TemplateResult {
  const words = { ...problemStrings, ...strings } as UsageChartStrings & ProblemStrings;
  const total = 'days' in problem ? (problem.days ?? 0) : 0;
  const days = count(total, lang);
  const text = {
    start: words.invalidStart,
    end: words.invalidEnd,
    order: words.order,
    hourly: words.hourlyLimit(days, total),
    daily: words.dailyLimit(days, total),
    granularity: words.invalidGranularity,
    period: words.invalidPeriod,
  }[problem.kind];
  return alertBox(
    'range-error',
    text,
    rangeProposals(problem).map(
      (proposal) =>
        html`<button type="button" part="proposal" class="button" @click=${() => apply(proposal)}>
          ${proposal.granularity !== granularity ? words.useDaily : words.useLastDays(count(MAX_RANGE_DAYS[proposal.granularity], lang), MAX_RANGE_DAYS[proposal.granularity])}
        </button> `,
    ),
  );
}
