import { css } from 'lit';

export const styles = css`
  :host {
    --_accent: var(--composition-view-accent, #1d4ed8);
    --_border: var(--composition-view-border, #c7ccd4);
    --_muted: var(--composition-view-muted, #4b5563);
    --_warning: var(--composition-view-warning, #8a3200);
    --_warning-bg: var(--composition-view-warning-bg, #fff4e5);
    display: block;
    font: inherit;
    color: inherit;
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_accent: var(--composition-view-accent, #8fb0ff);
      --_border: var(--composition-view-border, #4b5563);
      --_muted: var(--composition-view-muted, #a9b0bc);
      --_warning: var(--composition-view-warning, #ffb37a);
      --_warning-bg: var(--composition-view-warning-bg, #3a2410);
    }
  }
  :host([hidden]) {
    display: none;
  }
  .body:focus {
    outline: none;
  }
  .body:focus-visible,
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
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
  .slot-number {
    color: var(--_muted);
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.92em;
    white-space: pre-wrap;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1.5em;
    margin: 0;
  }
  .facts div {
    display: flex;
    gap: 0.4em;
  }
  .facts dt,
  .kv > dt,
  .params > dt {
    font-weight: 600;
  }
  .facts dd {
    margin: 0;
  }
  .kv {
    display: grid;
    grid-template-columns: minmax(8em, max-content) 1fr;
    gap: 0.2em 1em;
    margin: 0.25em 0;
  }
  .kv > dd,
  .params > dd {
    margin: 0;
    min-width: 0;
  }
  .params > dt {
    margin-top: 0.5em;
    border-bottom: 1px solid var(--_border);
  }
  .chips,
  .filters,
  .banners,
  .warnings ul,
  .items {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
  }
  .chips > li {
    border: 1px solid var(--_border);
    border-radius: 0.3em;
    padding: 0 0.35em;
  }
  ol.chips {
    counter-reset: chip;
  }
  ol.chips > li::before {
    counter-increment: chip;
    content: counter(chip) '. ';
    color: var(--_muted);
  }
  .filters > li::before {
    content: '• ';
  }
  .badge {
    font-size: 0.85em;
    color: var(--_muted);
  }
  .flag,
  .warnings,
  caption.flag {
    color: var(--_warning);
  }
  .flag {
    font-weight: 600;
  }
  .warnings {
    background: var(--_warning-bg);
    border-left: 4px solid var(--_warning);
    padding: 0.5em 1em;
  }
  .warnings ul > li::before {
    content: '⚠ ';
  }
  .tabs {
    display: flex;
    gap: 0.25em;
    border-bottom: 1px solid var(--_border);
    margin-top: 1em;
  }
  [role='tab'],
  button {
    font: inherit;
    cursor: pointer;
    border: 1px solid var(--_border);
    background: transparent;
    color: inherit;
    border-radius: 0.3em;
    padding: 0.3em 0.8em;
  }
  [role='tab'] {
    border-bottom: none;
    border-radius: 0.3em 0.3em 0 0;
  }
  [role='tab'][aria-selected='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 -3px 0 var(--_accent);
    font-weight: 600;
  }
  .panel {
    padding-top: 0.5em;
  }
  .panel[hidden] {
    display: none;
  }
  .json-tools {
    display: flex;
    gap: 1em;
    align-items: center;
  }
  pre {
    overflow: auto;
    max-height: 40em;
    padding: 0.75em;
    border: 1px solid var(--_border);
    border-radius: 0.3em;
    white-space: pre;
  }
  pre code {
    white-space: pre;
  }
  .state {
    padding: 0.75em 0;
  }
  .error-title {
    font-weight: 600;
    margin: 0;
  }
  .error-message {
    margin: 0.25em 0 0.5em;
  }
  .spinner {
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    margin-right: 0.5em;
    border: 2px solid var(--_border);
    border-top-color: var(--_accent);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
    vertical-align: -0.1em;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
  .slots {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    margin: 0.5em 0;
    padding: 0;
    list-style: none;
  }
  .slot {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 2.2em;
    padding: 0.1em 0.2em;
    border: 1px solid var(--_border);
    border-radius: 0.25em;
    font-size: 0.85em;
    background: var(--_fill, transparent);
  }
  .slot.main .slot-items {
    color: var(--_muted);
  }
  .slot.filled .slot-number {
    color: inherit;
  }
  .slot.overlap {
    border: 2px dashed var(--_warning);
  }
  .fill-0 {
    --_fill: var(--composition-view-item-0, #dbeafe);
  }
  .fill-1 {
    --_fill: var(--composition-view-item-1, #dcfce7);
  }
  .fill-2 {
    --_fill: var(--composition-view-item-2, #fef3c7);
  }
  .fill-3 {
    --_fill: var(--composition-view-item-3, #fce7f3);
  }
  .fill-4 {
    --_fill: var(--composition-view-item-4, #ede9fe);
  }
  .fill-5 {
    --_fill: var(--composition-view-item-5, #e0f2fe);
  }
  /* Dark fills keep the (inherited, light) slot numbers readable on a dark page. */
  @media (prefers-color-scheme: dark) {
    .fill-0 {
      --_fill: var(--composition-view-item-0, #1e3a8a);
    }
    .fill-1 {
      --_fill: var(--composition-view-item-1, #14532d);
    }
    .fill-2 {
      --_fill: var(--composition-view-item-2, #713f12);
    }
    .fill-3 {
      --_fill: var(--composition-view-item-3, #831843);
    }
    .fill-4 {
      --_fill: var(--composition-view-item-4, #4c1d95);
    }
    .fill-5 {
      --_fill: var(--composition-view-item-5, #0c4a6e);
    }
  }
  .item {
    border-left: 6px solid var(--_fill);
    padding-left: 0.75em;
    margin-block: 0.75em;
  }
  .item-title {
    margin: 0 0 0.25em;
  }
  .item-name {
    font-weight: 600;
  }
  .swatch {
    display: inline-block;
    min-width: 1.4em;
    text-align: center;
    border-radius: 0.25em;
    background: var(--_fill);
    border: 1px solid var(--_border);
    margin-right: 0.3em;
  }
  .feed {
    border: 1px solid var(--_border);
    border-radius: 0.3em;
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
    font-weight: 600;
    padding-bottom: 0.25em;
  }
  th,
  td {
    text-align: start;
    padding: 0.2em 0.8em 0.2em 0;
    border-bottom: 1px solid var(--_border);
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
    color: var(--_accent);
  }
`;
