/**
 * Runs a widget made by `connectPagination` on this library's store, with no InstantSearch:
 * the store's search state is the helper state, its `nbHits`/`nbPages` are the results, and
 * (by default) the page is kept in the URL as a one-based `?page=N`, with browser history.
 */
import type { Store } from '../store/store.js';
import type {
  PaginationConnectorParams,
  PaginationSearchParameters,
  PaginationUiState,
  PaginationWidget,
} from './connect-pagination.js';
import { pageURL, readPageParam } from './url.js';

export interface StoreConnectionOptions {
  /**
   * Keep the page in the URL (default true): a page in the URL wins when connecting, `refine`
   * pushes a history entry, and back/forward restore the page.
   */
  url?: boolean;
  /** The query parameter that holds the one-based page (default `page`). */
  param?: string;
}

/**
 * Stops the connection: the widget is disposed (its unmount function runs). The store keeps its
 * page, since other elements share it, unless `reset` is true: then the page goes back to 0 as
 * the disposed state says.
 */
export type StoreConnection = (reset?: boolean) => void;

/** A search-parameters object over a page, as the connector expects it. */
const parameters = (page: number | undefined): PaginationSearchParameters => ({
  page,
  setQueryParameter: (_name, value) => parameters(value),
});

/**
 * Initialises `widget` on `store` (its render function runs with `isFirstRender` true, then at
 * once with the store's current results), renders it again on every change of the search
 * state, and returns the function that disconnects it.
 */
export function connectToStore<P extends PaginationConnectorParams>(
  store: Store,
  widget: Pick<PaginationWidget<P>, 'init' | 'render' | 'dispose'>,
  { url = true, param = 'page' }: StoreConnectionOptions = {},
): StoreConnection {
  // The URL holds the one-based page, as the connector's UI state does (page 1 is left out).
  const fromURL = () => Math.max(0, readPageParam(param) - 1);
  let next = 0;
  const helper = {
    setPage(page: number) {
      next = page;
    },
    search() {
      const href = pageURL(next + 1, param);
      if (url && href !== location.href) history.pushState(history.state, '', href);
      store.setSearch({ page: next });
    },
  };
  const options = () => ({
    state: parameters(store.search.page),
    helper,
    results: store.search,
    createURL: (nextState: (uiState: PaginationUiState) => PaginationUiState) =>
      pageURL(nextState({ page: store.search.page + 1 }).page, param),
  });
  const onChange = (event: Event) => {
    if ((event as CustomEvent<{ part: string }>).detail.part === 'search') widget.render(options());
  };
  const onPopState = () => store.setSearch({ page: fromURL() });
  if (url && readPageParam(param)) onPopState();
  widget.init(options());
  widget.render(options());
  store.addEventListener('change', onChange);
  if (url) addEventListener('popstate', onPopState);
  return (reset) => {
    store.removeEventListener('change', onChange);
    removeEventListener('popstate', onPopState);
    const state = widget.dispose({ state: parameters(store.search.page) });
    if (reset) store.setSearch({ page: state.page ?? 0 });
  };
}
