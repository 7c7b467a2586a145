/**
 * The `ais-Pagination` markup of a pagination state with InstantSearch.js's options (`show*`,
 * `templates`, `cssClasses`): what the `pagination()` widget renders into its container and
 * `<search-pagination>` renders inside itself.
 */
import type { TemplateResult } from 'lit/html.js';
import { renderPagination, type PaginationView, type ShownControls } from './render.js';
import {
  paginationClasses,
  templateContent,
  type PaginationClasses,
  type PaginationCssClasses,
  type PaginationItemKind,
  type PaginationStrings,
  type PaginationTemplates,
} from './templates.js';

/** The InstantSearch.js options that shape the markup (the widget's and the element's). */
export interface MarkupOptions extends ShownControls {
  templates?: PaginationTemplates | undefined;
  cssClasses?: PaginationCssClasses | undefined;
}

/**
 * The class names of each `cssClasses` object, built once (not on every render); without
 * `cssClasses`, the cache itself is the key. A new object gives new names; one changed in
 * place keeps its first ones (as a property value, Lit's rule: set a new object).
 */
const classCache = new WeakMap<object, PaginationClasses>();

const classesOf = (extra: PaginationCssClasses | undefined, key: object = extra ?? classCache) =>
  classCache.get(key) || classCache.set(key, paginationClasses(extra)).get(key)!;

/**
 * The `ais-Pagination` markup of a state with InstantSearch.js's options, as both the
 * `pagination()` widget and the element render it.
 */
export const markup = (
  state: PaginationView,
  options: MarkupOptions,
  strings: PaginationStrings,
  go: (page: number, kind: PaginationItemKind) => void,
  format?: (n: number) => string,
): TemplateResult =>
  renderPagination(
    state,
    {
      strings,
      classes: classesOf(options.cssClasses),
      content: templateContent(options.templates),
      format,
      go,
    },
    options,
  );
