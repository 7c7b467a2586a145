import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import {
  SecretKeyList as SecretKeyListElement,
  type CopyDetail,
  type PageChangeDetail,
  type PageSizeChangeDetail,
  type SecretKeyRevealDetail,
} from '../secret-key-list/index.js';

/**
 * React component for `<secret-key-list>`: The agent service's secret keys as a paginated table:
 * values masked until the user reveals one row, copy without revealing, agents, default badge and
 * dates. Give it a `store` holding the API client, or place it inside a `<search-provider>`. The
 * secret of a key reaches the page only after the user reveals that row, and is hidden again when
 * the page changes or the element leaves the document. Rows are in the service's order. Pages count
 * from zero (attribute, property and events); only the labels count from one. The page links of a
 * server-rendered list come once it runs in the browser. Layout follows the element's own width (a
 * container query, not the viewport): from 64rem (1,024 px at the default font size) a table with
 * fixed column widths; below, each key is a card (name and default badge, the masked value with its
 * actions, agents, dates). Identifiers wrap only after their own separators (`_`, `-`). Copy reads
 * "Copied" for a moment (and says so to assistive technology); the reveal toggle reads "Hide" while
 * the secret is shown. Dates show the short date with the relative one below it.
 * Props set the element's properties (objects included); `on…` props listen to its events.
 *
 * Events:
 * - `onSearchCopy` ← `search-copy`: A key's secret was copied to the clipboard;
 *   `detail: { kind: 'secret-key', id }` (never the secret).
 * - `onSearchKeyReveal` ← `search-key-reveal`: Cancelable. The user asked to reveal a key;
 *   `detail: { id }`. Cancel it and the key stays masked.
 * - `onSearchPageChange` ← `search-page-change`: Cancelable. The user asked for another page;
 *   `detail: { page, previousPage }` (zero-based). Cancel it and nothing changes.
 * - `onSearchPageSizeChange` ← `search-page-size-change`: Cancelable. The user picked another page
 *   size; `detail: { limit, previousLimit, page }` (`page`: the zero-based page shown with it).
 *   Cancel it and nothing changes.
 */
export const SecretKeyList = createComponent({
  react: React,
  tagName: 'secret-key-list',
  elementClass: SecretKeyListElement,
  events: {
    onSearchCopy: 'search-copy' as EventName<CustomEvent<CopyDetail>>,
    onSearchKeyReveal: 'search-key-reveal' as EventName<CustomEvent<SecretKeyRevealDetail>>,
    onSearchPageChange: 'search-page-change' as EventName<CustomEvent<PageChangeDetail>>,
    onSearchPageSizeChange: 'search-page-size-change' as EventName<
      CustomEvent<PageSizeChangeDetail>
    >,
  },
  displayName: 'SecretKeyList',
});

/** The props of {@link SecretKeyList}. */
export type SecretKeyListProps = React.ComponentProps<typeof SecretKeyList>;
