/**
 * Server rendering of `<search-pagination>` (a server-only module: it imports `@lit-labs/ssr`).
 *
 * The three shadow-DOM elements render with Lit's own `LitElementRenderer` into declarative
 * shadow DOM. `<search-pagination>` renders its `ais-Pagination` markup in its light DOM and is
 * not a `LitElement`, so this module renders that markup on the server, in two ways:
 *
 * - `renderSearchPagination(attributes)`: the HTML of the whole element, a string, for any
 *   server (Next.js, Nuxt, Astro, Express…), with or without a DOM shim, and `paginationHTML`,
 *   the markup inside it (both from `./html.ts`, without `@lit-labs/ssr`: the element's entry,
 *   `@search-ui/elements/pagination`, exports `paginationHTML` too, for servers that do not
 *   install it);
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
import { ElementRenderer, LitElementRenderer, type RenderInfo } from '@lit-labs/ssr';
import { collectResultSync, type ThunkedRenderResult } from '@lit-labs/ssr/lib/render-result.js';
import type { ElementRendererConstructor } from '@lit-labs/ssr/lib/element-renderer.js';
import { renderValue } from '@lit-labs/ssr/lib/render-value.js';
import { atURL, firstTemplate, ownAttributes } from './html.js';
import { SearchPagination } from './search-pagination.js';

export {
  paginationHTML,
  renderSearchPagination,
  type AttributeValue,
  type SearchPaginationServerOptions,
  type SearchPaginationServerProperties,
} from './html.js';

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
    const element = this.element;
    return [atURL(url, () => collectResultSync(renderValue(firstTemplate(element), renderInfo)))];
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
