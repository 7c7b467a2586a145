/**
 * The pagination's light-DOM markup as an HTML string, for the server pass of any framework
 * (Next.js, Nuxt, Angular, Astro, Express…): no DOM, no DOM shim and no `@lit-labs/ssr`.
 *
 * It renders what the element renders on its first update from the same attributes, through the
 * element's own update steps (so the links are InstantSearch.js's markup, with the same classes,
 * labels and `href`s), and writes the lit templates out as HTML with `templateHTML`, a writer of
 * the few template forms the pagination's markup uses.
 *
 * In the browser, an element that finds this markup inside it when it first updates puts its own,
 * identical, in its place in the same task: nothing moves, and a framework that hydrates the page
 * never compares the element's children (React: they are the element's `dangerouslySetInnerHTML`,
 * see `src/react/search-pagination.ts`; Vue and Angular: the element has no children in their
 * templates), so its hydration finds what it rendered.
 */
import { noChange, nothing, type TemplateResult } from 'lit/html.js';
import type { PropertyValues } from './light-element.js';
import { defaultStrings, SearchPagination } from './search-pagination.js';

/** An attribute value: a string or number as it is, `true` present and empty, else absent. */
export type AttributeValue = string | number | boolean | null | undefined;

/** The properties the server may set (the others are attributes, or browser-only). */
export type SearchPaginationServerProperties = Partial<
  Pick<SearchPagination, 'renderState' | 'store' | 'strings' | 'cssClasses'>
>;

/** Options of the server renderers. */
export interface SearchPaginationServerOptions {
  /**
   * The page's URL as the browser will see it (absolute, or a path with its query such as
   * `/search?q=shoes`), from which the links' `href`s are built. Default `/`. (In a browser the
   * links are built from the browser's own URL, which cannot be stood in for.)
   */
  url?: string;
  /** Properties to set (`renderState`, `store`, `strings`, `cssClasses`). */
  properties?: SearchPaginationServerProperties;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` with `& < > " '` escaped, for text content and attribute values. */
const escapeHTML = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** An attribute binding at the end of a tag's text: its prefix, name and opening quote. */
const BINDING = /\s([.?@]?)([^\s"'>=/]+)\s*=\s*(["']?)$/;

/**
 * A lit template as HTML: text and attribute bindings (`name=${v}`; `nothing` removes the
 * attribute), boolean attributes (`?name=${v}`), nested templates, arrays and primitives.
 * Event (`@`) and property (`.`) bindings have no HTML and are left out; directives are not
 * supported (the pagination's markup has none) and throw.
 */
function templateHTML(value: unknown): string {
  if (value === null || value === undefined || value === nothing || value === noChange) return '';
  if (typeof value !== 'object') return escapeHTML(String(value));
  if (Array.isArray(value)) return value.map(templateHTML).join('');
  if (!('_$litType$' in value)) throw new TypeError('templateHTML: unsupported value');
  const { strings, values } = value as TemplateResult;
  let out = '';
  let inTag = false;
  let quote = '';
  strings.forEach((text, i) => {
    if (quote && text.startsWith(quote)) text = text.slice(1);
    quote = '';
    for (const c of text) if (c === '<' || c === '>') inTag = c === '<';
    out += text;
    if (i === values.length) return;
    const bound = values[i];
    if (!inTag) {
      out += templateHTML(bound);
      return;
    }
    const match = BINDING.exec(out);
    if (!match) throw new TypeError(`templateHTML: unsupported binding after "${text}"`);
    const [, prefix, name] = match;
    out = out.slice(0, match.index);
    quote = match[3]!;
    if (prefix === '@' || prefix === '.' || bound === nothing) return;
    if (prefix === '?') out += bound ? ` ${name}` : '';
    else out += ` ${name}="${escapeHTML(String(bound ?? ''))}"`;
  });
  return out;
}

/** A placeholder origin for a page URL given as a path: the links keep only path and query. */
const ORIGIN = 'http://search-ui.invalid';

/**
 * Runs `render` with `location` standing for `url` (made absolute against a placeholder origin,
 * which is then taken out of the result), where `location` can be stood in for: on a server, or
 * under a DOM shim. A browser's own `location` is kept.
 */
export function atURL(url: string, render: () => string): string {
  const scope = globalThis as { location?: unknown };
  const previous = Object.getOwnPropertyDescriptor(scope, 'location');
  if (previous && !previous.configurable) return render();
  Object.defineProperty(scope, 'location', {
    value: new URL(url, `${ORIGIN}/`),
    configurable: true,
    writable: true,
  });
  try {
    return render().replaceAll(ORIGIN, '');
  } finally {
    if (previous) Object.defineProperty(scope, 'location', previous);
    else delete scope.location;
  }
}

/** The element's protected update steps, called here as its first update calls them. */
interface FirstUpdate {
  willUpdate(changed: PropertyValues): void;
  render(): TemplateResult;
}

/** The template of the element's first update (call it inside `atURL`). */
export function firstTemplate(element: SearchPagination): TemplateResult {
  const update = element as unknown as FirstUpdate;
  update.willUpdate(new Map());
  return update.render();
}

/** The attributes the element sets on itself when it connects and updates. */
export function ownAttributes(
  element: SearchPagination,
  has: (name: string) => boolean,
): Record<string, string> {
  const own: Record<string, string> = {};
  if (!has('role')) own['role'] = 'navigation';
  if (!has('aria-label') && !has('aria-labelledby')) {
    own['aria-label'] = { ...defaultStrings, ...element.strings }.label;
  }
  return own;
}

/**
 * A detached instance with these attributes (through the element's own converters) and
 * properties, and the attributes as HTML writes them (`true` empty, `false` and `null` absent).
 */
function serverInstance(
  attributes: Record<string, AttributeValue>,
  properties: SearchPaginationServerProperties,
): [SearchPagination, Map<string, string>] {
  const element = new SearchPagination();
  const present = new Map<string, string>();
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    const text = value === true ? '' : String(value);
    present.set(name.toLowerCase(), text);
    element.attributeChangedCallback(name.toLowerCase(), null, text);
  }
  Object.assign(element, properties);
  return [element, present];
}

/**
 * The light-DOM markup of a `<search-pagination>` with these attributes, as HTML: what goes
 * inside the element in a server's page (`<search-pagination page="2" nb-pages="10">` + this +
 * `</search-pagination>`), e.g. as Vue's `innerHTML` during the server pass, or through the
 * Angular directive of docs/frameworks.md. `paginationHTML({ page: 2, 'nb-pages': 10 },
 * { url: '/search?q=shoes' })`.
 */
export function paginationHTML(
  attributes: Record<string, AttributeValue> = {},
  { url = '/', properties = {} }: SearchPaginationServerOptions = {},
): string {
  const [element] = serverInstance(attributes, properties);
  return atURL(url, () => templateHTML(firstTemplate(element)));
}

/**
 * A `<search-pagination>` as a server renders it: its attributes (these, and the ones it sets
 * on itself: `role`, `aria-label`) and its light-DOM markup (`html`).
 */
export function serverPagination(
  attributes: Record<string, AttributeValue> = {},
  { url = '/', properties = {} }: SearchPaginationServerOptions = {},
): { attributes: Record<string, string>; html: string } {
  const [element, present] = serverInstance(attributes, properties);
  const html = atURL(url, () => templateHTML(firstTemplate(element)));
  return {
    attributes: {
      ...Object.fromEntries(present),
      ...ownAttributes(element, (n) => present.has(n)),
    },
    html,
  };
}

/**
 * The HTML of a `<search-pagination>` with these attributes, the ones it sets on itself
 * (`role`, `aria-label`) and its light-DOM markup, for any server:
 * `renderSearchPagination({ page: 2, 'nb-pages': 10, 'hide-first': true }, { url })`.
 * Attribute values are escaped; `true` is a present boolean attribute, `false` an absent one.
 */
export function renderSearchPagination(
  attributes: Record<string, AttributeValue> = {},
  options: SearchPaginationServerOptions = {},
): string {
  const { attributes: all, html } = serverPagination(attributes, options);
  const attrs = Object.entries(all)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHTML(value)}"`))
    .join('');
  return `<search-pagination${attrs}>${html}</search-pagination>`;
}
