/**
 * Server rendering of `<search-pagination>` (a server-only module: it imports `@lit-labs/ssr`).
 *
 * The three shadow-DOM elements render with Lit's own `LitElementRenderer` into declarative
 * shadow DOM. `<search-pagination>` renders its `ais-Pagination` markup in its light DOM and is
 * not a `LitElement`, so this module renders that markup on the server, in two ways:
 *
 * - `renderSearchPagination(attributes)`: the HTML of the whole element, a string, for any
 *   server (Next.js, Nuxt, Astro, Express…), with or without a DOM shim;
 * - `paginationRenderers(url)` (Lit's renderer and `SearchPaginationRenderer`): an `ElementRenderer`
 *   for Lit's `render()`, which renders the markup where the template asks for the element's
 *   light DOM with Lit's `renderLight()` directive:
 *   `html\`<search-pagination page="2" nb-pages="10">${renderLight()}</search-pagination>\``.
 *
 * What renders is what the element renders on its first update from the same attributes: the
 * links of the current page (`page`, `nb-pages`, `nb-hits`…), `role="navigation"` and its
 * `aria-label`. A store or a render state can be given as properties (`renderState`,
 * `strings`, `cssClasses`); `templates` render in the browser only (they may be page-author
 * HTML, parsed by the browser). In the browser the element replaces the server's markup with
 * its own on its first update, in the same task (no flash, no duplicate list), and from then
 * on behaves as usual.
 *
 * The look (`paginationCSS`) is adopted by the element in the browser; to style the server
 * markup before the scripts run, put `paginationCSS` (or a theme) in the page's stylesheet.
 */
import { ElementRenderer, LitElementRenderer, render, type RenderInfo } from '@lit-labs/ssr';
import { collectResultSync, type ThunkedRenderResult } from '@lit-labs/ssr/lib/render-result.js';
import type { ElementRendererConstructor } from '@lit-labs/ssr/lib/element-renderer.js';
import { renderValue } from '@lit-labs/ssr/lib/render-value.js';
import { escapeHtml } from '@lit-labs/ssr/lib/util/escape-html.js';
import type { TemplateResult } from 'lit/html.js';
import type { PropertyValues } from './light-element.js';
import { defaultStrings, SearchPagination } from './search-pagination.js';

/** The element's protected update steps, called here as its first update calls them. */
interface FirstUpdate {
  willUpdate(changed: PropertyValues): void;
  render(): TemplateResult;
}

/** The properties the server may set (the others are attributes, or browser-only). */
export type SearchPaginationServerProperties = Partial<
  Pick<SearchPagination, 'renderState' | 'store' | 'strings' | 'cssClasses'>
>;

/** An attribute value: a string or number as it is, `true` present and empty, else absent. */
export type AttributeValue = string | number | boolean | null | undefined;

/** A placeholder origin for a page URL given as a path: the links keep only path and query. */
const ORIGIN = 'http://search-ui.invalid';

/**
 * The light-DOM markup of the element's first update, as HTML. The links' `href`s are built
 * from `url` (the page's URL as the browser will see it: absolute, or a path such as
 * `/search?q=shoes`, the default `/`), which stands in for `location` during the call.
 */
function firstRender(element: SearchPagination, url: string, renderInfo?: RenderInfo): string {
  const update = element as unknown as FirstUpdate;
  const scope = globalThis as { location?: unknown };
  const previous = Object.getOwnPropertyDescriptor(scope, 'location');
  Object.defineProperty(scope, 'location', {
    value: new URL(url, `${ORIGIN}/`),
    configurable: true,
    writable: true,
  });
  try {
    update.willUpdate(new Map());
    const template = update.render();
    const result = renderInfo ? renderValue(template, renderInfo) : render(template);
    return collectResultSync(result).replaceAll(ORIGIN, '');
  } finally {
    if (previous) Object.defineProperty(scope, 'location', previous);
    else delete scope.location;
  }
}

/** The attributes the element sets on itself when it connects and updates. */
function ownAttributes(
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

/** A server-side instance with these attributes (through the element's own converters). */
function create(
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

/** Options of the server renderers. */
export interface SearchPaginationServerOptions {
  /**
   * The page's URL as the browser will see it (absolute, or a path with its query such as
   * `/search?q=shoes`), from which the links' `href`s are built. Default `/`.
   */
  url?: string;
  /** Properties to set (`renderState`, `store`, `strings`, `cssClasses`). */
  properties?: SearchPaginationServerProperties;
}

/**
 * The HTML of a `<search-pagination>` with these attributes and its light-DOM markup, for any
 * server: `renderSearchPagination({ page: 2, 'nb-pages': 10, 'hide-first': true })`.
 * Attribute values are escaped; `true` is a present boolean attribute, `false` an absent one.
 */
export function renderSearchPagination(
  attributes: Record<string, AttributeValue> = {},
  { url = '/', properties = {} }: SearchPaginationServerOptions = {},
): string {
  const [element, present] = create(attributes, properties);
  const markup = firstRender(element, url);
  for (const [name, value] of Object.entries(ownAttributes(element, (n) => present.has(n)))) {
    present.set(name, value);
  }
  const attrs = [...present]
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return `<search-pagination${attrs}>${markup}</search-pagination>`;
}

/**
 * Renders `<search-pagination>` in Lit's server renderer: its attributes, the ones it sets on
 * itself, and (where the template has `${renderLight()}` inside it) its light-DOM markup.
 *
 * `render(template, { elementRenderers: paginationRenderers(request.url) })` (its links are
 * built from the page's URL), or `[LitElementRenderer, SearchPaginationRenderer]` (from `/`).
 */
export class SearchPaginationRenderer extends ElementRenderer {
  static override matchesClass(ctor: typeof HTMLElement): boolean {
    return ctor === SearchPagination || ctor.prototype instanceof SearchPagination;
  }

  /** The page's URL (see `SearchPaginationServerOptions.url`); `paginationRenderers(url)` sets it. */
  static url = '/';

  declare element: SearchPagination;

  constructor(tagName: string) {
    super(tagName);
    this.element = new (customElements.get(tagName) as unknown as new () => SearchPagination)();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    this.element.attributeChangedCallback(name, old, value);
  }

  /** Before the attributes are written: the attributes the element sets on itself. */
  override connectedCallback(): void {
    const element = this.element;
    for (const [name, value] of Object.entries(
      ownAttributes(element, (n) => element.hasAttribute(n)),
    )) {
      element.setAttribute(name, value);
    }
  }

  override renderLight(renderInfo: RenderInfo): ThunkedRenderResult {
    const { url } = this.constructor as typeof SearchPaginationRenderer;
    return [firstRender(this.element, url, renderInfo)];
  }
}

/**
 * The element renderers for Lit's `render()`: Lit's for `LitElement`s, and one for
 * `<search-pagination>` whose links are built from `url` (the page's URL, default `/`):
 * `render(template, { elementRenderers: paginationRenderers(request.url) })`.
 */
export function paginationRenderers(url = '/'): ElementRendererConstructor[] {
  return [
    LitElementRenderer,
    class extends SearchPaginationRenderer {
      static override url = url;
    },
  ];
}
