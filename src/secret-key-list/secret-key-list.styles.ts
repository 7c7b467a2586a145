import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    container-type: inline-size;
    font: inherit;
    color: var(--secret-key-list-color, CanvasText);
    --_border: var(
      --secret-key-list-border-color,
      color-mix(in srgb, currentColor 20%, transparent)
    );
    --_muted: var(--secret-key-list-muted-color, color-mix(in srgb, currentColor 80%, Canvas));
    --_accent: var(--secret-key-list-accent-color, #2a3bb0);
  }

  :host([hidden]) {
    display: none;
  }

  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    margin-block-end: 0.5rem;
  }

  .toolbar label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }

  .range {
    margin: 0;
    color: var(--_muted);
  }

  .scroll {
    overflow-x: auto;
    max-width: 100%;
  }

  table:focus-visible,
  button:focus-visible,
  select:focus-visible,
  .date:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    transition: opacity 120ms ease-out;
  }

  /* Dimmed, yet every text keeps a 4.5:1 contrast with the default colours. */
  table.stale tbody {
    opacity: 0.75;
    cursor: progress;
  }

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: 0.25rem;
  }

  th,
  td {
    padding: 0.5rem;
    border-block-end: 1px solid var(--_border);
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  thead th {
    font-weight: 600;
    overflow-wrap: normal;
  }

  tbody th {
    font-weight: 500;
    min-width: 6rem;
  }

  .secret {
    min-width: 10rem;
  }

  .secret .value,
  .mask {
    display: block;
    font-family: var(--secret-key-list-mono-font, ui-monospace, monospace);
    overflow-wrap: anywhere;
    margin-block-end: 0.25rem;
  }

  .mask {
    letter-spacing: 0.1em;
    color: var(--_muted);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }

  button,
  select {
    font: inherit;
  }

  button {
    cursor: pointer;
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
    background: var(--secret-key-list-button-background, Canvas);
    color: inherit;
    padding: 0.125rem 0.5rem;
  }

  button[aria-pressed='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--secret-key-list-accent-text, #fff);
  }

  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .chip,
  .badge {
    display: inline-block;
    max-width: 100%;
    padding: 0 0.5rem;
    border-radius: 999px;
    border: 1px solid var(--_border);
    overflow-wrap: anywhere;
  }

  .chip {
    border-radius: 0.75rem;
  }

  .badge {
    white-space: nowrap;
    overflow-wrap: normal;
    font-weight: 600;
    border-color: var(--_accent);
    color: var(--_accent);
  }

  .muted {
    color: var(--_muted);
  }

  .date-wrap {
    position: relative;
    display: inline-block;
  }

  .date {
    border-block-end: 1px dotted currentColor;
    cursor: help;
    white-space: nowrap;
  }

  .tip {
    display: none;
    position: absolute;
    inset-block-start: calc(100% + 0.25rem);
    inset-inline-start: 0;
    z-index: 1;
    padding: 0.25rem 0.5rem;
    border-radius: 0.25rem;
    background: var(--secret-key-list-tooltip-background, #1d1f27);
    color: var(--secret-key-list-tooltip-color, #fff);
    white-space: nowrap;
    pointer-events: none;
  }

  .date:hover:not(.dismissed) + .tip,
  .date:focus:not(.dismissed) + .tip {
    display: block;
  }

  .skeleton span {
    display: block;
    height: 0.9em;
    border-radius: 0.25rem;
    background: color-mix(in srgb, currentColor 12%, transparent);
    animation: pulse 1.2s ease-in-out infinite;
  }

  @keyframes pulse {
    50% {
      opacity: 0.4;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .skeleton span {
      animation: none;
    }
    table {
      transition: none;
    }
  }

  .notice,
  .state {
    margin-block: 0.5rem;
  }

  /* Kept in the page (empty) so the first message is announced; takes no room meanwhile. */
  .notice.idle {
    margin: 0;
  }

  .notice.failure,
  .error {
    color: var(--secret-key-list-error-color, #b00020);
  }

  .state,
  .error {
    padding: 1rem;
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
  }

  .error {
    border-color: currentColor;
  }

  .error p,
  .state p {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }

  .error ul {
    margin: 0 0 0.5rem;
    padding-inline-start: 1.25rem;
    overflow-wrap: anywhere;
  }

  search-pagination {
    display: block;
    margin-block-start: 0.75rem;
  }

  .ais-Pagination-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .ais-Pagination-link {
    display: inline-block;
    min-width: 1.75rem;
    min-height: 1.75rem;
    box-sizing: border-box;
    padding: 0.125rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
    text-align: center;
    color: inherit;
    text-decoration: none;
  }

  a.ais-Pagination-link:hover {
    border-color: var(--_accent);
  }

  a.ais-Pagination-link:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  .ais-Pagination-item--selected .ais-Pagination-link {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--secret-key-list-accent-text, #fff);
    font-weight: 600;
  }

  .ais-Pagination-item--disabled .ais-Pagination-link {
    opacity: 0.5;
  }
`;
