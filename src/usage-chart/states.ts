/**
 * What `<usage-chart>` shows instead of a result: a state message, a range the service would
 * refuse, and the loading placeholder.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { lazy, PartError } from '../internal/lazy.js';
import { loadingView } from '../internal/state-view.js';
import type { ProblemViewOptions } from './problem.js';
import type { PlanProblem } from './range.js';

// The messages of a refused range, loaded the first time one is (see lazy.ts).
const problems = lazy('range problem', () => import('./problem.js'));

/** A state message, announced politely. */
export const message = (text: string, part = 'message'): TemplateResult =>
  html`<p part=${part} role="status">${text}</p>`;

/**
 * What is wrong with the range attributes, with a fix to apply (problem.ts, loaded on demand
 * for `host`); while hydrating or loading it, a loading status: the server rendered none of it.
 */
export function problemState(
  host: ReactiveControllerHost,
  problem: PlanProblem,
  options: ProblemViewOptions & { readonly hydrating: boolean },
): TemplateResult {
  const module = !options.hydrating && problems(host);
  return module && !(module instanceof PartError)
    ? module.problemView(problem, options)
    : loadingView(options.strings.loading);
}

/**
 * The loading placeholder, shaped like what will appear: the toolbar's and the legend's
 * buttons, then the plot's axes, gridlines and a line. The SVG stretches to the plot's box
 * (`preserveAspectRatio="none"`); its strokes do not (`vector-effect: non-scaling-stroke`).
 */
export const skeleton: TemplateResult = html`<div part="skeleton" class="skeleton">
  <div class="bar"><span class="skeleton-line"></span><span class="skeleton-line"></span></div>
  <div class="bar"><span class="skeleton-line"></span><span class="skeleton-line"></span></div>
  <div class="plot">
    <svg
      class="frame skeleton-line"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path class="grid" d="M0 1H100M0 34H100M0 67H100"></path>
      <path d="M0 78C12 70 20 74 32 58S55 64 68 44S88 40 100 20"></path>
    </svg>
  </div>
</div>`;
