/**
 * A composition (`GET /1/compositions/{objectID}`): a main search source, optional injected
 * items, a deduplication rule and sorting strategies, under an injection or a multifeed
 * behavior.
 *
 * Parsing is lenient (the service is the authority on what it stored): extra fields are kept,
 * recommend and external sources are accepted, and numbers outside the documented ranges
 * still parse. `checkComposition` (`../rules/composition-problems.ts`) lists what breaks the
 * documented rules (declared once, in `../rules/composition.ts`), for anyone who shows or sends
 * a composition.
 */
import * as z from 'zod/mini';

// The type this schema infers, in plain TypeScript (proven the same by types.unit.test.ts), for
// the emulator and the tests that read it beside the schema.
export type { Composition } from '../types/composition.js';

/** Search parameters: many optional settings (see the spec); kept as given. */
const searchParams = z.record(z.string(), z.unknown());

const searchSource = z.looseObject({
  search: z.looseObject({ index: z.string(), params: z.optional(searchParams) }),
});
const recommendSource = z.looseObject({
  recommend: z.looseObject({
    indexName: z.string(),
    /** e.g. `trending-items` */
    model: z.string(),
    /** 0–100 */
    threshold: z.optional(z.number()),
  }),
});
const externalSource = z.looseObject({
  external: z.looseObject({
    index: z.string(),
    params: z.optional(searchParams),
    /** `default` or `userDefined` */
    ordering: z.optional(z.string()),
  }),
});

const injectedItem = z.looseObject({
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

const injection = z.looseObject({
  /** `source` may be absent: the published description does not require it. */
  main: z.looseObject({ source: z.optional(z.union([searchSource, recommendSource])) }),
  injectedItems: z.optional(z.array(injectedItem)),
  /** `positioning`: `highest` or `highestInjected` (the default). */
  deduplication: z.optional(z.looseObject({ positioning: z.string() })),
});

const multifeed = z.looseObject({
  feeds: z.record(z.string(), z.looseObject({ injection })),
  /** A subset of the feed ids: only those feeds are used, in this order. */
  feedsOrder: z.optional(z.array(z.string())),
});

const injectionBehavior = z.looseObject({ injection });
const multifeedBehavior = z.looseObject({ multifeed });
const behavior = z.union([injectionBehavior, multifeedBehavior]);

export const composition = z.looseObject({
  objectID: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  behavior,
  /** Label sent at runtime (`sortBy`) → the index or replica queried for it. */
  sortingStrategy: z.optional(z.record(z.string(), z.string())),
});
