import { toInteger } from '../internal/numbers.js';
import { presence, type LightPropertyDeclaration } from './light-element.js';

/** A non-negative integer attribute (`toInteger`: no `NaN`, no `Infinity`), else `fallback`. */
const count =
  (fallback?: number) =>
  (value: string | null): number | undefined =>
    toInteger(value, fallback!, 0);
/** An optional non-negative integer attribute: absent or invalid gives `undefined`. */
const optional = count();
const flag: LightPropertyDeclaration = { converter: presence };
const property: LightPropertyDeclaration = { attribute: false };

/**
 * The reactive properties of `<search-pagination>` and how their attributes (dash-case) convert.
 * A module of its own, not a literal in the class: the manifest takes the attributes from the
 * `@attr` tags of the class and its fields, which say their real names and types (the
 * analyzer's Lit plugin would read a literal as Lit's declarations: camelCase attributes).
 */
export const properties: Record<string, LightPropertyDeclaration> = {
  hideFirst: flag,
  hidePrevious: flag,
  hideNext: flag,
  hideLast: flag,
  padding: { converter: count(3) },
  totalPages: { converter: optional },
  scrollTarget: { converter: (value) => (value === 'false' ? false : value || true) },
  scrollBehavior: {},
  scrollOffset: { converter: (value) => toInteger(value, 0) },
  focusTarget: {},
  formatNumbers: flag,
  page: { converter: count(0) },
  nbPages: { converter: count(0) },
  nbHits: { converter: count(0) },
  hitsPerPage: { converter: optional },
  noUrlSync: flag,
  urlParam: {},
  templates: property,
  cssClasses: property,
  strings: property,
  store: property,
  renderState: property,
};
