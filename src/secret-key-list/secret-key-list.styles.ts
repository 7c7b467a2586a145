import { css } from 'lit';

/**
 * The element's own styles, after `sharedStyles` (tokens, base, states). Every own custom
 * property falls back to a design token, so one page rule themes it with the other elements.
 * (Notes live here, not in the CSS, which ships as written.)
 *
 * - A stale table (the next page loading) is dimmed to 0.9 only: every text, muted and accent
 *   included, keeps a 4.5:1 contrast with the default colours.
 * - The skeleton table is the loading view: the state block draws no box around it.
 * - The notice stays in the page (empty) so that the first message is announced; it takes no
 *   room meanwhile.
 * - The page links are `<search-pagination>`'s InstantSearch markup (`renderPagination`) in a
 *   `<nav>`, with its token-themed rules scoped to that `nav` (zero specificity, included before
 *   these); only the current page takes this element's accent.
 */
export const styles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: var(--secret-key-list-color, var(--_text));
    --_skl-border: var(--secret-key-list-border-color, var(--_border));
    --_skl-muted: var(--secret-key-list-muted-color, var(--_muted));
    --_skl-accent: var(--secret-key-list-accent-color, var(--_accent));
    --_skl-accent-text: var(--secret-key-list-accent-text, var(--_accent-text));
    --_skl-error: var(--secret-key-list-error-color, var(--_danger));
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space) calc(var(--_space) * 2);
    margin-block-end: var(--_space);
  }

  .toolbar label {
    display: inline-flex;
    align-items: center;
    gap: var(--_space);
  }

  select {
    font: inherit;
    color: inherit;
    background: var(--secret-key-list-button-background, var(--_surface));
    border: 1px solid var(--_skl-border);
    border-radius: var(--_radius);
  }

  .range,
  .muted,
  .mask {
    margin: 0;
    color: var(--_skl-muted);
  }

  .scroll {
    /* The containing block of the visually hidden texts in the cells, so they scroll with the
       table instead of widening the page. */
    position: relative;
    overflow-x: auto;
    max-width: 100%;
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  table.stale tbody {
    opacity: 0.9;
    cursor: progress;
  }

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: 0.25rem;
  }

  th,
  td {
    padding: var(--_space);
    border-block-end: 1px solid var(--_skl-border);
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  th {
    font-weight: 600;
  }

  thead th {
    overflow-wrap: normal;
  }

  tbody th {
    font-weight: 500;
    min-width: 6rem;
  }

  /* In a narrow container (a phone), names and agent ids keep a readable width: they wrap
     between words, and the table scrolls sideways instead of breaking every word. */
  @container (max-width: 40rem) {
    tbody th {
      min-width: 7rem;
    }
    .agents {
      min-width: 8rem;
    }
  }

  .secret {
    min-width: 10rem;
  }

  .value,
  .mask {
    display: block;
    font-family: var(--secret-key-list-mono-font, var(--_mono));
    overflow-wrap: anywhere;
    margin-block-end: 0.25rem;
  }

  .mask {
    letter-spacing: 0.1em;
  }

  .value,
  .full {
    max-height: 8em;
    overflow: auto;
  }

  .full {
    display: block;
  }

  .more {
    display: block;
    margin-block-start: 0.25rem;
    min-height: 0;
    padding: 0 var(--_space);
    font-weight: 400;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }

  .button {
    border-color: var(--_skl-border);
    background: var(--secret-key-list-button-background, var(--_surface));
    color: inherit;
  }

  .actions .button {
    min-height: 0;
    padding: 0.125rem var(--_space);
  }

  .button[aria-pressed='true'],
  .ais-Pagination-item--selected .ais-Pagination-link {
    background: var(--_skl-accent);
    border-color: var(--_skl-accent);
    color: var(--_skl-accent-text);
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
    padding: 0 var(--_space);
    border-radius: 999px;
    border: 1px solid var(--_skl-border);
    overflow-wrap: anywhere;
  }

  .badge {
    white-space: nowrap;
    font-weight: 600;
    border-color: var(--_skl-accent);
    color: var(--_skl-accent);
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
    padding: 0.25rem var(--_space);
    border-radius: var(--_radius);
    background: var(--secret-key-list-tooltip-background, var(--_text));
    color: var(--secret-key-list-tooltip-color, var(--_surface));
    white-space: nowrap;
    pointer-events: none;
  }

  .date:hover:not(.dismissed) + .tip,
  .date:focus:not(.dismissed) + .tip {
    display: block;
  }

  .state-loading {
    display: block;
    padding: 0;
    border: 0;
    background: none;
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
  }

  .state,
  .notice {
    margin-block: var(--_space);
    overflow-wrap: anywhere;
  }

  .state p {
    margin: 0;
  }

  .notice.idle {
    margin: 0;
  }

  .state-error {
    border-color: var(--_skl-error);
  }

  .state-error .state-title,
  .notice.failure {
    color: var(--_skl-error);
  }

  .state-details {
    padding-inline-start: 1.25rem;
  }

  nav {
    margin-block-start: calc(var(--_space) * 1.5);
  }
`;
