// InstantSearch.js (a devDependency) loaded from its browser bundle: its ES build imports
// CommonJS packages that a browser cannot load as they are. Typed from its own declarations.
import 'instantsearch.js/dist/instantsearch.production.min.js';
import type InstantSearchModule from 'instantsearch.js/es/index.js';
import type * as Widgets from 'instantsearch.js/es/widgets/index.js';
import type * as Connectors from 'instantsearch.js/es/connectors/index.js';

type Bundle = typeof InstantSearchModule & {
  widgets: typeof Widgets;
  connectors: typeof Connectors;
};

export const instantsearch = (globalThis as unknown as { instantsearch: Bundle }).instantsearch;
export const aisPagination = instantsearch.widgets.pagination;
export const aisConnectPagination = instantsearch.connectors.connectPagination;

/** What the in-memory search client answers: the page comes from the request. */
export interface FakeResults {
  nbHits: number;
  nbPages: number;
  hitsPerPage?: number;
}

/** A search client answering from memory, recording each request's page. */
export function memoryClient(initial: FakeResults) {
  const data: FakeResults = { ...initial };
  const pages: number[] = [];
  const client = {
    search(requests: readonly { indexName: string; params?: { page?: number; query?: string } }[]) {
      return Promise.resolve({
        results: requests.map(({ indexName, params = {} }) => {
          pages.push(params.page ?? 0);
          return {
            index: indexName,
            hits: [],
            nbHits: data.nbHits,
            nbPages: data.nbPages,
            page: params.page ?? 0,
            hitsPerPage: data.hitsPerPage ?? 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query: params.query ?? '',
            params: '',
          };
        }),
      });
    },
  };
  return { client, data, pages };
}

/** Lets searches resolve, InstantSearch render and custom elements update. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all(
    [...document.querySelectorAll('search-pagination')].map((el) => el.updateComplete),
  );
}

/**
 * The markup of an element as a comparable string: comments dropped, adjacent text merged,
 * attributes sorted by name, text kept exactly.
 */
export function normalise(root: Element, options: { dropHref?: boolean } = {}): string {
  const clone = root.cloneNode(true) as Element;
  const walker = document.createTreeWalker(clone, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode!.removeChild(comment);
  clone.normalize();
  const serialise = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    const element = node as Element;
    const attributes = [...element.attributes]
      .filter((a) => !(options.dropHref && a.name === 'href'))
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
      .sort()
      .join(' ');
    const children = [...element.childNodes].map(serialise).join('');
    return `<${element.localName}${attributes ? ' ' + attributes : ''}>${children}</${element.localName}>`;
  };
  return serialise(clone);
}
