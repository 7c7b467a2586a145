import { css, unsafeCSS } from 'lit';
import { sharedStyles } from '../internal/styles.js';

/** The series colours, light and dark (following the inherited color-scheme, as the tokens). */
const SERIES = [
  ['#1d4ed8', '#60a5fa'],
  ['#c2410c', '#fb923c'],
  ['#047857', '#34d399'],
  ['#b91c1c', '#f87171'],
  ['#7c3aed', '#a78bfa'],
  ['#a16207', '#facc15'],
  ['#be185d', '#f472b6'],
  ['#0e7490', '#22d3ee'],
];

/** `.c0` to `.c7`: each series' `--c`, behind `--usage-chart-color-1` to `-8`. */
const seriesColours = unsafeCSS(
  SERIES.map(
    ([light, dark], i) =>
      `.c${i}{--c:var(--usage-chart-color-${i + 1},light-dark(${light},${dark}))}`,
  ).join(''),
);

/**
 * The chart's own styles, after the shared ones. Its custom properties fall back to the
 * `--search-ui-*` tokens; the series colours are its own (data colours, light and dark).
 */
const own = css`
  ${seriesColours}
  :host {
    display: block;
    --_chart-accent: var(--usage-chart-accent, var(--_accent));
    --_grid: var(--usage-chart-grid-color, var(--_border));
    --_skeleton: var(
      --usage-chart-skeleton-color,
      color-mix(in srgb, currentColor 25%, transparent)
    );
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
  /* The image downloads beside the CSV one: a joined pair (SVG | PNG), kept together. */
  .formats {
    display: inline-flex;
  }
  .formats .button {
    position: relative;
    padding-inline: var(--_space);
  }
  .formats .button:first-child {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
  .formats .button + .button {
    margin-inline-start: -1px;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  /* The hovered or focused one's border and focus ring over its neighbour's. */
  .formats .button:is(:hover, :focus-visible) {
    z-index: 1;
  }
  /* (Pressed, it is the shared pressed button in the chart's accent.) */
  [part~='view-toggle'][aria-pressed='true'] {
    background: var(--_chart-accent);
    border-color: var(--_chart-accent);
  }
  /* Names come from the service: long ones are cut by the box (never inside the layout's
     width, never broken inside a token), whole in the title, the accessible name and the CSV. */
  [part~='legend-item'],
  [part~='legend-item'] bdi,
  .name,
  th {
    max-width: min(20rem, 100%);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* A shown series is not an accent-filled pressed button: its swatch says what it is. */
  [part~='legend-item'][aria-pressed='true'] {
    color: var(--_text);
    background: var(--_surface);
    border-color: var(--_border);
  }
  [part~='legend-item'] {
    justify-content: start;
  }
  [part~='legend-item'][aria-pressed='false'] {
    text-decoration: line-through;
    opacity: 0.7;
  }
  .sw {
    flex: none;
    display: inline-block;
    width: 0.75em;
    height: 0.75em;
    margin-inline-end: 0.35em;
    border-radius: 2px;
    background: var(--c);
  }
  /* The chart's text follows the user's font size: the model sizes margins and ticks by it. */
  .plot {
    position: relative;
    height: calc(var(--usage-chart-height, 16rem) * var(--_panels, 1));
    touch-action: pan-y;
    font-size: 0.75em;
  }
  svg {
    display: block;
    overflow: visible;
  }
  text {
    fill: currentColor;
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
  /* The crosshair: its line, and its tooltip on the wider side of it (half the plot fits). */
  .cross {
    stroke: var(--_chart-accent);
    stroke-opacity: 0.7;
  }
  [part~='tooltip'] {
    position: absolute;
    top: 0.25rem;
    pointer-events: none;
    background: var(--usage-chart-tooltip-background, var(--_surface));
    color: var(--usage-chart-tooltip-color, var(--_text));
    border: 1px solid var(--_grid);
    border-radius: var(--_radius);
    padding: 0.25rem 0.5rem;
    font-size: 1.0833em;
    white-space: nowrap;
    max-width: calc(50% - 0.75rem);
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.2);
    transform: translateX(0.75rem);
  }
  [part~='tooltip'].flip {
    transform: translateX(calc(-100% - 0.75rem));
  }
  [part~='tooltip'] p {
    display: flex;
    align-items: center;
    margin: 0;
  }
  /* The table view (its cells' names are cut as the legend's are, above). */
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
    border-block-end: 1px solid var(--_grid);
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
  /* The zoom's selection, over the plot. */
  .brush {
    position: absolute;
    inset-block: 0;
    pointer-events: none;
    background: color-mix(in srgb, var(--_chart-accent) 18%, transparent);
    border-inline: 1px solid var(--_chart-accent);
  }
  .skeleton {
    inline-size: 100%;
  }
  .bar .skeleton-line {
    inline-size: 6rem;
    block-size: var(--_control, 2rem);
    border-radius: var(--_radius);
  }
  .bar .skeleton-line:first-child {
    inline-size: 8rem;
  }
  /* The plotting area, where the model puts it (in em of the labels' size). */
  .frame {
    position: absolute;
    inset-block-start: 0.9em;
    inset-inline-start: 3em;
    inline-size: calc(100% - 4.3em);
    block-size: calc(100% - 3.1em);
    border: 0 solid var(--_skeleton);
    border-radius: 0;
    background: none;
    border-inline-start-width: 2px;
    border-block-end-width: 2px;
  }
  .frame path {
    fill: none;
    stroke: var(--_skeleton);
    stroke-width: 3;
    stroke-linecap: round;
    vector-effect: non-scaling-stroke;
  }
  .frame .grid {
    stroke-width: 1;
  }
  /* The loading, empty and error states are as tall as the chart they stand for: a row of
     buttons (the toolbar), another (the legend), a panel and the line of its zone. */
  [part~='empty'],
  [part~='no-client'],
  [part~='error'] {
    min-block-size: calc(
      var(--usage-chart-height, 16rem) + 2 * var(--_control, 2rem) + 1.25rem + 1.125em
    );
    align-content: center;
  }
  [part~='empty'],
  [part~='no-client'] {
    justify-items: center;
    text-align: center;
  }
  [part~='message'] {
    margin: 0 0 0.5rem;
  }
  /* The zone of the times under the chart (and its room under the skeleton): one line. */
  [part~='time-zone'],
  .zone-space {
    margin: 0.25rem 0 0;
    font-size: 0.75em;
    line-height: 1.5;
    min-block-size: 1.5em;
  }
  /* (Under the skeleton, whose rows keep no margins, \`.state p\`: the same room in its height.) */
  .zone-space {
    min-block-size: calc(1.5em + 0.25rem);
  }
`;

export const styles = [...sharedStyles, own];
