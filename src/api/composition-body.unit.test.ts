import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agreement, label, withProto } from '../../test/support/differential.js';
import { formatPath } from './schemas/common.js';
import { composition } from './schemas/composition.js';
import { checkCompositionBody } from './composition-body.js';

/*
 * The zod schema `composition` is the specification; `checkCompositionBody` must agree with it
 * on every body: the same verdict, the same mismatch (path and reason), the same value (keys,
 * key order, and which parts are copies and which are the body's own).
 */

type Verdict = ReturnType<typeof checkCompositionBody>;

const agree = agreement(composition, checkCompositionBody);

const search = { search: { index: 'products', params: { query: 'shoes', hitsPerPage: 5 } } };
const recommend = { recommend: { indexName: 'products', model: 'trending-items', threshold: 60 } };
const external = { external: { index: 'ads', params: {}, ordering: 'userDefined' } };
const item = { key: 'ads', source: external, position: 2, length: 1 };
const valid = {
  objectID: 'comp-1',
  name: 'Shoes',
  behavior: { injection: { main: { source: search }, injectedItems: [item] } },
};
const feeds = (injectedItems: unknown[]) => ({
  objectID: 'comp-2',
  name: 'Feeds',
  behavior: {
    multifeed: { feeds: { a: { injection: { main: { source: recommend }, injectedItems } } } },
  },
});

test('composition body: documented shapes are accepted, extra fields kept, a copy made', () => {
  const full = {
    ...valid,
    description: 'Shoes first',
    sortingStrategy: { price: 'products_price_asc' },
    extra: { nested: [1] },
    behavior: {
      injection: {
        main: { source: recommend },
        injectedItems: [
          { ...item, metadata: { hits: { addItemKey: true, extra: { a: 1 } } }, note: 'x' },
          { key: 'b', source: search, position: 150, length: -3 }, // out of the rules: parses
        ],
        deduplication: { positioning: 'highest' },
      },
    },
  };
  const result = agree(full);
  assert.ok(result.ok);
  assert.deepEqual(result.value, full);
  assert.notEqual(result.value.behavior, full.behavior);
  assert.equal((result.value as { extra?: unknown }).extra, full.extra); // unknown: as given
  assert.ok(agree(feeds([item])).ok);
  assert.ok(agree({ ...valid, description: undefined }).ok);
  assert.ok(
    'description' in (agree({ ...valid, description: undefined }) as { value: object }).value,
  );
  assert.ok(!('description' in (agree(valid) as { value: object }).value));
});

test('composition body: a main without a source parses, alone or in a multifeed feed', () => {
  for (const behavior of [
    { injection: { main: {} } },
    { injection: { main: {}, injectedItems: [item] } },
    { multifeed: { feeds: { a: { injection: { main: {} } }, b: { injection: { main: {} } } } } },
  ]) {
    const result = agree({ ...valid, behavior });
    assert.ok(result.ok, label(behavior));
    assert.deepEqual(result.value.behavior, behavior);
  }
});

test('composition body: mismatches name the place and the reason', () => {
  const at = (injectedItems: unknown[]) => ({
    ...valid,
    behavior: { injection: { main: { source: search }, injectedItems } },
  });
  const unsafeItem = { ...item, position: 2 ** 60 };
  const unsafe = at([unsafeItem]);
  const cases: [unknown, string][] = [
    [null, '(root): expected object'],
    [[valid], '(root): expected object'],
    [{ ...valid, objectID: 1 }, 'objectID: expected string'],
    [{ name: 'x', behavior: 1 }, 'objectID: expected string'],
    [{ ...valid, description: null }, 'description: expected string'],
    [{ ...valid, behavior: 1 }, 'behavior: expected object'],
    [{ ...valid, behavior: {} }, 'behavior.injection: expected object'],
    [
      { ...valid, behavior: { injection: { main: { source: {} } } } },
      'behavior.injection.main.source.search: expected object',
    ],
    [
      { ...valid, behavior: { injection: { main: { source: 'x' } } } },
      'behavior.injection.main.source: expected object',
    ],
    [
      { ...valid, behavior: { injection: { main: { source: { search: { index: 1 } } } } } },
      'behavior.injection.main.source.search.index: expected string',
    ],
    [
      at([{ ...item, source: { external: { index: 'x', params: [] } } }]),
      'behavior.injection.injectedItems[0].source.external.params: expected record',
    ],
    [
      at([{ ...item, source: { recommend: { indexName: 'x', model: 'm', threshold: NaN } } }]),
      'behavior.injection.injectedItems[0].source.recommend.threshold: expected number',
    ],
    [
      at([item, { ...item, position: 1.5 }]),
      'behavior.injection.injectedItems[1].position: expected int',
    ],
    [
      at([{ ...item, length: 2 ** 53 }]),
      'behavior.injection.injectedItems[0].length: expected <= 9007199254740991',
    ],
    [
      at([
        { ...item, length: -(2 ** 53) },
        { ...item, key: 1 },
      ]),
      'behavior.injection.injectedItems[0].length: expected >= -9007199254740991',
    ],
    [
      at([{ ...item, metadata: { hits: { extra: new Date(0) } } }]),
      'behavior.injection.injectedItems[0].metadata.hits.extra: expected record',
    ],
    [
      feeds([{ ...item, position: 2 ** 60 }]),
      'behavior.multifeed.feeds.a.injection.injectedItems[0].position: expected <= 9007199254740991',
    ],
    [
      { ...feeds([]), behavior: { multifeed: { feeds: [] } } },
      'behavior.multifeed.feeds: expected record',
    ],
    // Both behaviours, each with a range problem only: the one found furthest down explains it.
    [
      { ...valid, behavior: { ...unsafe.behavior, ...feeds([unsafeItem]).behavior } },
      'behavior.multifeed.feeds.a.injection.injectedItems[0].position: expected <= 9007199254740991',
    ],
    // Only one alternative with a range problem only: it is the union's problem, however far
    // down the other alternative's problem is.
    [
      {
        ...valid,
        behavior: { ...unsafe.behavior, ...feeds([{ ...unsafeItem, key: 1 }]).behavior },
      },
      'behavior.injection.injectedItems[0].position: expected <= 9007199254740991',
    ],
    [
      {
        ...valid,
        behavior: {
          ...unsafe.behavior,
          multifeed: { feeds: { a: { injection: { main: { source: 1 } } } } },
        },
      },
      'behavior.injection.injectedItems[0].position: expected <= 9007199254740991',
    ],
    // A range problem and a type problem in the same alternative: no longer the union's choice.
    [
      {
        ...valid,
        behavior: {
          injection: { main: { source: search }, injectedItems: [unsafeItem, { ...item, key: 1 }] },
          multifeed: { feeds: { a: { injection: { main: { source: { search: {} } } } } } },
        },
      },
      'behavior.multifeed.feeds.a.injection.main.source.search.index: expected string',
    ],
    [
      { ...valid, sortingStrategy: { 'price asc': 1 } },
      'sortingStrategy["price asc"]: expected string',
    ],
    [
      { ...valid, sortingStrategy: { [Symbol('s')]: 'x' } },
      'sortingStrategy["Symbol(s)"]: Invalid input',
    ],
  ];
  for (const [body, expected] of cases) {
    const result = agree(body);
    assert.ok(!result.ok, label(body));
    assert.equal(
      `${formatPath(result.mismatch.path)}: ${result.mismatch.reason}`,
      expected,
      label(body),
    );
  }
});

test('composition body: agrees with the schema on __proto__ keys, inherited and odd objects', () => {
  const bodies: unknown[] = [
    JSON.parse(`{"__proto__": 1, ${JSON.stringify(valid).slice(1)}`),
    JSON.parse(`{"__proto__": {"objectID": 1}, ${JSON.stringify(valid).slice(1)}`),
    { ...valid, sortingStrategy: JSON.parse('{"__proto__": 1, "a": "b"}') },
    { ...valid, sortingStrategy: JSON.parse('{"__proto__": "x"}') },
    withProto({ ...valid, behavior: withProto({ ...valid.behavior }, { injection: 1 }) }, null),
    { ...valid, behavior: { injection: withProto({ main: { source: search } }, []) } },
    {
      ...valid,
      behavior: { injection: { main: { source: withProto({ ...search }, { recommend: 1 }) } } },
    },
    feeds([]),
    {
      ...feeds([]),
      behavior: { multifeed: { feeds: JSON.parse('{"__proto__": {"injection": 1}}') } },
    },
    Object.assign(Object.create(null) as object, valid),
    Object.assign(Object.create({ objectID: 'inherited', extra: 1 }) as object, { name: 'n' }),
    Object.assign(Object.create({ description: 1 }) as object, valid),
    Object.assign(Object.create({ extra: [1], behavior: 1 }) as object, valid),
    { ...valid, sortingStrategy: Object.create({ a: 'b' }) as object },
    { ...valid, sortingStrategy: Object.create(null) as object },
    Object.assign(new Date(0), valid),
    { ...valid, sortingStrategy: Object.defineProperty({ a: 'b' }, 'hidden', { value: 1 }) },
    { ...valid, constructor: 'x', toString: 1 },
    { ...valid, sortingStrategy: { constructor: 'x' } },
    { ...valid, sortingStrategy: { constructor: 1 } },
    { ...valid, behavior: { injection: valid.behavior.injection, multifeed: 1 } },
    { ...valid, behavior: { injection: 1, multifeed: feeds([]).behavior.multifeed } },
  ];
  for (const body of bodies) agree(body);
  const result = checkCompositionBody(bodies[0]);
  assert.ok(result.ok);
  assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  assert.ok(!Object.hasOwn(result.value, '__proto__'));
});

// --- generated corpus --------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so every run reads the same corpus. */
function generator(seed: number) {
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (max: number) => Math.floor(random() * max);
  const maybe = (p: number) => random() < p;
  return { random, pick, int, maybe };
}

/** Values of every kind, each wrong somewhere in the shape. */
const wrong: (() => unknown)[] = [
  () => null,
  () => undefined,
  () => true,
  () => 0,
  () => -1,
  () => 1.5,
  () => NaN,
  () => Infinity,
  () => -Infinity,
  () => 2 ** 53,
  () => -(2 ** 53),
  () => 1e300,
  () => '',
  () => 'x',
  () => [],
  () => ['x'],
  () => [{}],
  () => ({}),
  () => ({ a: 1 }),
  () => ({ index: 'x' }),
  () => new Date(0),
  () => Object.create(null) as object,
  () => JSON.parse('{"__proto__": {"a": 1}}') as unknown,
];

type Gen = ReturnType<typeof generator>;

function validComposition(g: Gen): unknown {
  const params = () =>
    g.maybe(0.5)
      ? undefined
      : Object.fromEntries([['query', 'q'], ...(g.maybe(0.5) ? [['n', g.int(9)]] : [])]);
  const optional = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });
  const extra = () => (g.maybe(0.2) ? { extra: g.pick([1, 'x', null, [1], { a: 1 }]) } : {});
  const source = (kinds: string[]) => {
    const kind = g.pick(kinds);
    if (kind === 'search')
      return { search: { index: 'i', ...optional('params', params()), ...extra() }, ...extra() };
    if (kind === 'external') {
      return {
        external: {
          index: 'e',
          ...optional('params', params()),
          ...optional('ordering', g.maybe(0.5) ? 'default' : undefined),
        },
      };
    }
    return {
      recommend: {
        indexName: 'r',
        model: 'm',
        ...optional('threshold', g.maybe(0.5) ? g.int(100) : undefined),
      },
    };
  };
  const injectedItem = (i: number) => ({
    key: `k${i}`,
    source: source(['search', 'external', 'recommend']),
    position: g.int(120) - 10,
    length: g.int(60),
    ...optional(
      'metadata',
      g.maybe(0.4)
        ? {
            hits: g.maybe(0.7)
              ? {
                  ...optional('addItemKey', g.maybe(0.5) ? g.maybe(0.5) : undefined),
                  ...optional('extra', g.maybe(0.5) ? { a: 1, b: [2] } : undefined),
                }
              : undefined,
          }
        : undefined,
    ),
    ...extra(),
  });
  const injection = () => ({
    // The description does not require a main source.
    main: { ...optional('source', g.maybe(0.85) ? source(['search', 'recommend']) : undefined) },
    ...optional(
      'injectedItems',
      g.maybe(0.8) ? Array.from({ length: g.int(5) }, (_, i) => injectedItem(i)) : undefined,
    ),
    ...optional('deduplication', g.maybe(0.4) ? { positioning: 'highest' } : undefined),
    ...extra(),
  });
  const ids = ['a', 'b', 'c d', '0'].slice(0, 1 + g.int(3));
  const multifeed = () => ({
    feeds: Object.fromEntries(ids.map((id) => [id, { injection: injection() }])),
    ...optional('feedsOrder', g.maybe(0.5) ? ids.slice().reverse() : undefined),
  });
  // Both behaviours (against the rules, but the schema's union takes the first that parses):
  // a change in one may leave the other, so the union's choice is tested too.
  const kind = g.random();
  const behavior =
    kind < 0.45
      ? { injection: injection() }
      : kind < 0.8
        ? { multifeed: multifeed() }
        : { injection: injection(), multifeed: multifeed() };
  return {
    objectID: 'comp',
    name: 'Composition',
    ...optional('description', g.maybe(0.5) ? 'd' : undefined),
    behavior,
    ...optional(
      'sortingStrategy',
      g.maybe(0.5)
        ? Object.fromEntries(Array.from({ length: g.int(4) }, (_, i) => [`s${i}`, `idx_${i}`]))
        : undefined,
    ),
    ...extra(),
  };
}

type Node = Record<string | number, unknown>;

/** Every place in a value: the path to each object, array and leaf below the root. */
function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (typeof value !== 'object' || value === null) return out;
  for (const key of Object.keys(value)) {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    out.push(path);
    pathsOf((value as Node)[key], path, out);
  }
  return out;
}

/** A deep copy that keeps own `__proto__` fields and leaves odd objects as they are. */
function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (
    typeof value !== 'object' ||
    value === null ||
    Object.getPrototypeOf(value) !== Object.prototype
  ) {
    return value;
  }
  const out: Node = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, {
      value: clone((value as Node)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** The body with one change at `path`: a wrong value, no value, an extra field, `__proto__`… */
function mutate(
  body: unknown,
  path: (string | number)[],
  how: number,
  g: Gen,
  value = g.pick(wrong),
): unknown {
  const copy = clone(body);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Node)[key], copy) as Node;
  const key = path[path.length - 1]!;
  const here = parent[key];
  switch (how) {
    case 0: // missing
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 1: // an extra field beside it
      if (!Array.isArray(parent)) parent[`${String(key)}_extra`] = g.pick(wrong)();
      else parent.push(g.pick(wrong)());
      break;
    case 2: // an own __proto__ beside it
      if (!Array.isArray(parent)) withProto(parent, g.pick(wrong)());
      break;
    case 3: // wrapped in an array
      parent[key] = [here];
      break;
    case 4: // its first field, unwrapped
      parent[key] =
        typeof here === 'object' && here !== null
          ? Object.values(here)[0]
          : { [String(key)]: here };
      break;
    default: // a wrong value
      parent[key] = value();
  }
  return copy;
}

test('composition body: agrees with the schema on a generated corpus, mutated at every path', () => {
  const g = generator(20_250_613);
  let accepted = 0;
  let rejected = 0;
  const reasons = new Map<string, number>();
  const count = (result: Verdict) => {
    if (result.ok) return accepted++;
    rejected++;
    reasons.set(result.mismatch.reason, (reasons.get(result.mismatch.reason) ?? 0) + 1);
  };
  for (let n = 0; n < 60; n++) {
    const body = validComposition(g);
    assert.ok(agree(body).ok, `generated body is valid: ${label(body)}`);
    accepted++;
    for (const path of pathsOf(body)) {
      for (const how of [0, 1, 2, 3, 4, 5 + g.int(3), 5 + g.int(3)])
        count(agree(mutate(body, path, how, g)));
    }
    // Two changes at once: problems in two places, or in two alternatives of a union.
    const paths = pathsOf(body);
    for (let k = 0; k < 10; k++) {
      const once = mutate(body, g.pick(paths), 5, g);
      const twice = pathsOf(once);
      if (twice.length) count(agree(mutate(once, g.pick(twice), g.int(6), g)));
    }
    // Integers out of the safe range (zod's soft problem) in one or more places, maybe with
    // another change: decides which alternative of a union speaks.
    const ints = paths.filter((p) => p.at(-1) === 'position' || p.at(-1) === 'length');
    for (let k = 0; ints.length && k < 12; k++) {
      let changed = body;
      for (let j = 0; j <= g.int(3); j++) {
        const unsafe = g.pick([2 ** 53, -(2 ** 53), 1e300, -1e300]);
        changed = mutate(changed, g.pick(ints), 5, g, () => unsafe);
      }
      if (g.maybe(0.4)) changed = mutate(changed, g.pick(pathsOf(changed)), g.int(8), g);
      count(agree(changed));
    }
  }
  // The corpus tests the boundary, not one side of it, and reaches every kind of reason.
  assert.ok(accepted > 5000 && rejected > 6000, `${accepted} accepted, ${rejected} rejected`);
  for (const reason of [
    'expected object',
    'expected string',
    'expected number',
    'expected int',
    'expected <= 9007199254740991',
    'expected >= -9007199254740991',
    'expected array',
    'expected record',
    'expected boolean',
  ]) {
    assert.ok((reasons.get(reason) ?? 0) > 5, `"${reason}" seen ${reasons.get(reason) ?? 0} times`);
  }
});
