import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agreement, label, withProto } from '../../test/support/differential.js';
import { formatPath } from './schemas/common.js';
import { secretKeysPage } from './schemas/secret-keys.js';
import { checkSecretKeysPage } from './secret-keys-body.js';

/*
 * The zod schema `secretKeysPage` is the specification; `checkSecretKeysPage` must agree with
 * it on every body: the same verdict, the same mismatch (path and reason), the same value (keys,
 * key order, defaults, and which parts are copies and which are the body's own).
 */

type Verdict = ReturnType<typeof checkSecretKeysPage>;

const agree = agreement(secretKeysPage, checkSecretKeysPage);

const key = {
  id: 'k1',
  name: 'Key',
  value: 'secret',
  agentIds: ['a'],
  createdAt: '2023-11-07T05:31:56Z',
  updatedAt: '2023-11-07T05:31:56Z',
};
const pagination = { limit: 10, page: 1, totalCount: 1, totalPages: 1 };
const page = { data: [key], pagination };

test('secret keys body: accepted with defaults, extra fields kept, a copy made', () => {
  const result = agree({ ...page, extra: [1] });
  assert.ok(result.ok);
  assert.deepEqual(result.value, {
    data: [{ ...key, isDefault: false, lastUsedAt: null }],
    pagination,
    extra: [1],
  });
  assert.notEqual(result.value.data[0]!.agentIds, key.agentIds);
  assert.notEqual(result.value.pagination, pagination);
  const full = { ...key, isDefault: true, lastUsedAt: '2024-01-01T00:00:00Z', note: { a: 1 } };
  const kept = agree({ data: [full], pagination: { ...pagination, next: null } });
  assert.ok(kept.ok);
  assert.deepEqual(kept.value.data[0], full);
  assert.equal((kept.value.data[0] as { note?: unknown }).note, full.note);
  const empty = agree({
    data: [],
    pagination: { limit: 1, page: 0, totalCount: 0, totalPages: 0 },
  });
  assert.ok(empty.ok);
});

test('secret keys body: mismatches name the place and the reason', () => {
  const cases: [unknown, string][] = [
    [null, '(root): expected object'],
    [[page], '(root): expected object'],
    ['{}', '(root): expected object'],
    [{}, 'data: expected array'],
    [{ pagination }, 'data: expected array'],
    [{ data: {}, pagination: null }, 'data: expected array'],
    [{ data: [key, null], pagination }, 'data[1]: expected object'],
    [{ data: [[key]], pagination }, 'data[0]: expected object'],
    [{ data: [{ ...key, id: 1 }], pagination }, 'data[0].id: expected string'],
    [{ data: [{ ...key, name: undefined }], pagination }, 'data[0].name: expected string'],
    [{ data: [{ ...key, value: null, id: 2 }], pagination }, 'data[0].id: expected string'],
    [{ data: [{ ...key, agentIds: 'a' }], pagination }, 'data[0].agentIds: expected array'],
    [
      { data: [{ ...key, agentIds: ['a', 1] }], pagination },
      'data[0].agentIds[1]: expected string',
    ],
    [{ data: [{ ...key, isDefault: null }], pagination }, 'data[0].isDefault: expected boolean'],
    [{ data: [{ ...key, isDefault: 'true' }], pagination }, 'data[0].isDefault: expected boolean'],
    [{ data: [{ ...key, createdAt: 0 }], pagination }, 'data[0].createdAt: expected string'],
    [{ data: [{ ...key, lastUsedAt: 0 }], pagination }, 'data[0].lastUsedAt: expected string'],
    [{ data: [key] }, 'pagination: expected object'],
    [{ data: [key], pagination: [] }, 'pagination: expected object'],
    [
      { data: [key], pagination: { ...pagination, limit: '10' } },
      'pagination.limit: expected number',
    ],
    [{ data: [key], pagination: { ...pagination, page: 1.5 } }, 'pagination.page: expected int'],
    [{ data: [key], pagination: { ...pagination, page: NaN } }, 'pagination.page: expected number'],
    [
      { data: [key], pagination: { ...pagination, totalCount: 2 ** 53 } },
      'pagination.totalCount: expected <= 9007199254740991',
    ],
    [
      { data: [key], pagination: { ...pagination, totalPages: -1e300 } },
      'pagination.totalPages: expected >= -9007199254740991',
    ],
    // The first problem in reading order: data before pagination, a range problem included.
    [
      { data: [{ ...key, id: 1 }], pagination: { ...pagination, limit: 2 ** 60 } },
      'data[0].id: expected string',
    ],
    [
      { data: [key], pagination: { ...pagination, limit: 2 ** 60, page: 'x' } },
      'pagination.limit: expected <= 9007199254740991',
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

test('secret keys body: agrees with the schema on __proto__ keys, inherited and odd objects', () => {
  const bodies: unknown[] = [
    JSON.parse(`{"__proto__": 1, ${JSON.stringify(page).slice(1)}`),
    JSON.parse(`{"__proto__": {"data": 1}, ${JSON.stringify(page).slice(1)}`),
    { data: [withProto({ ...key }, { id: 1 })], pagination },
    { data: [key], pagination: withProto({ ...pagination }, null) },
    { data: [withProto({ ...key, id: undefined }, { id: 'inherited?' })], pagination },
    Object.assign(Object.create(null) as object, page),
    Object.assign(Object.create({ extra: 1, pagination: 1 }) as object, page),
    { data: [Object.assign(Object.create({ isDefault: 'x' }) as object, key)], pagination },
    { data: [Object.assign(Object.create({ lastUsedAt: 'then' }) as object, key)], pagination },
    { data: [Object.assign(new Date(0), key)], pagination: Object.assign(new Date(0), pagination) },
    { data: [{ ...key, isDefault: undefined, lastUsedAt: undefined }], pagination },
    { data: [{ ...key, lastUsedAt: null, extra: undefined }], pagination },
    { data: [{ ...key, constructor: 1, toString: 'x' }], pagination },
    { data: [{ ...key, agentIds: [] }], pagination: { ...pagination, page: -0 } },
    { data: [key], pagination: { ...pagination, limit: 2 ** 53 - 1, page: -(2 ** 53) + 1 } },
    // eslint-disable-next-line no-sparse-arrays -- a hole reads as undefined
    { data: [{ ...key, agentIds: ['a', , 'b'] }], pagination },
  ];
  for (const body of bodies) agree(body);
  const result = checkSecretKeysPage(bodies[0]);
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
type Gen = ReturnType<typeof generator>;

/** Values of every kind, each wrong somewhere in the shape. */
const wrong: (() => unknown)[] = [
  () => null,
  () => undefined,
  () => true,
  () => false,
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
  () => [1],
  () => ({}),
  () => ({ a: 1 }),
  () => new Date(0),
  () => Object.create(null) as object,
  () => JSON.parse('{"__proto__": {"a": 1}}') as unknown,
];

function validPage(g: Gen): unknown {
  const optional = (name: string, value: unknown) => (value === undefined ? {} : { [name]: value });
  const extra = () => (g.maybe(0.2) ? { extra: g.pick([1, 'x', null, [1], { a: 1 }]) } : {});
  const secretKey = (i: number) => ({
    id: `k${i}`,
    name: g.pick(['Key', '', 'clé ✓']),
    value: g.pick(['secret', '••••']),
    agentIds: Array.from({ length: g.int(4) }, (_, j) => `agent-${j}`),
    ...optional('isDefault', g.maybe(0.5) ? g.maybe(0.5) : undefined),
    createdAt: '2023-11-07T05:31:56Z',
    updatedAt: '2023-11-08T05:31:56Z',
    ...optional('lastUsedAt', g.pick([undefined, null, '2024-01-01T00:00:00Z'])),
    ...extra(),
  });
  const count = g.int(5);
  return {
    data: Array.from({ length: count }, (_, i) => secretKey(i)),
    pagination: {
      limit: g.pick([1, 10, 100]),
      page: g.int(5),
      totalCount: count + g.int(50),
      totalPages: g.int(10),
      ...extra(),
    },
    ...extra(),
  };
}

type Node = Record<string | number, unknown>;

/** Every place in a value: the path to each object, array and leaf below the root. */
function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (typeof value !== 'object' || value === null) return out;
  for (const k of Object.keys(value)) {
    const path = [...at, Array.isArray(value) ? Number(k) : k];
    out.push(path);
    pathsOf((value as Node)[k], path, out);
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
  for (const k of Object.keys(value)) {
    Object.defineProperty(out, k, {
      value: clone((value as Node)[k]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** The body with one change at `path`: a wrong value, no value, an extra field, `__proto__`… */
function mutate(body: unknown, path: (string | number)[], how: number, g: Gen): unknown {
  const copy = clone(body);
  const parent = path.slice(0, -1).reduce<unknown>((node, k) => (node as Node)[k], copy) as Node;
  const k = path[path.length - 1]!;
  const here = parent[k];
  switch (how) {
    case 0: // missing
      if (Array.isArray(parent)) parent.splice(k as number, 1);
      else delete parent[k];
      break;
    case 1: // an extra field beside it
      if (!Array.isArray(parent)) parent[`${String(k)}_extra`] = g.pick(wrong)();
      else parent.push(g.pick(wrong)());
      break;
    case 2: // an own __proto__ beside it
      if (!Array.isArray(parent)) withProto(parent, g.pick(wrong)());
      break;
    case 3: // wrapped in an array
      parent[k] = [here];
      break;
    case 4: // its first field, unwrapped
      parent[k] =
        typeof here === 'object' && here !== null ? Object.values(here)[0] : { [String(k)]: here };
      break;
    default: // a wrong value
      parent[k] = g.pick(wrong)();
  }
  return copy;
}

test('secret keys body: agrees with the schema on a generated corpus, mutated at every path', () => {
  const g = generator(20_250_614);
  let accepted = 0;
  let rejected = 0;
  const reasons = new Map<string, number>();
  const count = (result: Verdict) => {
    if (result.ok) return accepted++;
    rejected++;
    reasons.set(result.mismatch.reason, (reasons.get(result.mismatch.reason) ?? 0) + 1);
  };
  for (let n = 0; n < 100; n++) {
    const body = validPage(g);
    assert.ok(agree(body).ok, `generated body is valid: ${label(body)}`);
    accepted++;
    const paths = pathsOf(body);
    for (const path of paths) {
      for (const how of [0, 1, 2, 3, 4, 5 + g.int(3), 5 + g.int(3), 5 + g.int(3)]) {
        count(agree(mutate(body, path, how, g)));
      }
    }
    // Two changes at once: which problem comes first.
    for (let k = 0; k < 10; k++) {
      const once = mutate(body, g.pick(paths), 5, g);
      const twice = pathsOf(once);
      if (twice.length) count(agree(mutate(once, g.pick(twice), g.int(8), g)));
    }
  }
  // The corpus tests the boundary, not one side of it, and reaches every kind of reason.
  assert.ok(accepted > 3000 && rejected > 6000, `${accepted} accepted, ${rejected} rejected`);
  for (const reason of [
    'expected object',
    'expected string',
    'expected number',
    'expected int',
    'expected <= 9007199254740991',
    'expected >= -9007199254740991',
    'expected array',
    'expected boolean',
  ]) {
    assert.ok((reasons.get(reason) ?? 0) > 5, `"${reason}" seen ${reasons.get(reason) ?? 0} times`);
  }
});
