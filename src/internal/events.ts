/**
 * Event details shared by several elements. Every library event is a `CustomEvent` named
 * `search-…`, bubbling and composed, fired on user action only; the ones that change state are
 * cancelable (cancel and nothing changes). Pages are zero-based in every public API (as in
 * InstantSearch); only what people read (labels, URLs) counts from one.
 */

/** `search-page-change` (cancelable): the user asked for another page. Zero-based pages. */
export interface PageChangeDetail {
  page: number;
  previousPage: number;
}

/** `search-copy`: something was copied to the clipboard. Never carries a secret value. */
export interface CopyDetail {
  /** What was copied: a secret key (by `id`), or a composition's JSON (by `id`). */
  kind: 'secret-key' | 'composition';
  id: string;
}
