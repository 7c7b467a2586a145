/**
 * A composition (`GET /1/compositions/{objectID}`): a main search source, optional injected
 * items, a deduplication rule and sorting strategies, under an injection or a multifeed
 * behavior.
 *
 * Parsing is lenient (the service is the authority on what it stored): extra fields are kept,
 * recommend and external sources are accepted, and numbers outside the documented ranges
 * still parse. `checkComposition` lists what breaks the documented rules, for anyone who shows
 * or sends a composition.
 */
import * as z from 'zod/mini';

/** Search parameters: many optional settings (see the spec); kept as given. */
export const searchParams = z.record(z.string(), z.unknown());
export type SearchParams = z.infer<typeof searchParams>;

export const searchSource = z.looseObject({
  search: z.looseObject({ index: z.string(), params: z.optional(searchParams) }),
});
export const recommendSource = z.looseObject({
  recommend: z.looseObject({
    indexName: z.string(),
    /** e.g. `trending-items` */
    model: z.string(),
    /** 0–100 */
    threshold: z.optional(z.number()),
  }),
});
export const externalSource = z.looseObject({
  external: z.looseObject({
    index: z.string(),
    params: z.optional(searchParams),
    /** `default` or `userDefined` */
    ordering: z.optional(z.string()),
  }),
});
export type SearchSource = z.infer<typeof searchSource>;
export type RecommendSource = z.infer<typeof recommendSource>;
export type ExternalSource = z.infer<typeof externalSource>;

export const injectedItem = z.looseObject({
  key: z.string(),
  source: z.union([searchSource, externalSource, recommendSource]),
  /** 0–99 */
  position: z.int(),
  /** 0–50 */
  length: z.int(),
  metadata: z.optional(
    z.looseObject({
      hits: z.optional(
        z.looseObject({
          addItemKey: z.optional(z.boolean()),
          extra: z.optional(z.record(z.string(), z.unknown())),
        }),
      ),
    }),
  ),
});
export type InjectedItem = z.infer<typeof injectedItem>;

export const injection = z.looseObject({
  main: z.looseObject({ source: z.union([searchSource, recommendSource]) }),
  injectedItems: z.optional(z.array(injectedItem)),
  /** `positioning`: `highest` or `highestInjected` (the default). */
  deduplication: z.optional(z.looseObject({ positioning: z.string() })),
});
export type Injection = z.infer<typeof injection>;

export const multifeed = z.looseObject({
  feeds: z.record(z.string(), z.looseObject({ injection })),
  /** A subset of the feed ids: only those feeds are used, in this order. */
  feedsOrder: z.optional(z.array(z.string())),
});
export type Multifeed = z.infer<typeof multifeed>;

export const injectionBehavior = z.looseObject({ injection });
export const multifeedBehavior = z.looseObject({ multifeed });
export const behavior = z.union([injectionBehavior, multifeedBehavior]);
export type InjectionBehavior = z.infer<typeof injectionBehavior>;
export type MultifeedBehavior = z.infer<typeof multifeedBehavior>;
export type Behavior = z.infer<typeof behavior>;

export const composition = z.looseObject({
  objectID: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  behavior,
  /** Label sent at runtime (`sortBy`) → the index or replica queried for it. */
  sortingStrategy: z.optional(z.record(z.string(), z.string())),
});
export type Composition = z.infer<typeof composition>;

export const MAX_INJECTED_ITEMS = 3;
export const MAX_SORTING_STRATEGIES = 20;
export const POSITION_RANGE = [0, 99] as const;
export const LENGTH_RANGE = [0, 50] as const;

/** A documented rule a composition breaks: where, which rule, and a sentence. */
export interface CompositionProblem {
  path: (string | number)[];
  rule: 'behavior' | 'injectedItems' | 'sortingStrategy' | 'position' | 'length';
  message: string;
}

function checkInjection(inj: Injection, base: (string | number)[], out: CompositionProblem[]) {
  const items = inj.injectedItems ?? [];
  if (items.length > MAX_INJECTED_ITEMS) {
    out.push({
      path: [...base, 'injectedItems'],
      rule: 'injectedItems',
      message: `At most ${MAX_INJECTED_ITEMS} injected items are allowed (found ${items.length}).`,
    });
  }
  items.forEach((item, i) => {
    for (const [field, [min, max]] of [
      ['position', POSITION_RANGE],
      ['length', LENGTH_RANGE],
    ] as const) {
      const n = item[field];
      if (n < min || n > max) {
        out.push({
          path: [...base, 'injectedItems', i, field],
          rule: field,
          message: `Injected item "${item.key}": ${field} must be between ${min} and ${max} (found ${n}).`,
        });
      }
    }
  });
}

/** Lists what breaks the documented rules of a composition (empty when it follows them). */
export function checkComposition(c: Composition): CompositionProblem[] {
  const out: CompositionProblem[] = [];
  const b = c.behavior as Partial<InjectionBehavior & MultifeedBehavior>;
  if (b.injection && b.multifeed) {
    out.push({
      path: ['behavior'],
      rule: 'behavior',
      message: 'A composition has an injection or a multifeed behavior, never both.',
    });
  }
  if (b.injection) checkInjection(b.injection, ['behavior', 'injection'], out);
  if (b.multifeed) {
    for (const [id, feed] of Object.entries(b.multifeed.feeds)) {
      checkInjection(feed.injection, ['behavior', 'multifeed', 'feeds', id, 'injection'], out);
    }
  }
  const strategies = Object.keys(c.sortingStrategy ?? {}).length;
  if (strategies > MAX_SORTING_STRATEGIES) {
    out.push({
      path: ['sortingStrategy'],
      rule: 'sortingStrategy',
      message: `At most ${MAX_SORTING_STRATEGIES} sorting strategies are allowed (found ${strategies}).`,
    });
  }
  return out;
}
