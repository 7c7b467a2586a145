/**
 * Seeded generators of bodies the published descriptions allow (the recorded contract:
 * `test/support/contract.ts`, `docs/contract.md`): one per endpoint, and events of every variant.
 * Every value they make passes the contract's schema (the fuzz tests check it), so an element
 * that refuses one refuses a body the real service may send.
 */
import fc from 'fast-check';

const word = fc.string({ minLength: 0, maxLength: 24 });
const name = fc.oneof(
  word,
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom('products', 'Products FR', 'articles_v2', '<b>x</b>', 'עברית', ''),
);
const words = fc.array(word, { maxLength: 4 });

/** A few of the base search parameters, each with a value of its documented type. */
const baseParamValues = {
  filters: word,
  ruleContexts: words,
  attributesToRetrieve: words,
  attributesToHighlight: words,
  optionalFilters: fc.array(fc.oneof(word, words), { maxLength: 3 }),
  facetFilters: fc.array(fc.oneof(word, words), { maxLength: 3 }),
  typoTolerance: fc.oneof(fc.boolean(), fc.constantFrom('min', 'strict')),
  distinct: fc.oneof(fc.boolean(), fc.integer({ min: 0, max: 4 })),
  enableRules: fc.boolean(),
  clickAnalytics: fc.boolean(),
  queryType: fc.constantFrom('prefixLast', 'prefixAll', 'prefixNone'),
  removeWordsIfNoResults: fc.constantFrom('none', 'lastWords', 'firstWords', 'allOptional'),
  minWordSizefor1Typo: fc.integer({ min: 0, max: 10 }),
  personalizationImpact: fc.integer({ min: 0, max: 100 }),
  highlightPreTag: fc.constantFrom('<em>', '<mark>'),
  snippetEllipsisText: fc.constantFrom('…', '...'),
};
const baseParams = fc.record(baseParamValues, { requiredKeys: [] });
const mainParams = fc.record(
  {
    ...baseParamValues,
    hitsPerPage: fc.integer({ min: 1, max: 1000 }),
    maxValuesPerFacet: fc.integer({ min: 0, max: 1000 }),
    facets: fc.array(
      fc.oneof(
        word,
        word.map((w) => `disjunctive(${w})`),
      ),
      { maxLength: 4 },
    ),
    sortFacetValuesBy: fc.constantFrom('count', 'alpha'),
    facetingAfterDistinct: fc.boolean(),
    sumOrFiltersScores: fc.boolean(),
    renderingContent: fc.record(
      {
        redirect: fc.record({ url: fc.webUrl() }),
        facetOrdering: fc.record({ facets: fc.record({ order: words }) }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const search = (params: fc.Arbitrary<object>) =>
  fc.record({ search: fc.record({ index: name, params }, { requiredKeys: ['index'] }) });
const recommend = (params: fc.Arbitrary<object>) =>
  fc.record({
    recommend: fc.record(
      {
        indexName: name,
        model: fc.constant('trending-items'),
        threshold: fc.integer({ min: 0, max: 100 }),
        queryParameters: params,
        fallbackParameters: params,
      },
      { requiredKeys: ['indexName', 'model', 'threshold'] },
    ),
  });
const external = fc.record({
  external: fc.record(
    {
      index: name,
      params: baseParams,
      ordering: fc.constantFrom('default', 'userDefined'),
    },
    { requiredKeys: ['index'] },
  ),
});

const injectedItem = fc.record(
  {
    key: name,
    source: fc.oneof(search(baseParams), external, recommend(baseParams)),
    position: fc.integer({ min: 0, max: 99 }),
    length: fc.integer({ min: 0, max: 50 }),
    metadata: fc.record(
      {
        hits: fc.record(
          {
            addItemKey: fc.boolean(),
            extra: fc.dictionary(word, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['key', 'source', 'position', 'length'] },
);

const injection = fc.record(
  {
    // The description does not require a main source.
    main: fc.record(
      { source: fc.oneof(search(mainParams), recommend(mainParams)) },
      {
        requiredKeys: [],
      },
    ),
    injectedItems: fc.array(injectedItem, { maxLength: 3 }),
    deduplication: fc.record({ positioning: fc.constantFrom('highest', 'highestInjected') }),
  },
  { requiredKeys: ['main'] },
);

const multifeed = fc
  .dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.record({ injection }), {
    minKeys: 1,
    maxKeys: 3,
  })
  .chain((feeds) =>
    fc.record(
      { feeds: fc.constant(feeds), feedsOrder: fc.subarray(Object.keys(feeds)) },
      { requiredKeys: ['feeds'] },
    ),
  );

/** A composition the published description allows. */
export const validComposition = fc.record(
  {
    objectID: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
    name,
    description: name,
    behavior: fc.oneof(fc.record({ injection }), fc.record({ multifeed })),
    sortingStrategy: fc.dictionary(word, name, { maxKeys: 20 }),
  },
  { requiredKeys: ['objectID', 'name', 'behavior'] },
);

const DAY = 86_400_000;
/** Points of one metric over `days` days before `end` (ms), values of the documented types. */
const points = (end: number, perServer: boolean) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { maxLength: 10 })
    .chain((days) =>
      fc.tuple(
        ...days.map((d) =>
          (perServer
            ? fc.dictionary(
                fc.constantFrom('server-1', 'server-2', 'us-east', 'eu-west'),
                fc.integer({ min: 0, max: 1e6 }),
                { minKeys: 1, maxKeys: 3 },
              )
            : fc.integer({ min: 0, max: 2 ** 31 - 1 })
          ).map((v) => ({ t: end - (d + 1) * DAY, v })),
        ),
      ),
    );

/**
 * A usage body for `metrics` (ending at `end`, ms): the published envelope `{statistics}`, or
 * the map keyed by metric (only metrics asked for; some left out, as metrics without data are).
 */
export function validUsage(metrics: readonly string[], end: number): fc.Arbitrary<object> {
  const perServer = (m: string) => /max_qps|used_search_capacity/.test(m);
  return fc.oneof(
    points(end, perServer(metrics[0]!)).map((statistics) => ({ statistics })),
    fc.record(Object.fromEntries(metrics.map((m) => [m, points(end, perServer(m))])), {
      requiredKeys: [],
    }),
  );
}

const date = fc
  .date({
    min: new Date(Date.UTC(2020, 0, 1)),
    max: new Date(Date.UTC(2030, 0, 1)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());

/** A page of secret keys the published description allows. */
export const validSecretKeys = fc
  .record({
    data: fc.array(
      fc.record(
        {
          id: fc.uuid(),
          name,
          value: fc.string({ minLength: 0, maxLength: 64 }),
          agentIds: fc.array(fc.uuid(), { maxLength: 3 }),
          isDefault: fc.boolean(),
          createdAt: date,
          updatedAt: date,
          lastUsedAt: fc.option(date, { nil: null }),
        },
        {
          requiredKeys: ['id', 'name', 'value', 'agentIds', 'createdAt', 'updatedAt', 'lastUsedAt'],
        },
      ),
      { maxLength: 10 },
    ),
    page: fc.integer({ min: 1, max: 50 }),
    limit: fc.integer({ min: 1, max: 100 }),
    totalCount: fc.integer({ min: 0, max: 5000 }),
  })
  .map(({ data, page, limit, totalCount }) => ({
    data,
    pagination: { page, limit, totalCount, totalPages: Math.ceil(totalCount / limit) },
  }));

// Events: every variant, as the insights description allows them, with the one documented rule
// our queue adds (docs/contract.md: a non-empty index). Amounts may come without a currency.
const HEX = '0123456789abcdef';
const searchID = fc.string({ unit: fc.constantFrom(...HEX), minLength: 32, maxLength: 32 });
const queryID = fc.oneof(
  searchID,
  fc
    .string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
      minLength: 1,
      maxLength: 120,
    })
    .map((s) => `message_${s}`),
);
const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_=/+-';
const token = fc.string({ unit: fc.constantFrom(...TOKEN), minLength: 1, maxLength: 128 });
const eventName = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 64,
});
const amount = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
);
const objectDataItem = (withQueryID: boolean) =>
  fc.record(
    {
      price: amount,
      discount: amount,
      quantity: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      ...(withQueryID ? { queryID: searchID } : {}),
    },
    { requiredKeys: [] },
  );
const filter = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 10 }).filter((f) => !f.includes(':')),
    fc.string({ minLength: 1, maxLength: 10 }),
  )
  .map(([facet, value]) => `${facet}:${encodeURIComponent(value)}`);

type Kind = [type: string, subtype?: string];
type Fields = Record<string, unknown>;
const KINDS: Record<string, Kind> = {
  clicked: ['click'],
  converted: ['conversion'],
  viewed: ['view'],
  addedToCart: ['conversion', 'addToCart'],
  purchased: ['conversion', 'purchase'],
};

/** An event the insights description allows (within our documented rules), of any variant. */
export const validInsightsEvent: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    verb: fc.constantFrom(...Object.keys(KINDS), 'generic'),
    filtered: fc.boolean(),
    afterSearch: fc.boolean(),
    n: fc.integer({ min: 1, max: 20 }),
    eventName,
    userToken: token,
    authenticatedUserToken: fc.option(token, { nil: undefined }),
    timestamp: fc.option(fc.integer({ min: Date.now() - 29 * DAY, max: Date.now() }), {
      nil: undefined,
    }),
    agentID: fc.option(fc.string({ minLength: 1, maxLength: 30 }), { nil: undefined }),
  })
  .chain(({ verb, filtered, afterSearch, n, agentID, ...common }): fc.Arbitrary<Fields> => {
    const base = Object.fromEntries(Object.entries(common).filter(([, v]) => v !== undefined));
    if (verb === 'generic') {
      return fc.constant({ ...base, eventType: 'instantsearch', ...(agentID ? { agentID } : {}) });
    }
    const [eventType, eventSubtype] = KINDS[verb]!;
    const list = <T>(item: fc.Arbitrary<T>) => fc.array(item, { minLength: n, maxLength: n });
    const byFilters = filtered && !eventSubtype && verb !== 'purchased';
    const search = afterSearch && verb !== 'viewed' && !byFilters;
    const fields: Record<string, fc.Arbitrary<unknown>> = {
      index: fc.string({ minLength: 1, maxLength: 20 }),
    };
    if (byFilters) fields.filters = list(filter);
    else fields.objectIDs = list(fc.string({ maxLength: 12 }));
    if (search && verb === 'clicked') fields.positions = list(fc.integer({ min: 1, max: 1000 }));
    if (search && verb !== 'purchased') fields.queryID = queryID;
    const optional: Record<string, fc.Arbitrary<unknown>> = {};
    if (eventSubtype) {
      const data = list(objectDataItem(search));
      if (search && verb === 'purchased') fields.objectData = data;
      else optional.objectData = data;
      optional.value = fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.string({ maxLength: 16 }),
      );
      optional.currency = fc.stringMatching(/^[A-Za-z]{3}$/);
    }
    return fc
      .record({ ...fields, ...optional }, { requiredKeys: Object.keys(fields) })
      .map((e) => ({
        ...base,
        eventType,
        ...(eventSubtype ? { eventSubtype } : {}),
        ...e,
        // A purchase after search is told apart by the queryID of an objectData item.
        ...(search && verb === 'purchased'
          ? {
              objectData: (e.objectData as object[]).map((d, i) =>
                i === 0 ? { ...d, queryID: 'a'.repeat(32) } : d,
              ),
            }
          : {}),
      }));
  });

/** One change that makes a valid event invalid by a rule of the description. */
export const eventBreakage = fc.constantFrom<[string, (e: Record<string, unknown>) => void]>(
  ['eventName too long', (e) => (e.eventName = 'x'.repeat(65))],
  ['eventName not ASCII', (e) => (e.eventName = 'clic\u00e9')],
  ['eventType unknown', (e) => (e.eventType = 'tap')],
  ['userToken with a space', (e) => (e.userToken = 'a b')],
  ['userToken too long', (e) => (e.userToken = 'u'.repeat(129))],
  ['timestamp too old', (e) => (e.timestamp = Date.now() - 31 * DAY)],
  ['timestamp not an integer', (e) => (e.timestamp = 1.5)],
  ['eventName missing', (e) => delete e.eventName],
  ['userToken missing', (e) => delete e.userToken],
  [
    'a list empty or too long',
    (e) => {
      if (Array.isArray(e.objectIDs)) e.objectIDs = [];
      else if (Array.isArray(e.filters)) e.filters = Array.from({ length: 21 }, (_, i) => `f:${i}`);
      else e.eventType = 'click';
    },
  ],
  [
    'queryID malformed',
    (e) => {
      if ('queryID' in e) e.queryID = 'message_';
      else e.eventName = '';
    },
  ],
  [
    'a position of 0',
    (e) => {
      if (Array.isArray(e.positions)) e.positions = e.positions.map(() => 0);
      else e.userToken = '';
    },
  ],
  [
    'value too long',
    (e) => {
      if (e.eventSubtype) e.value = '1'.repeat(17);
      else e.eventType = 'Click';
    },
  ],
  [
    'currency of four letters',
    (e) => {
      if (e.eventSubtype) e.currency = 'EURO';
      else e.eventName = 'x'.repeat(70);
    },
  ],
);
