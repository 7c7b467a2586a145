import { css } from 'lit';
import { sharedStyles } from '../internal/styles.js';

/**
 * `<composition-view>`'s own styles. Every colour falls back to a design token (`--_*`, from
 * `--search-ui-*`), so light and dark come from the tokens; item fills and the warning
 * background are tints of a colour on the surface, so they follow it too.
 */
const own = css`
  :host {
    --_cv-accent: var(--composition-view-accent, var(--_accent));
    --_cv-border: var(--composition-view-border, var(--_border));
    --_cv-muted: var(--composition-view-muted, var(--_muted));
    --_warning: var(--composition-view-warning, var(--_danger));
    --_warning-bg: var(
      --composition-view-warning-bg,
      color-mix(in srgb, var(--_warning) 12%, var(--_surface))
    );
    display: block;
    container-type: inline-size;
    line-height: 1.45;
    /* Identifiers wrap at their own separators (<wbr> from sections/common.ts); prose at
       spaces, and a word wider than the element where it must. */
    overflow-wrap: break-word;
  }
  :is(h1, h2, h3, h4, h5, h6) {
    margin: 1em 0 0.4em;
    line-height: 1.25;
  }
  header > :first-child {
    margin-top: 0;
  }
  section {
    margin-block: 0.75em;
  }
  .description {
    margin: 0 0 0.5em;
  }
  .muted,
  .badge,
  .slot-number,
  .slot.main .slot-items,
  ol.chips > li::before {
    color: var(--_cv-muted);
  }
  code {
    font-family: var(--_mono);
    font-size: 0.92em;
    white-space: pre-wrap;
  }
  .facts,
  .facts div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1.5em;
    margin: 0;
  }
  .facts div {
    gap: 0.4em;
  }
  .facts dt,
  .kv > dt,
  .params > dt,
  .item-name,
  caption {
    font-weight: 600;
  }
  .facts dd,
  .kv > dd,
  .params > dd {
    margin: 0;
    min-width: 0;
  }
  /* Each value is a container: a list nested in it lays out for the width it really has. */
  .kv > dd,
  .params > dd {
    container-type: inline-size;
  }
  .kv {
    display: grid;
    grid-template-columns: minmax(8em, max-content) minmax(0, 1fr);
    gap: 0.2em 1em;
    margin: 0.25em 0;
  }
  /* Narrow (under 32em: a phone, a sidebar, 200 % zoom, or a value nested in another): labels
     above their values, so nesting never needs more width than there is. */
  @container (max-width: 32em) {
    .kv {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    .kv > dd {
      margin-block-end: 0.4em;
      padding-inline-start: 0.5em;
    }
    .feed {
      padding-inline: 0.5em;
    }
  }
  .params > dt {
    margin-top: 0.5em;
    border-bottom: 1px solid var(--_cv-border);
  }
  .chips,
  .filters,
  .banners,
  .warnings ul,
  .items,
  .slots {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .chips,
  .slots {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
  }
  .chips > li,
  .slot,
  .swatch,
  .feed,
  pre {
    border: 1px solid var(--_cv-border);
    border-radius: var(--_radius);
  }
  .chips > li {
    padding: 0 0.35em;
  }
  ol.chips {
    counter-reset: chip;
  }
  ol.chips > li::before {
    counter-increment: chip;
    content: counter(chip) '. ';
  }
  .filters > li::before {
    content: '• ';
  }
  .badge {
    font-size: 0.85em;
  }
  .flag,
  .warnings {
    color: var(--_warning);
  }
  .flag {
    font-weight: 600;
  }
  .warnings {
    background: var(--_warning-bg);
    border-inline-start: 4px solid var(--_warning);
    padding: 0.5em 1em;
  }
  .warnings ul > li::before {
    content: '⚠ ';
  }
  .tabs {
    display: flex;
    gap: 0.25em;
    border-bottom: 1px solid var(--_cv-border);
    margin-top: 1em;
  }
  /* Tabs are .button controls (height, hover, focus) joined to the line under them. */
  .tabs > * {
    border-color: var(--_cv-border);
    border-bottom: none;
    border-end-start-radius: 0;
    border-end-end-radius: 0;
  }
  .tabs > [aria-selected='true'] {
    border-color: var(--_cv-accent);
    box-shadow: inset 0 -3px 0 var(--_cv-accent);
    font-weight: 600;
  }
  .panel {
    padding-top: 0.5em;
  }
  .json-tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 1em;
    align-items: center;
    margin-block-end: 0.5em;
  }
  /* The loading skeleton (skeleton.ts): the title taller, the tabs tab-sized. */
  .skeleton-lines > :first-child {
    block-size: 1.5em;
    inline-size: 45%;
  }
  .tabs > .skeleton-line {
    block-size: var(--_control);
    inline-size: 6em;
  }
  pre {
    overflow: auto;
    max-height: 40em;
    padding: 0.75em;
  }
  pre code {
    white-space: pre;
  }
  .slots {
    gap: 3px;
    margin: 0.5em 0;
  }
  .slot {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 2.2em;
    padding: 0.1em 0.2em;
    font-size: 0.85em;
    background: var(--_fill, transparent);
  }
  .slot.filled .slot-number {
    color: inherit;
  }
  .slot.overlap {
    border: 2px dashed var(--_warning);
  }
  .fill-0 {
    --_fill: var(--composition-view-item-0, color-mix(in srgb, #3b82f6 28%, var(--_surface)));
  }
  .fill-1 {
    --_fill: var(--composition-view-item-1, color-mix(in srgb, #22c55e 28%, var(--_surface)));
  }
  .fill-2 {
    --_fill: var(--composition-view-item-2, color-mix(in srgb, #eab308 28%, var(--_surface)));
  }
  .fill-3 {
    --_fill: var(--composition-view-item-3, color-mix(in srgb, #ec4899 28%, var(--_surface)));
  }
  .fill-4 {
    --_fill: var(--composition-view-item-4, color-mix(in srgb, #8b5cf6 28%, var(--_surface)));
  }
  .fill-5 {
    --_fill: var(--composition-view-item-5, color-mix(in srgb, #0ea5e9 28%, var(--_surface)));
  }
  .item {
    border-inline-start: 6px solid var(--_fill);
    padding-inline-start: 0.75em;
    margin-block: 0.75em;
  }
  .item-title {
    margin: 0 0 0.25em;
  }
  .swatch {
    display: inline-block;
    min-width: 1.4em;
    text-align: center;
    background: var(--_fill);
    margin-inline-end: 0.3em;
  }
  .feed {
    padding: 0 1em;
  }
  .feed.unused {
    border-style: dashed;
  }
  table {
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    padding-bottom: 0.25em;
  }
  th,
  td {
    text-align: start;
    padding-block: 0.2em;
    padding-inline: 0 0.8em;
    border-bottom: 1px solid var(--_cv-border);
    vertical-align: top;
  }
  tr.over {
    background: var(--_warning-bg);
  }
  figure {
    margin: 0.25em 0 0.75em;
  }
  img {
    display: block;
    max-width: 100%;
    max-height: 12em;
    height: auto;
  }
  .banner-image {
    display: block;
  }
  figcaption {
    display: flex;
    flex-direction: column;
  }
  a {
    color: var(--_cv-accent);
  }
`;

export const styles = [...sharedStyles, own];
