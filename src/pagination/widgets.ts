/**
 * `@search-ui/elements/widgets`: the InstantSearch.js widgets, as `instantsearch.js/es/widgets`
 * offers them. Today one: `pagination()`, a drop-in for InstantSearch.js's own (same options,
 * markup, classes, templates and labels). It is an entry of its own so that a page using only
 * the `<search-pagination>` element does not pay for the widget, and the reverse.
 */
export { pagination } from './widget.js';
export type { PaginationWidgetInstance, PaginationWidgetParams } from './widget.js';
