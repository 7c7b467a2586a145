import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { check, formatPath, isMessageBody, isValidationBody } from './schemas/common.js';
import { secretKeysPage } from './schemas/secret-keys.js';
import { composition, type Composition } from './schemas/composition.js';
import { checkComposition } from './rules/composition-problems.js';
import { usageSchemaFor, usageSeries } from './schemas/usage.js';

const key = {
  id: 'k1',
  name: 'Key',
  value: 'secret',
  agentIds: ['a'],
  createdAt: '2023-11-07T05:31:56Z',
  updatedAt: '2023-11-07T05:31:56Z',
};
const page = { data: [key], pagination: { limit: 10, page: 1, totalCount: 1, totalPages: 1 } };

test('formatPath', () => {
  assert.equal(formatPath(['data', 3, 'agentIds']), 'data[3].agentIds');
  assert.equal(formatPath(['feeds', 'my feed', 'injection']), 'feeds["my feed"].injection');
  assert.equal(formatPath([]), '(root)');
});

test('failure bodies: the guards accept exactly what the equivalent loose schemas accept', () => {
  const messageSchema = z.looseObject({ message: z.string(), status: z.optional(z.number()) });
  const detailSchema = z.looseObject({
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    type: z.string(),
    ctx: z.optional(z.record(z.string(), z.unknown())),
    input: z.optional(z.unknown()),
  });
  const validationSchema = z.looseObject({ detail: z.array(detailSchema) });
  const item = { loc: ['query', 'limit'], msg: 'too big', type: 'less_than_equal' };
  const bodies: unknown[] = [
    null,
    'Bad Gateway',
    42,
    [],
    [{ message: 'x' }],
    {},
    { message: 'x' },
    { message: '' },
    { message: 'x', status: 429 },
    { message: 'x', status: null },
    { message: 'x', status: '429' },
    { message: 'x', status: Infinity },
    { message: 'x', status: NaN },
    { message: 1 },
    { reason: 'old' },
    { message: 'x', extra: [1] },
    { detail: [] },
    { detail: {} },
    { detail: 'no' },
    { detail: [item] },
    { detail: [{ ...item, ctx: { le: 100 }, input: '101', extra: true }] },
    { detail: [{ ...item, ctx: null }] },
    { detail: [{ ...item, ctx: [] }] },
    { detail: [{ ...item, input: null }] },
    { detail: [{ ...item, loc: [] }] },
    { detail: [{ ...item, loc: ['body', 0, 'name'] }] },
    { detail: [{ ...item, loc: [null] }] },
    { detail: [{ ...item, loc: [Infinity] }] },
    { detail: [{ ...item, loc: 'query.limit' }] },
    { detail: [{ ...item, msg: undefined }] },
    { detail: [{ ...item, type: 3 }] },
    { detail: [item, null] },
    { detail: [item], message: 'both' },
  ];
  for (const body of bodies) {
    const label = JSON.stringify(body);
    assert.equal(isMessageBody(body), check(messageSchema, body).ok, label);
    assert.equal(isValidationBody(body), check(validationSchema, body).ok, label);
  }
});

test('secret keys: lenient (extra fields kept, defaults), strict on shape', () => {
  const ok = check(secretKeysPage, { ...page, extra: 1, data: [{ ...key, scope: 'x' }] });
  assert.ok(ok.ok);
  assert.equal(ok.value.data[0]!.isDefault, false);
  assert.equal(ok.value.data[0]!.lastUsedAt, null);
  assert.equal((ok.value.data[0] as Record<string, unknown>).scope, 'x');
  assert.equal((ok.value as Record<string, unknown>).extra, 1);
  assert.ok(check(secretKeysPage, { ...page, data: [{ ...key, lastUsedAt: null }] }).ok);

  const bad = check(secretKeysPage, { ...page, data: [key, key, key, { ...key, agentIds: 'a' }] });
  assert.ok(!bad.ok);
  assert.deepEqual(bad.mismatch, { path: ['data', 3, 'agentIds'], reason: 'expected array' });
  const noPage = check(secretKeysPage, { data: [] });
  assert.ok(!noPage.ok);
  assert.deepEqual(noPage.mismatch.path, ['pagination']);
  const float = check(secretKeysPage, { ...page, pagination: { ...page.pagination, page: 1.5 } });
  assert.ok(!float.ok);
  assert.deepEqual(float.mismatch.path, ['pagination', 'page']);
});

const injection = (items: unknown[] = []) => ({
  main: { source: { search: { index: 'products', params: { hitsPerPage: 20 } } } },
  injectedItems: items,
  deduplication: { positioning: 'highest' },
});
const item = (n: number, more: object = {}) => ({
  key: `item${n}`,
  source: { search: { index: 'promos' } },
  position: n,
  length: 2,
  ...more,
});

test('compositions: injection, multifeed, recommend and external sources', () => {
  assert.ok(
    check(composition, { objectID: 'c', name: 'C', behavior: { injection: injection([item(0)]) } })
      .ok,
  );
  assert.ok(
    check(composition, {
      objectID: 'c',
      name: 'C',
      behavior: {
        injection: {
          main: {
            source: {
              recommend: { indexName: 'products', model: 'trending-items', threshold: 50 },
            },
          },
          injectedItems: [
            item(1, { source: { external: { index: 'ext', ordering: 'userDefined' } } }),
            item(2, { source: { recommend: { indexName: 'p', model: 'trending-items' } } }),
          ],
        },
      },
    }).ok,
  );
  const multi = check(composition, {
    objectID: 'm',
    name: 'M',
    description: 'two feeds',
    sortingStrategy: { Price: 'products_price_asc' },
    behavior: {
      multifeed: {
        feeds: { a: { injection: injection() }, b: { injection: injection() } },
        feedsOrder: ['b'],
      },
    },
  });
  assert.ok(multi.ok);
});

test('compositions: a mismatch deep in a behavior names its path', () => {
  const bad = check(composition, {
    objectID: 'c',
    name: 'C',
    behavior: { injection: { ...injection([item(0), item(1, { position: '1' })]) } },
  });
  assert.ok(!bad.ok);
  assert.equal(formatPath(bad.mismatch.path), 'behavior.injection.injectedItems[1].position');
  assert.equal(bad.mismatch.reason, 'expected number');
  const none = check(composition, { objectID: 'c', name: 'C', behavior: {} });
  assert.ok(!none.ok);
  assert.equal(formatPath(none.mismatch.path), 'behavior.injection');
});

test('checkComposition lists every broken rule', () => {
  const valid = {
    objectID: 'c',
    name: 'C',
    behavior: { injection: injection([item(0), item(99)]) },
  } as Composition;
  assert.deepEqual(checkComposition(valid), []);
  const boundary = injection([item(0, { length: 0 }), item(99, { length: 50 }), item(5)]);
  assert.deepEqual(
    checkComposition({ ...valid, behavior: { injection: boundary } } as Composition),
    [],
  );

  const strategies = Object.fromEntries(
    Array.from({ length: 21 }, (_, i) => [`s${i}`, `idx_${i}`]),
  );
  const broken = {
    objectID: 'c',
    name: 'C',
    sortingStrategy: strategies,
    behavior: {
      injection: injection([item(0), item(100), item(-1, { length: 51 }), item(3, { length: -1 })]),
      multifeed: { feeds: { f: { injection: injection([item(120)]) } } },
    },
  } as unknown as Composition;
  const problems = checkComposition(broken);
  assert.deepEqual(
    problems.map((p) => `${p.rule} ${formatPath(p.path)}`),
    [
      'behavior behavior',
      'injectedItems behavior.injection.injectedItems',
      'position behavior.injection.injectedItems[1].position',
      'position behavior.injection.injectedItems[2].position',
      'length behavior.injection.injectedItems[2].length',
      'length behavior.injection.injectedItems[3].length',
      'position behavior.multifeed.feeds.f.injection.injectedItems[0].position',
      'sortingStrategy sortingStrategy',
    ],
  );
  assert.match(problems.at(-1)!.message, /At most 20 sorting strategies.*21/);
  const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`s${i}`, `idx_${i}`]));
  assert.deepEqual(checkComposition({ ...valid, sortingStrategy: twenty }), []);
});

test('usage: keyed map and the statistics envelope become one sorted model', () => {
  const keyed = {
    records: [
      { t: 2, v: 20 },
      { t: 1, v: 10 },
    ],
    max_qps: [{ t: 1, v: { 'server-1': 3 } }],
  };
  const parsed = check(usageSchemaFor(keyed), keyed);
  assert.ok(parsed.ok);
  assert.deepEqual(usageSeries(parsed.value, 'records,max_qps'), {
    records: [
      { t: 1, v: 10 },
      { t: 2, v: 20 },
    ],
    max_qps: [{ t: 1, v: { 'server-1': 3 } }],
  });
  const envelope = { statistics: [{ t: 5, v: 1 }] };
  const alt = check(usageSchemaFor(envelope), envelope);
  assert.ok(alt.ok);
  assert.deepEqual(usageSeries(alt.value, 'records'), { records: [{ t: 5, v: 1 }] });
  const empty = check(usageSchemaFor({}), {});
  assert.ok(empty.ok);
  assert.deepEqual(usageSeries(empty.value, 'records'), {});

  const bad = check(usageSchemaFor(keyed), {
    records: [
      { t: 1, v: 1 },
      { t: 2, v: 'x' },
    ],
  });
  assert.ok(!bad.ok);
  assert.equal(formatPath(bad.mismatch.path), 'records[1].v');
  assert.equal(bad.mismatch.reason, 'expected number or record');
  const notArray = check(usageSchemaFor({ records: 3 }), { records: 3 });
  assert.ok(!notArray.ok);
  assert.equal(
    `${formatPath(notArray.mismatch.path)}: ${notArray.mismatch.reason}`,
    'records: expected array',
  );
});
