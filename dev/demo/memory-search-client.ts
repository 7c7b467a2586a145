// An in-memory search client with the shape InstantSearch.js expects (`search(requests)`), over
// a seeded product set: the demo's search page and the benchmarks use it, so neither needs a
// real search service. Matching is a plain case-insensitive substring test on name and brand.

export interface Product {
  objectID: string;
  name: string;
  brand: string;
  price: number;
}

interface SearchRequest {
  indexName: string;
  params?: { query?: string; page?: number; hitsPerPage?: number; clickAnalytics?: boolean };
}

const brands = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka'];
const kinds = ['Lamp', 'Chair', 'Desk', 'Kettle', 'Speaker', 'Backpack', 'Jacket', 'Monitor'];
const adjectives = ['Compact', 'Classic', 'Smart', 'Eco', 'Pro', 'Mini', 'Deluxe', 'Travel'];

/** A deterministic product list (a small linear congruential generator, seed 42). */
export function seedProducts(count = 2_400): Product[] {
  let state = 42;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    objectID: `product-${i + 1}`,
    name: `${pick(adjectives)} ${pick(kinds)} ${i + 1}`,
    brand: pick(brands),
    price: Math.round(next() * 50_000) / 100,
  }));
}

/** 32 lowercase hex characters derived from the query and page, like a real query id. */
function queryIdFor(text: string): string {
  let a = 0x811c9dc5;
  let out = '';
  for (let round = 0; round < 4; round += 1) {
    for (const ch of `${round}:${text}`) a = Math.imul(a ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += a.toString(16).padStart(8, '0');
  }
  return out;
}

export function createMemorySearchClient(products: readonly Product[] = seedProducts()) {
  return {
    // InstantSearch caches by client identity; nothing else is needed.
    search(requests: readonly SearchRequest[]) {
      const results = requests.map(({ indexName, params = {} }) => {
        const query = (params.query ?? '').trim().toLowerCase();
        // `hitsPerPage: 0` asks for counts only (no hits, no pages).
        const hitsPerPage = Math.max(0, Math.floor(params.hitsPerPage ?? 20));
        const matches = query
          ? products.filter(
              (p) => p.name.toLowerCase().includes(query) || p.brand.toLowerCase().includes(query),
            )
          : products;
        // Like the engine: at most 1,000 hits can be paged through.
        const reachable = Math.min(matches.length, 1_000);
        const nbPages = hitsPerPage ? Math.ceil(reachable / hitsPerPage) : 0;
        const page = Math.max(0, Math.floor(params.page ?? 0));
        const hits =
          page < nbPages
            ? matches.slice(page * hitsPerPage, Math.min((page + 1) * hitsPerPage, reachable))
            : [];
        return {
          index: indexName,
          hits: hits.map((h) => ({ ...h })),
          nbHits: matches.length,
          nbPages,
          page,
          hitsPerPage,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          query: params.query ?? '',
          params: new URLSearchParams(
            Object.entries(params).map(([k, v]) => [k, String(v)]),
          ).toString(),
          ...(params.clickAnalytics
            ? { queryID: queryIdFor(`${indexName}|${query}|${page}`) }
            : {}),
        };
      });
      return Promise.resolve({ results });
    },
  };
}
