/**
 * The seeded compositions. Each covers one case the elements must handle; the README lists the
 * ids. `feature-disabled` is not a composition: asking for it answers 402 (feature not enabled).
 */
import {
  LENGTH_RANGE,
  MAX_INJECTED_ITEMS,
  MAX_SORTING_STRATEGIES,
  POSITION_RANGE,
} from '../../../src/api/rules/composition.js';
import type { Composition } from '../../../src/api/schemas/composition.js';

/** Asking for this id answers 402, as an application without the compositions feature would. */
export const FEATURE_DISABLED_ID = 'feature-disabled';

/** A valid objectID: 1 to 100 characters among letters, digits, `_`, `-`, `.` and `~`. */
export const OBJECT_ID_PATTERN = /^[A-Za-z0-9_.~-]{1,100}$/;

const SORT_LABELS = [
  ['relevance', 'products'],
  ['price-asc', 'products_price_asc'],
  ['price-desc', 'products_price_desc'],
  ['newest', 'products_created_desc'],
  ['oldest', 'products_created_asc'],
  ['rating', 'products_rating_desc'],
  ['reviews', 'products_reviews_desc'],
  ['popularity', 'products_popularity_desc'],
  ['bestsellers', 'products_sales_desc'],
  ['discount', 'products_discount_desc'],
  ['name-asc', 'products_name_asc'],
  ['name-desc', 'products_name_desc'],
  ['brand-asc', 'products_brand_asc'],
  ['stock', 'products_stock_desc'],
  ['margin', 'products_margin_desc'],
  ['trending', 'products_trending_desc'],
  ['weight-asc', 'products_weight_asc'],
  ['delivery', 'products_delivery_asc'],
  ['eco-score', 'products_eco_desc'],
  ['editor-picks', 'products_editorial_desc'],
  ['clearance', 'products_clearance_desc'],
] as const;

/** The first `count` sorting strategies (label → replica). */
function sortingStrategies(count: number): Record<string, string> {
  return Object.fromEntries(SORT_LABELS.slice(0, count));
}

const promoItem = {
  key: 'spring-promo',
  source: {
    search: { index: 'products', params: { filters: 'onSale:true', ruleContexts: ['promo'] } },
  },
  position: 2,
  length: 3,
  metadata: { hits: { addItemKey: true, extra: { badge: 'Promoted', campaign: 'spring-2025' } } },
};

const externalItem = {
  key: 'sponsored-partners',
  source: {
    external: {
      index: 'products',
      params: { filters: 'sponsored:true', ruleContexts: ['sponsored'] },
      ordering: 'userDefined',
    },
  },
  position: 0,
  length: 2,
  metadata: { hits: { addItemKey: true, extra: { sponsored: true, disclosure: 'Sponsored' } } },
};

const trendingItem = {
  key: 'trending-now',
  source: {
    recommend: {
      indexName: 'products',
      model: 'trending-items',
      threshold: 60,
      queryParameters: { filters: 'inStock:true' },
    },
  },
  position: 10,
  length: 5,
  metadata: { hits: { addItemKey: false, extra: { heading: 'Trending now' } } },
};

const guideItem = {
  key: 'buying-guides',
  source: {
    search: {
      index: 'articles',
      params: { filters: 'type:guide', attributesToRetrieve: ['title', 'url'] },
    },
  },
  position: 6,
  length: 1,
};

const mainProducts = { source: { search: { index: 'products', params: { hitsPerPage: 20 } } } };

const richParams = {
  hitsPerPage: 24,
  maxValuesPerFacet: 50,
  facetingAfterDistinct: true,
  sumOrFiltersScores: false,
  sortFacetValuesBy: 'count',
  facets: ['brand', 'disjunctive(category)', 'disjunctive(color)', 'price', 'rating'],
  attributesToSnippet: ['body:20', 'description:12'],
  attributesToHighlight: ['name', 'brand'],
  attributesToRetrieve: ['name', 'brand', 'price', 'image', 'url'],
  restrictSearchableAttributes: ['name', 'brand', 'description'],
  responseFields: ['hits', 'nbHits', 'nbPages', 'page', 'facets', 'renderingContent'],
  advancedSyntax: true,
  advancedSyntaxFeatures: ['exactPhrase', 'excludeWords'],
  alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
  allowTyposOnNumericTokens: false,
  attributeCriteriaComputedByMinProximity: true,
  clickAnalytics: true,
  enableABTest: true,
  enablePersonalization: true,
  personalizationImpact: 60,
  enableReRanking: true,
  enableRules: true,
  getRankingInfo: false,
  percentileComputation: true,
  replaceSynonymsInHighlight: false,
  restrictHighlightAndSnippetArrays: true,
  synonyms: true,
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  minProximity: 2,
  distinct: 1,
  disableExactOnAttributes: ['sku'],
  disableTypoToleranceOnAttributes: ['sku', 'ean'],
  ignorePlurals: ['en', 'fr'],
  removeStopWords: ['en'],
  naturalLanguages: ['en'],
  queryLanguages: ['en', 'fr'],
  ruleContexts: ['storefront', 'desktop'],
  optionalFilters: ['brand:Acme<score=2>', 'inStock:true'],
  facetFilters: [['brand:Acme', 'brand:Globex'], 'inStock:true'],
  numericFilters: ['price >= 10', ['rating >= 4', 'rating = 5']],
  filters: 'price < 500 AND NOT discontinued:true',
  exactOnSingleWordQuery: 'attribute',
  queryType: 'prefixLast',
  removeWordsIfNoResults: 'firstWords',
  optionalWords: 'cheap affordable',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  renderingContent: {
    facetOrdering: {
      facets: { order: ['brand', 'category', 'color', 'price'] },
      values: {
        brand: { order: ['Acme', 'Globex', 'Initech'], sortRemainingBy: 'count' },
        color: { order: ['black', 'white'], sortRemainingBy: 'alpha', hide: ['beige'] },
      },
    },
    redirect: { url: 'https://shop.example.com/sale' },
    widgets: {
      banners: [
        {
          image: {
            title: 'Spring sale: up to 40% off',
            urls: [{ url: 'https://images.example.com/banners/spring-sale.jpg' }],
          },
          link: { url: 'https://shop.example.com/spring-sale' },
        },
        {
          image: {
            title: 'Free delivery over 50 €',
            urls: [
              { url: 'https://images.example.com/banners/delivery.webp' },
              { url: 'https://images.example.com/banners/delivery@2x.webp' },
            ],
          },
          link: { url: 'https://shop.example.com/delivery' },
        },
      ],
    },
  },
};

const HOSTILE_LONG = `A very long description that never stops ${'and keeps adding words to test wrapping '.repeat(12).trim()}.`;

const compositions: Composition[] = [
  {
    objectID: 'minimal',
    name: 'Minimal',
    behavior: { injection: { main: { source: { search: { index: 'products' } } } } },
  },
  {
    objectID: 'injection-none',
    name: 'Products only',
    description: 'The products index, with no injected items.',
    behavior: { injection: { main: mainProducts, injectedItems: [] } },
    sortingStrategy: sortingStrategies(3),
  },
  {
    objectID: 'injection-one',
    name: 'Products with a promoted slot',
    description: 'One injected item: three promoted products at position 2.',
    behavior: { injection: { main: mainProducts, injectedItems: [promoItem] } },
  },
  {
    objectID: 'injection-two',
    name: 'Products with promotions and guides',
    description: 'Two injected items from two indices.',
    behavior: {
      injection: {
        main: mainProducts,
        injectedItems: [promoItem, guideItem],
        deduplication: { positioning: 'highestInjected' },
      },
    },
    sortingStrategy: sortingStrategies(5),
  },
  {
    objectID: 'injection-three',
    name: 'Products with sponsored, promoted and trending items',
    description:
      'Three injected items: an external source, a search source and a recommend source.',
    behavior: {
      injection: {
        main: mainProducts,
        injectedItems: [externalItem, promoItem, trendingItem],
        deduplication: { positioning: 'highest' },
      },
    },
    sortingStrategy: sortingStrategies(4),
  },
  {
    objectID: 'dedup-highest',
    name: 'Deduplicate: keep the highest copy',
    description: 'A duplicate keeps its highest-ranked copy; the others are dropped.',
    behavior: {
      injection: {
        main: mainProducts,
        injectedItems: [{ ...promoItem, position: 4 }],
        deduplication: { positioning: 'highest' },
      },
    },
  },
  {
    objectID: 'dedup-highest-injected',
    name: 'Deduplicate: keep the injected copy',
    description: 'A duplicate moves to its injected slot and leaves the main results.',
    behavior: {
      injection: {
        main: mainProducts,
        injectedItems: [{ ...promoItem, position: 0, length: 2 }],
        deduplication: { positioning: 'highestInjected' },
      },
    },
  },
  {
    objectID: 'sorting-20',
    name: 'Twenty ways to sort',
    description: 'The maximum number of sorting strategies.',
    behavior: { injection: { main: mainProducts } },
    sortingStrategy: sortingStrategies(MAX_SORTING_STRATEGIES),
  },
  {
    objectID: 'multifeed-ordered',
    name: 'Home page feeds',
    description: 'Three feeds; feedsOrder uses two of them, articles first.',
    behavior: {
      multifeed: {
        feeds: {
          products: { injection: { main: mainProducts, injectedItems: [promoItem] } },
          articles: {
            injection: {
              main: { source: { search: { index: 'articles', params: { hitsPerPage: 6 } } } },
            },
          },
          clearance: {
            injection: {
              main: {
                source: { search: { index: 'products', params: { filters: 'clearance:true' } } },
              },
            },
          },
        },
        feedsOrder: ['articles', 'products'],
      },
    },
  },
  {
    objectID: 'recommend-main',
    name: 'Trending products',
    description: 'The main source is a recommend model instead of a search.',
    behavior: {
      injection: {
        main: {
          source: {
            recommend: {
              indexName: 'products',
              model: 'trending-items',
              threshold: 42,
              queryParameters: { filters: 'category:shoes', hitsPerPage: 12 },
              fallbackParameters: { filters: 'inStock:true' },
            },
          },
        },
        injectedItems: [guideItem],
      },
    },
  },
  {
    objectID: 'rich-params',
    name: 'Storefront search',
    description: 'A main search with many parameters, facet ordering, a redirect and banners.',
    behavior: {
      injection: {
        main: { source: { search: { index: 'products', params: richParams } } },
        injectedItems: [externalItem],
        deduplication: { positioning: 'highestInjected' },
      },
    },
    sortingStrategy: sortingStrategies(8),
  },
  {
    objectID: 'hostile-strings',
    name: '<script>alert("composition")</script><b>bold?</b>',
    description: `<img src=x onerror="alert(1)"> \u202Eedoc\u202C مرحبا بالعالم — ${HOSTILE_LONG}`,
    behavior: {
      injection: {
        main: {
          source: {
            search: {
              index: 'products<svg onload=alert(1)>',
              params: {
                filters: '"><script>alert(2)</script>',
                facets: ['disjunctive(<b>brand</b>)'],
                renderingContent: {
                  redirect: { url: 'javascript:alert("redirect")' },
                  widgets: {
                    banners: [
                      {
                        image: {
                          title: '<img src=x onerror=alert("banner")>',
                          urls: [{ url: 'javascript:alert("image")' }],
                        },
                        link: { url: 'JaVaScRiPt:alert(document.cookie)' },
                      },
                      {
                        image: {
                          title: 'data URL',
                          urls: [{ url: 'data:text/html,<script>alert(3)</script>' }],
                        },
                        link: { url: '  javascript:alert("leading spaces")' },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        injectedItems: [
          {
            key: '<script>alert("key")</script>',
            source: { search: { index: 'articles' } },
            position: 1,
            length: 1,
            metadata: {
              hits: {
                addItemKey: true,
                extra: { '<b>label</b>': '<i>value</i>', url: 'javascript:void(0)' },
              },
            },
          },
        ],
      },
    },
    sortingStrategy: {
      '<img src=x onerror=alert(4)>': 'products_price_asc',
      'עברית ‮': 'products_name_asc',
    },
  },
  {
    objectID: 'rule-breaker',
    name: 'Breaks every documented rule',
    description:
      'Both behaviors, four injected items, a position of 120 and 21 sorting strategies.',
    behavior: {
      injection: {
        main: mainProducts,
        // One item more than allowed; the last one beyond both ranges (position 120, length 60).
        injectedItems: [externalItem, promoItem, trendingItem, guideItem]
          .slice(0, MAX_INJECTED_ITEMS)
          .concat({
            ...guideItem,
            key: 'too-far',
            position: POSITION_RANGE[1] + 21,
            length: LENGTH_RANGE[1] + 10,
          }),
        deduplication: { positioning: 'highestInjected' },
      },
      multifeed: {
        feeds: { products: { injection: { main: mainProducts } } },
        feedsOrder: ['products'],
      },
    },
    sortingStrategy: sortingStrategies(MAX_SORTING_STRATEGIES + 1),
  },
];

/** The seeded compositions by objectID (deeply frozen: handlers serialise, never mutate). */
export const COMPOSITIONS: ReadonlyMap<string, Composition> = new Map(
  compositions.map((c) => [c.objectID, deepFreeze(c)]),
);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
