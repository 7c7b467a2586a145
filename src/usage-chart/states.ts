/** What `<usage-chart>` shows instead of a result: a state message and the loading placeholder. */
import { html, type TemplateResult } from 'lit';

/** A state message, announced politely. */
export const message = (text: string, part = 'message'): TemplateResult =>
  html`<p part=${part} role="status">${text}</p>`;

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
