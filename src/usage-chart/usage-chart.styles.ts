import { css } from 'lit';
import { sharedStyles } from '../internal/styles.js';

/**
 * The chart's own styles, after the shared ones. Its custom properties fall back to the
 * `--search-ui-*` tokens; the series colours are its own (data colours, light and dark).
 */
const own = css`
  :host {
    display: block;
    --_c1: #1d4ed8;
    --_c2: #c2410c;
    --_c3: #047857;
    --_c4: #b91c1c;
    --_c5: #7c3aed;
    --_c6: #a16207;
    --_c7: #be185d;
    --_c8: #0e7490;
    --_chart-accent: var(--usage-chart-accent, var(--_accent));
    --_grid: var(--usage-chart-grid-color, var(--_border));
    --_skeleton: var(--usage-chart-skeleton-color, var(--_border));
    --_bg: var(--usage-chart-tooltip-background, var(--_surface));
    --_fg: var(--usage-chart-tooltip-color, var(--_text));
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_c1: #60a5fa;
      --_c2: #fb923c;
      --_c3: #34d399;
      --_c4: #f87171;
      --_c5: #a78bfa;
      --_c6: #facc15;
      --_c7: #f472b6;
      --_c8: #22d3ee;
    }
  }
  .c0 {
    --c: var(--usage-chart-color-1, var(--_c1));
  }
  .c1 {
    --c: var(--usage-chart-color-2, var(--_c2));
  }
  .c2 {
    --c: var(--usage-chart-color-3, var(--_c3));
  }
  .c3 {
    --c: var(--usage-chart-color-4, var(--_c4));
  }
  .c4 {
    --c: var(--usage-chart-color-5, var(--_c5));
  }
  .c5 {
    --c: var(--usage-chart-color-6, var(--_c6));
  }
  .c6 {
    --c: var(--usage-chart-color-7, var(--_c7));
  }
  .c7 {
    --c: var(--usage-chart-color-8, var(--_c8));
  }
  .d1 {
    stroke-dasharray: 6 3;
  }
  .d2 {
    stroke-dasharray: 2 3;
  }
  .bar,
  [part~='legend'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    align-items: center;
    margin-block: 0 0.5rem;
  }
  .bar .button,
  [part~='legend-item'] {
    min-height: 1.75rem;
    padding: 0.125rem 0.5rem;
  }
  [part~='view-toggle'][aria-pressed='true'] {
    background: var(--_chart-accent);
    border-color: var(--_chart-accent);
    color: var(--_accent-text);
  }
  /* Names come from the service: long ones are cut by the box, never widen the layout. */
  [part~='legend-item'],
  [part~='tooltip'] p {
    max-width: 20rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  th {
    max-width: 16rem;
    overflow-wrap: anywhere;
  }
  [part~='legend-item'][aria-pressed='false'] {
    text-decoration: line-through;
    opacity: 0.7;
  }
  .sw {
    display: inline-block;
    width: 0.75em;
    height: 0.75em;
    margin-inline-end: 0.35em;
    border-radius: 2px;
    background: var(--c);
  }
  .plot {
    position: relative;
    height: calc(var(--usage-chart-height, 16rem) * var(--_panels, 1));
    touch-action: pan-y;
  }
  svg {
    display: block;
    overflow: visible;
  }
  text {
    fill: currentColor;
    font-family: var(--_font);
    font-size: 11px;
  }
  .grid {
    stroke: var(--_grid);
    shape-rendering: crispEdges;
  }
  .s {
    fill: none;
    stroke: var(--c);
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .dot {
    fill: var(--c);
  }
  .cross {
    stroke: var(--_chart-accent);
    stroke-opacity: 0.7;
  }
  [part~='tooltip'] {
    position: absolute;
    top: 0.25rem;
    pointer-events: none;
    background: var(--_bg);
    color: var(--_fg);
    border: 1px solid var(--_grid);
    border-radius: var(--_radius);
    padding: 0.25rem 0.5rem;
    font-size: 0.8125rem;
    white-space: nowrap;
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.2);
    transform: translateX(0.75rem);
  }
  [part~='tooltip'].flip {
    transform: translateX(calc(-100% - 0.75rem));
  }
  [part~='tooltip'] p {
    margin: 0;
  }
  .skeleton svg {
    fill: var(--_skeleton);
    stroke: var(--_skeleton);
  }
  [part~='loading'] {
    display: block;
    padding: 0;
    border: 0;
    background: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    .skeleton {
      animation: pulse 1.2s ease-in-out infinite alternate;
    }
  }
  @keyframes pulse {
    to {
      opacity: 0.5;
    }
  }
  [part~='message'] {
    margin: 0 0 0.5rem;
  }
  .scroll {
    overflow: auto;
    max-height: calc(var(--usage-chart-height, 16rem) * 1.5);
  }
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.125rem 0.5rem;
    border-bottom: 1px solid var(--_grid);
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
`;

export const styles = [...sharedStyles, own];
