/**
 * Valid bodies of each endpoint and valid events (from the typed builders): the seeds the
 * mutations of `support.ts` start from, so a fuzzed body gets past the first checks.
 */
import fc from 'fast-check';
import {
  clickedObjectIDs,
  clickedObjectIDsAfterSearch,
  viewedFilters,
  purchasedObjectIDs,
  convertedObjectIDs,
  genericEvent,
  filter,
} from '../../../src/insights/index.js';

const text = fc.string({ maxLength: 10 });
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const int = fc.oneof(
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 0),
);

// Usage: the keyed map, or the `statistics` envelope.
const metric = fc.constantFrom('records', 'max_qps', 'region_x', 'search_operations');
const point = fc.record({
  t: fc.integer({ min: 0, max: 2e12 }),
  v: fc.oneof(finite, fc.dictionary(text, finite, { maxKeys: 3 })),
});
export const usageBody = fc.oneof(
  fc.dictionary(metric, fc.array(point, { maxLength: 4 }), { maxKeys: 3 }),
  fc.record({ statistics: fc.array(point, { maxLength: 4 }) }),
);

// Secret keys: a page of keys.
const secretKey = fc.record(
  {
    id: text,
    name: text,
    value: text,
    agentIds: fc.array(text, { maxLength: 3 }),
    isDefault: fc.boolean(),
    createdAt: text,
    updatedAt: text,
    lastUsedAt: fc.option(text),
  },
  { requiredKeys: ['id', 'name', 'value', 'agentIds', 'createdAt', 'updatedAt'] },
);
export const secretKeysBody = fc.record({
  data: fc.array(secretKey, { maxLength: 4 }),
  pagination: fc.record({ limit: int, page: int, totalCount: int, totalPages: int }),
});

// Compositions: injection or multifeed; positions and lengths sometimes out of their ranges.
const params = fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
const searchSource = fc.record({
  search: fc.record({ index: text, params }, { requiredKeys: ['index'] }),
});
const recommendSource = fc.record({
  recommend: fc.record(
    { indexName: text, model: text, threshold: finite },
    { requiredKeys: ['indexName', 'model'] },
  ),
});
const externalSource = fc.record({
  external: fc.record({ index: text, params, ordering: text }, { requiredKeys: ['index'] }),
});
const injectedItem = fc.record(
  {
    key: text,
    source: fc.oneof(searchSource, externalSource, recommendSource),
    position: fc.integer({ min: -5, max: 120 }),
    length: fc.integer({ min: -5, max: 60 }),
    metadata: fc.record({ hits: fc.record({ addItemKey: fc.boolean(), extra: params }) }),
  },
  { requiredKeys: ['key', 'source', 'position', 'length'] },
);
const injection = fc.record(
  {
    main: fc.record({ source: fc.oneof(searchSource, recommendSource) }),
    injectedItems: fc.array(injectedItem, { maxLength: 5 }),
    deduplication: fc.record({ positioning: text }),
  },
  { requiredKeys: ['main'] },
);
export const compositionBody = fc.record(
  {
    objectID: text,
    name: text,
    description: text,
    behavior: fc.oneof(
      fc.record({ injection }),
      fc.record({
        multifeed: fc.record(
          {
            feeds: fc.dictionary(text, fc.record({ injection }), { maxKeys: 3 }),
            feedsOrder: fc.array(text, { maxLength: 3 }),
          },
          { requiredKeys: ['feeds'] },
        ),
      }),
    ),
    sortingStrategy: fc.dictionary(text, text, { maxKeys: 25 }),
  },
  { requiredKeys: ['objectID', 'name', 'behavior'] },
);

export const statusBody = fc.record({ status: fc.integer(), message: text });

// Events, from the builders (which throw on an invalid one: these never do).
const name = fc.stringMatching(/^[\x20-\x7e]{1,64}$/);
const index = fc.string({ minLength: 1, maxLength: 8 });
const objectIDs = fc.array(fc.string({ minLength: 1, maxLength: 8 }), {
  minLength: 1,
  maxLength: 5,
});
const queryID = fc.stringMatching(/^[0-9a-f]{32}$/);
const filters = fc.array(
  fc
    .tuple(fc.stringMatching(/^[^:]{1,6}$/), fc.string({ minLength: 1, maxLength: 6 }))
    .map(([facet, value]) => filter(facet, value)),
  { minLength: 1, maxLength: 4 },
);
const extra = fc.record(
  {
    userToken: fc.stringMatching(/^[\w=/+-]{1,20}$/),
    timestamp: fc.integer({ min: 0, max: 1e9 }).map((ago) => Date.now() - ago),
  },
  { requiredKeys: [] },
);

/** A valid event (no user token unless `extra` gave one: the queue fills it in). */
export const validEvent: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.oneof(
      fc.record({ eventName: name, index, objectIDs }).map((e) => clickedObjectIDs(e)),
      fc.record({ eventName: name, index, objectIDs, queryID }).chain((e) =>
        fc
          .array(fc.integer({ min: 1, max: 1000 }), {
            minLength: e.objectIDs.length,
            maxLength: e.objectIDs.length,
          })
          .map((positions) => clickedObjectIDsAfterSearch({ ...e, positions })),
      ),
      fc.record({ eventName: name, index, filters }).map((e) => viewedFilters(e)),
      fc
        .record({ eventName: name, index, objectIDs, value: finite, currency: fc.constant('EUR') })
        .map((e) => purchasedObjectIDs(e)),
      fc.record({ eventName: name, index, objectIDs }).map((e) => convertedObjectIDs(e)),
      fc.record({ eventName: name }).map((e) => genericEvent(e)),
    ),
    extra,
  )
  .map(([event, more]) => ({ ...event, ...more }) as Record<string, unknown>);
