/**
 * `connectPagination`: the pagination logic without any rendering, compatible with the
 * InstantSearch.js widget lifecycle (add the widget it makes to `search.addWidgets`) and with
 * this library's store (see `connectToStore`). It imports no rendering library.
 */
import { toInteger } from '../internal/numbers.js';
import { paginate } from './paginator.js';

/** The options of a pagination widget made by the connector. */
export interface PaginationConnectorParams {
  /** The most pages to offer: caps `nbPages`, the last page and `isLastPage` (not `refine`). */
  totalPages?: number;
  /** Pages shown on each side of the current one (default 3, at most 50). */
  padding?: number;
}

/** What the render function receives, before the first results (`init`) and after each. */
export interface PaginationRenderState<
  P extends PaginationConnectorParams = PaginationConnectorParams,
> {
  /** Zero-based pages of the window around the current page (`[]` before the first results). */
  pages: number[];
  /** The zero-based current page, from the current state (it moves at once on refine). */
  currentRefinement: number;
  /** Hits of the last results (may be approximate). */
  nbHits: number;
  /** Pages of the last results, capped by `totalPages`. */
  nbPages: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  /** More than one page to browse. */
  canRefine: boolean;
  /** Goes to a zero-based page and searches. The same function on every render. */
  refine: (page: number) => void;
  /** The URL of a zero-based page. */
  createURL: (page: number) => string;
  /** The options the widget was made with. */
  widgetParams: P;
}

/** A UI state of one index, as routing stores it: `page` is one-based. */
export interface PaginationUiState {
  page?: number;
  [key: string]: unknown;
}

/** The part of the search parameters the connector reads and writes. */
export interface PaginationSearchParameters {
  page?: number | undefined;
  setQueryParameter(parameter: 'page', value: number | undefined): PaginationSearchParameters;
}

/** The part of a search helper the connector drives. */
export interface PaginationHelper {
  setPage(page: number): unknown;
  search(): unknown;
}

/** What `init`, `render` and `getWidgetRenderState` receive. */
export interface PaginationWidgetOptions {
  state: PaginationSearchParameters;
  helper: PaginationHelper;
  results?: { nbHits?: number; nbPages?: number } | null | undefined;
  createURL: (next: (uiState: PaginationUiState) => PaginationUiState) => string;
  instantSearchInstance?: unknown;
}

export interface PaginationWidget<P extends PaginationConnectorParams = PaginationConnectorParams> {
  $$type: 'ais.pagination';
  init(options: PaginationWidgetOptions): void;
  render(options: PaginationWidgetOptions): void;
  dispose<S extends PaginationSearchParameters>(options: { state: S }): S;
  getWidgetUiState<U extends PaginationUiState>(
    uiState: U,
    options: { searchParameters: PaginationSearchParameters },
  ): U;
  getWidgetSearchParameters<S extends PaginationSearchParameters>(
    searchParameters: S,
    options: { uiState: PaginationUiState },
  ): S;
  getWidgetRenderState(options: PaginationWidgetOptions): PaginationRenderState<P>;
  getRenderState<R extends object>(
    renderState: R,
    options: PaginationWidgetOptions,
  ): R & { pagination: PaginationRenderState<P> };
}

export type PaginationRenderer<P extends PaginationConnectorParams = PaginationConnectorParams> = (
  options: PaginationRenderState<P> & { instantSearchInstance: unknown },
  isFirstRender: boolean,
) => void;

/** What the store and the element run: a widget's render lifecycle, without InstantSearch's routing. */
export type PaginationCore<P extends PaginationConnectorParams = PaginationConnectorParams> = Pick<
  PaginationWidget<P>,
  'init' | 'render' | 'dispose' | 'getWidgetRenderState'
>;

/**
 * The widget's render lifecycle (`init`, `render`, `dispose`, `getWidgetRenderState`): what
 * `<search-pagination>` and `connectToStore` use. `connectPagination` adds InstantSearch's
 * routing and render-state methods to it; the element's page does not carry them.
 */
export function paginationCore<P extends PaginationConnectorParams = PaginationConnectorParams>(
  renderFn: PaginationRenderer<P>,
  unmountFn?: () => void,
): (widgetParams?: P) => PaginationCore<P> {
  return (widgetParams = {} as P) => {
    // Numbers are checked once (finite, whole, in range): never a "NaN" or "Infinity" page.
    const cap = toInteger(widgetParams.totalPages, Number.MAX_SAFE_INTEGER, 0);
    const padding = toInteger(widgetParams.padding, 3, 0, 50);
    let refine: ((page: number) => void) | undefined;
    let createURL: ((page: number) => string) | undefined;
    const run = (options: PaginationWidgetOptions, first: boolean) =>
      renderFn(
        {
          ...widget.getWidgetRenderState(options),
          instantSearchInstance: options.instantSearchInstance,
        },
        first,
      );
    const widget: PaginationCore<P> = {
      init: (options) => run(options, true),
      render: (options) => run(options, false),
      dispose({ state }) {
        unmountFn?.();
        return state.setQueryParameter('page', undefined) as typeof state;
      },
      getWidgetRenderState({ results, helper, state, createURL: url }) {
        refine ??= (page) => {
          if (!(page >= 0)) {
            throw new RangeError(`pagination refine(page): a zero-based page, got ${page}.`);
          }
          helper.setPage(page);
          helper.search();
        };
        createURL ??= (page) => url((uiState) => ({ ...uiState, page: page + 1 }));
        const page = toInteger(state.page, 0, 0);
        const nbPages = toInteger(results?.nbPages, 0, 0, cap);
        const w = paginate(page, nbPages, padding);
        return {
          ...w,
          pages: results ? w.pages : [],
          currentRefinement: page,
          nbHits: toInteger(results?.nbHits, 0, 0),
          nbPages,
          canRefine: nbPages > 1,
          refine,
          createURL,
          widgetParams,
        };
      },
    };
    return widget;
  };
}

/**
 * Makes a widget factory: `connectPagination(render, unmount?)(params)` is a widget whose
 * `render` is called with `isFirstRender` true on `init` and false on each `render`, and whose
 * `unmount` is called on `dispose`.
 */
export function connectPagination<P extends PaginationConnectorParams = PaginationConnectorParams>(
  renderFn: PaginationRenderer<P>,
  unmountFn?: () => void,
): (widgetParams?: P) => PaginationWidget<P> {
  if (typeof renderFn !== 'function') {
    throw new Error('connectPagination: the render function is required.');
  }
  const core = paginationCore(renderFn, unmountFn);
  return (widgetParams) => {
    const widget: PaginationWidget<P> = {
      ...core(widgetParams),
      $$type: 'ais.pagination',
      getWidgetUiState: (uiState, { searchParameters }) =>
        searchParameters.page ? { ...uiState, page: searchParameters.page + 1 } : uiState,
      getWidgetSearchParameters: (searchParameters, { uiState }) =>
        searchParameters.setQueryParameter(
          'page',
          toInteger(uiState.page, 1, 1) - 1,
        ) as typeof searchParameters,
      getRenderState: (renderState, options) => ({
        ...renderState,
        pagination: widget.getWidgetRenderState(options),
      }),
    };
    return widget;
  };
}
