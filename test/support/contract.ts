/**
 * The recorded contract, in a form the tests can run: what the platform's published API
 * descriptions allow in each response body this library reads (see docs/contract.md for the
 * same facts in prose, with where we knowingly differ).
 *
 * These schemas are strict where the descriptions are (`additionalProperties: false`: unknown
 * search parameters, unknown recommend fields) and nowhere else. They are the oracle of the
 * emulator's seed test and of the spec-shaped fuzzing (`test/support/contract-arbitraries.ts`),
 * never shipped: the library itself stays lenient on input.
 */
import * as z from 'zod/mini';

/** The search parameters an injected item's search or external source may carry. */
export const BASE_PARAM_KEYS = [
  'advancedSyntax',
  'advancedSyntaxFeatures',
  'allowTyposOnNumericTokens',
  'alternativesAsExact',
  'attributeCriteriaComputedByMinProximity',
  'attributesToHighlight',
  'attributesToRetrieve',
  'attributesToSnippet',
  'clickAnalytics',
  'disableExactOnAttributes',
  'disableTypoToleranceOnAttributes',
  'distinct',
  'enableABTest',
  'enablePersonalization',
  'enableReRanking',
  'enableRules',
  'exactOnSingleWordQuery',
  'facetFilters',
  'filters',
  'getRankingInfo',
  'highlightPostTag',
  'highlightPreTag',
  'ignorePlurals',
  'minProximity',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'naturalLanguages',
  'numericFilters',
  'optionalFilters',
  'optionalWords',
  'percentileComputation',
  'personalizationImpact',
  'queryLanguages',
  'queryType',
  'removeStopWords',
  'removeWordsIfNoResults',
  'replaceSynonymsInHighlight',
  'responseFields',
  'restrictHighlightAndSnippetArrays',
  'restrictSearchableAttributes',
  'ruleContexts',
  'snippetEllipsisText',
  'synonyms',
  'typoTolerance',
] as const;

/** The parameters only a main source may add (and, with the base ones, all it may carry). */
export const MAIN_ONLY_PARAM_KEYS = [
  'facetingAfterDistinct',
  'facets',
  'hitsPerPage',
  'maxValuesPerFacet',
  'renderingContent',
  'sortFacetValuesBy',
  'sumOrFiltersScores',
] as const;

const params = (keys: readonly string[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, z.optional(z.unknown())])));
const baseParams = params(BASE_PARAM_KEYS);
const mainParams = z.strictObject({
  ...baseParams.def.shape,
  ...params(MAIN_ONLY_PARAM_KEYS).def.shape,
  hitsPerPage: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  maxValuesPerFacet: z.optional(z.int().check(z.lte(1000))),
});

const recommend = (p: z.ZodMiniType) =>
  z.strictObject({
    recommend: z.strictObject({
      indexName: z.string(),
      model: z.literal('trending-items'),
      threshold: z.int().check(z.gte(0), z.lte(100)),
      queryParameters: z.optional(p),
      fallbackParameters: z.optional(p),
    }),
  });
const search = (p: z.ZodMiniType) =>
  z.strictObject({ search: z.strictObject({ index: z.string(), params: z.optional(p) }) });

const injectedItem = z.strictObject({
  key: z.string(),
  source: z.union([
    search(baseParams),
    z.strictObject({
      external: z.strictObject({
        index: z.string(),
        params: z.optional(baseParams),
        ordering: z.optional(z.enum(['default', 'userDefined'])),
      }),
    }),
    recommend(baseParams),
  ]),
  position: z.int().check(z.gte(0), z.lte(99)),
  length: z.int().check(z.gte(0), z.lte(50)),
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

const injection = z.strictObject({
  main: z.strictObject({
    source: z.optional(z.union([search(mainParams), recommend(mainParams)])),
  }),
  injectedItems: z.optional(z.array(injectedItem).check(z.maxLength(3))),
  deduplication: z.optional(
    z.strictObject({ positioning: z.enum(['highest', 'highestInjected']) }),
  ),
});

/** A composition as the published description allows it (`GET /1/compositions/{id}`). */
export const officialComposition = z.strictObject({
  objectID: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  behavior: z.union([
    z.strictObject({ injection }),
    z.strictObject({
      multifeed: z.strictObject({
        feeds: z.record(z.string(), z.strictObject({ injection })),
        feedsOrder: z.optional(z.array(z.string())),
      }),
    }),
  ]),
  sortingStrategy: z.optional(z.record(z.string(), z.string())),
});

const point = z.looseObject({
  t: z.int(),
  v: z.union([z.int(), z.record(z.string(), z.int())]),
});
/**
 * A usage body as the last published usage description gives it (`{statistics: [...]}`), or the
 * keyed map this library also reads (series keyed by metric, as the service answers a list).
 */
export const officialUsage = z.union([
  z.looseObject({ statistics: z.array(point) }),
  z.record(z.string(), z.array(point)),
]);

/** The secret keys page (`GET /agent-studio/1/secret-keys`). */
export const officialSecretKeys = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      value: z.string(),
      agentIds: z.array(z.string()),
      isDefault: z.optional(z.boolean()),
      createdAt: z.string(),
      updatedAt: z.string(),
      lastUsedAt: z.nullable(z.string()),
    }),
  ),
  pagination: z.looseObject({
    limit: z.int(),
    page: z.int(),
    totalCount: z.int(),
    totalPages: z.int(),
  }),
});

/** The first problem of `value` against `schema`, as `path: message`, or `null`. */
export function contractProblem(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
  return `${issue.path.join('.') || '(root)'}: ${issue.message}${keys}`;
}
