import { css } from 'lit';

/**
 * The element's own styles, after `sharedStyles` (tokens, base, states). Every own custom
 * property falls back to a design token, so one page rule themes it with the other elements.
 * (Notes live here, not in the CSS, which ships as written.)
 *
 * - One markup, two layouts, chosen by the element's own width (container query): from 64rem
 *   a table with fixed column widths (the same on every page, whatever the names; the name
 *   takes what is left, at least 8rem); below, each row is a card: the name with the default
 *   badge beside it, the secret and its actions, the agents, then the three dates side by side
 *   when they fit. The head stays in the accessibility tree (clipped) and each card cell shows
 *   its column's name (`data-label`, not spoken: the cell keeps its column header).
 * - Text wraps between words and after `_` / `-` (`ident()` adds the `<wbr>`); a token breaks
 *   inside only when it is longer than a whole line (`overflow-wrap: break-word`, which, unlike
 *   `anywhere`, does not shrink a column to one letter).
 * - A stale table (the next page loading) is dimmed to 0.9 only: every text, muted and accent
 *   included, keeps a 4.5:1 contrast with the default colours.
 * - The skeleton rows are the shared `.skeleton-line` bars, sized like the cells to come.
 * - The notice is drawn only for a failed copy (the button says "Copied"); it stays in the page
 *   (visually hidden) so that the first message is announced.
 * - Buttons take their colours from these properties except on hover, which stays the shared
 *   hover.
 * - The page links are `<search-pagination>`'s InstantSearch markup (`renderPagination`) in a
 *   `<nav>`, with its token-themed rules scoped to that `nav` (zero specificity, included before
 *   these); only the current page takes this element's accent. They are drawn into their box,
 *   `.links`, which keeps one row of their room while it is empty (in a server render).
 */
export const styles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: var(--secret-key-list-color, var(--_text));
    --_skl-border: var(--secret-key-list-border-color, var(--_border));
    --_skl-muted: var(--secret-key-list-muted-color, var(--_muted));
    --_skl-accent: var(--secret-key-list-accent-color, var(--_accent));
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space) calc(var(--_space) * 2);
    margin-block-end: var(--_space);
  }

  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }

  .button:not(:hover),
  select:not(:hover) {
    color: inherit;
    border-color: var(--_skl-border);
    background: var(--secret-key-list-button-background, var(--_surface));
  }

  .range,
  .muted,
  .mask {
    margin: 0;
    color: var(--_skl-muted);
  }

  .scroll {
    /* The containing block of the visually hidden texts in the cells. */
    position: relative;
    overflow-x: auto;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }

  .stale tbody {
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
    overflow-wrap: break-word;
  }

  tbody th {
    font-weight: 500;
  }

  thead th + th {
    width: 13rem;
  }

  thead th:nth-child(n + 4) {
    width: 8rem;
  }

  thead th:nth-child(4) {
    width: 6rem;
  }

  .value,
  .mask {
    display: block;
    font-family: var(--secret-key-list-mono-font, var(--_mono));
    margin-block-end: 0.25rem;
  }

  .mask {
    letter-spacing: 0.1em;
  }

  .value,
  .full {
    display: block;
    max-height: 8em;
    overflow: auto;
    overflow-wrap: anywhere;
  }

  .more {
    display: flex;
    margin-block-start: 0.25rem;
    font-weight: 400;
  }

  .actions,
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }

  .chips {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .chip {
    font-size: 0.875em;
  }

  .chip,
  .badge {
    max-width: 100%;
    padding: 0 var(--_space);
    border-radius: 999px;
    border: 1px solid var(--_skl-border);
  }

  .badge {
    font-weight: 600;
    border-color: var(--_skl-accent);
    color: var(--_skl-accent);
  }

  time {
    display: block;
  }

  .skeleton th span {
    inline-size: 70%;
  }

  .skeleton td:nth-child(2) span {
    block-size: 3.5em;
  }

  .skeleton td:nth-child(4) span {
    inline-size: 0;
  }

  .state,
  .notice {
    margin-block: var(--_space);
    overflow-wrap: anywhere;
  }

  .state-error {
    border-color: var(--secret-key-list-error-color, var(--_danger));
  }

  .state-error .state-title,
  .notice {
    color: var(--secret-key-list-error-color, var(--_danger));
  }

  .links {
    margin-block-start: calc(var(--_space) * 1.5);
  }

  .links:empty {
    block-size: var(--_control);
  }

  .ais-Pagination-item--selected .ais-Pagination-link {
    background: var(--_skl-accent);
    border-color: var(--_skl-accent);
    color: var(--secret-key-list-accent-text, var(--_accent-text));
  }

  @container (width < 64rem) {
    table,
    caption,
    tbody,
    tr,
    th,
    td {
      display: block;
    }

    thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tbody tr {
      display: flex;
      flex-wrap: wrap;
      align-items: start;
      padding: var(--_space);
      margin-block-end: var(--_space);
      border: 1px solid var(--_skl-border);
      border-radius: var(--_radius);
    }

    th,
    td {
      padding: calc(var(--_space) / 2);
      border: 0;
      flex: 1 1 100%;
      min-inline-size: 0;
      order: 1;
    }

    th {
      flex-basis: 0;
      order: 0;
    }

    td:nth-child(4) {
      flex: none;
      order: 0;
    }

    td:nth-child(n + 5) {
      flex-basis: 6rem;
    }

    td[data-label]::before {
      content: attr(data-label) / '';
      display: block;
      font-size: 0.875em;
      color: var(--_skl-muted);
    }
  }
`;
