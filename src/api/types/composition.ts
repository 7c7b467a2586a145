/**
 * The types of a composition (`GET /1/compositions/{objectID}`), in plain TypeScript: what the
 * public declarations name, so an app's type check needs no zod. The specification is the zod
 * schema of `../schemas/composition.ts`; `../schemas/types.unit.test.ts` proves each type here
 * the very type that schema infers. Objects are open (the service may add fields).
 */

/** Search parameters: many optional settings (see the spec); kept as given. */
export type SearchParams = Record<string, unknown>;

export interface SearchSource {
  [key: string]: unknown;
  search: { [key: string]: unknown; index: string; params?: SearchParams | undefined };
}
export interface RecommendSource {
  [key: string]: unknown;
  recommend: {
    [key: string]: unknown;
    indexName: string;
    /** e.g. `trending-items` */
    model: string;
    /** 0–100 */
    threshold?: number | undefined;
  };
}
export interface ExternalSource {
  [key: string]: unknown;
  external: {
    [key: string]: unknown;
    index: string;
    params?: SearchParams | undefined;
    /** `default` or `userDefined` */
    ordering?: string | undefined;
  };
}

export interface InjectedItem {
  [key: string]: unknown;
  key: string;
  source: SearchSource | ExternalSource | RecommendSource;
  /** 0–99 */
  position: number;
  /** 0–50 */
  length: number;
  metadata?:
    | {
        [key: string]: unknown;
        hits?:
          | {
              [key: string]: unknown;
              addItemKey?: boolean | undefined;
              extra?: Record<string, unknown> | undefined;
            }
          | undefined;
      }
    | undefined;
}

export interface Injection {
  [key: string]: unknown;
  /** `source` may be absent: the published description does not require it. */
  main: { [key: string]: unknown; source?: SearchSource | RecommendSource | undefined };
  injectedItems?: InjectedItem[] | undefined;
  /** `positioning`: `highest` or `highestInjected` (the default). */
  deduplication?: { [key: string]: unknown; positioning: string } | undefined;
}

export interface Multifeed {
  [key: string]: unknown;
  feeds: Record<string, { [key: string]: unknown; injection: Injection }>;
  /** A subset of the feed ids: only those feeds are used, in this order. */
  feedsOrder?: string[] | undefined;
}

export interface InjectionBehavior {
  [key: string]: unknown;
  injection: Injection;
}
export interface MultifeedBehavior {
  [key: string]: unknown;
  multifeed: Multifeed;
}
export type Behavior = InjectionBehavior | MultifeedBehavior;

export interface Composition {
  [key: string]: unknown;
  objectID: string;
  name: string;
  description?: string | undefined;
  behavior: Behavior;
  /** Label sent at runtime (`sortBy`) → the index or replica queried for it. */
  sortingStrategy?: Record<string, string> | undefined;
}
