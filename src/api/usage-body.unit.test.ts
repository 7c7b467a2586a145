import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, formatPath } from './schemas/common.js';
import { usageSchemaFor } from './schemas/usage.js';
import { isPerServerMetric } from './rules/usage.js';
import { checkUsageBody, usageSeries } from './usage-body.js';
import { label as describe } from '../../test/support/differential.js';

/*
 * The zod schemas of `schemas/usage.ts` are the specification; `checkUsageBody` must agree with
 * them on every body: the same verdict, the same mismatch (path and reason), the same model.
 */

/** Runs both and fails with the body when they disagree; returns the shared verdict. */
function agree(body: unknown, metric = 'records'): ReturnType<typeof checkUsageBody> {
  const label = describe(body);
  const spec = check(usageSchemaFor(body), body);
  const light = checkUsageBody(body);
  assert.equal(light.ok, spec.ok, `verdict for ${label}`);
  if (!light.ok && !spec.ok) {
    assert.deepEqual(light.mismatch, spec.mismatch, `mismatch for ${label}`);
  } else if (light.ok && spec.ok) {
    assert.deepEqual(
      usageSeries(light.value, metric),
      usageSeries(spec.value, metric),
      `model for ${label}`,
    );
  }
  return light;
}

const point = { t: 1_700_000_000_000, v: 3 };
const serverPoint = { t: 1_700_000_000_000, v: { 'server-1': 3, 'server-2': 0 } };

/** Values of every type, each wrong for at least one place of the shape. */
const anyValue: unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  -0,
  1.5,
  -7,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
  '',
  '1',
  'records',
  [],
  [1],
  [point],
  [[point]],
  {},
  { a: 1 },
  { a: 'x' },
  { a: { b: 1 } },
  point,
  new Date(0),
  Object.create(null) as object,
];

test('usage body: the documented shapes are accepted and modelled', () => {
  const keyed = {
    records: [
      { t: 2, v: 20 },
      { t: 1, v: 10 },
    ],
    max_qps: [{ t: 1, v: { 'server-1': 3 } }],
  };
  const parsed = agree(keyed, 'records,max_qps');
  assert.ok(parsed.ok);
  assert.deepEqual(usageSeries(parsed.value, 'records,max_qps'), {
    records: [
      { t: 1, v: 10 },
      { t: 2, v: 20 },
    ],
    max_qps: [{ t: 1, v: { 'server-1': 3 } }],
  });
  const envelope = agree({ statistics: [{ t: 5, v: 1 }], count: 1 });
  assert.ok(envelope.ok);
  assert.deepEqual(usageSeries(envelope.value, 'records'), { records: [{ t: 5, v: 1 }] });
  const empty = agree({});
  assert.ok(empty.ok);
  assert.deepEqual(usageSeries(empty.value, 'records'), {});
  // Extra fields of a point are accepted and left out of the model; the model is a copy.
  const extra = { records: [{ ...serverPoint, note: 'x', nested: { deep: [1] } }] };
  const withExtra = agree(extra);
  assert.ok(withExtra.ok);
  const model = usageSeries(withExtra.value, 'records');
  assert.deepEqual(model, { records: [serverPoint] });
  assert.notEqual(model.records![0]!.v, extra.records[0]!.v);
});

test('usage body: mismatches name the place and the reason', () => {
  const cases: [unknown, string][] = [
    [null, '(root): expected record'],
    [[], '(root): expected record'],
    [[point], '(root): expected record'],
    ['{}', '(root): expected record'],
    [{ records: 3 }, 'records: expected array'],
    [{ statistics: 'x' }, 'statistics: expected array'],
    [{ records: [point, null] }, 'records[1]: expected object'],
    [{ records: [point, [point]] }, 'records[1]: expected object'],
    [{ records: [{ v: 1 }] }, 'records[0].t: expected number'],
    [{ records: [{ t: '1', v: 1 }] }, 'records[0].t: expected number'],
    [{ records: [{ t: NaN, v: 1 }] }, 'records[0].t: expected number'],
    [{ records: [{ t: 1, v: 'x' }] }, 'records[0].v: expected number or record'],
    [{ records: [{ t: 1 }] }, 'records[0].v: expected number or record'],
    [{ records: [{ t: 1, v: Infinity }] }, 'records[0].v: expected number or record'],
    [{ records: [{ t: 1, v: [1] }] }, 'records[0].v: expected number or record'],
    [{ max_qps: [{ t: 1, v: { a: 1, 'b-2': '2' } }] }, 'max_qps[0].v["b-2"]: expected number'],
    [{ max_qps: [{ t: 1, v: { a: { b: 1 } } }] }, 'max_qps[0].v.a: expected number'],
    [{ max_qps: [{ t: 1, v: { a: -Infinity } }] }, 'max_qps[0].v.a: expected number'],
    [{ statistics: [point, { t: 1, v: null }] }, 'statistics[1].v: expected number or record'],
    // Two arrays: the keyed map, checked key by key in order.
    [{ statistics: [point], records: [{}] }, 'records[0].t: expected number'],
    [{ a: [point], b: 1, c: 'x' }, 'b: expected array'],
  ];
  for (const [body, expected] of cases) {
    const result = agree(body);
    assert.ok(!result.ok, describe(body));
    assert.equal(
      `${formatPath(result.mismatch.path)}: ${result.mismatch.reason}`,
      expected,
      describe(body),
    );
  }
});

test('usage body: agrees with the schemas with a wrong value at every level', () => {
  let accepted = 0;
  let rejected = 0;
  const count = (result: ReturnType<typeof checkUsageBody>) =>
    result.ok ? accepted++ : rejected++;
  for (const value of anyValue) {
    count(agree(value)); // the body
    count(agree({ records: value })); // a series
    count(agree({ statistics: value })); // the envelope's series
    count(agree({ records: [point, value] })); // a point
    count(agree({ statistics: [value] }));
    count(agree({ records: [{ t: value, v: 1 }] })); // t
    count(agree({ records: [{ t: 1, v: value }] })); // v
    count(agree({ statistics: [{ t: 1, v: value }] }));
    count(agree({ max_qps: [{ t: 1, v: { 'server-1': 1, 'server-2': value } }] })); // v's values
    count(agree({ records: [{ t: 1, v: 1, extra: value }] })); // an extra field: ignored
    count(agree({ statistics: [point], extra: value })); // beside the envelope's series
    count(agree({ records: [point], other: value }));
  }
  // Both outcomes occur often: the corpus tests the boundary, not one side of it.
  assert.ok(accepted > 60 && rejected > 150, `${accepted} accepted, ${rejected} rejected`);
});

test('usage body: agrees with the schemas on JSON edge cases', () => {
  const bodies: unknown[] = [
    JSON.parse('{"__proto__": 5, "records": [{"t": 1, "v": 1}]}'),
    JSON.parse('{"records": [{"t": 1, "v": {"__proto__": "x", "a": 1}}]}'),
    JSON.parse('{"records": [{"__proto__": {"t": 1}, "t": 2, "v": 1}]}'),
    JSON.parse('{"statistics": [{"t": 1, "v": 1}], "__proto__": [1]}'),
    JSON.parse('{"constructor": [{"t": 1, "v": 1}]}'),
    JSON.parse('{"records": [{"t": 1, "v": {"constructor": 1}}]}'),
    JSON.parse('{"records": [{"t": 1, "v": {"constructor": "x"}}]}'),
    { '': [point] },
    { '0': [point], '1': [{ t: 0, v: 1 }], z: [] },
    { records: [] },
    { statistics: [] },
    { statistics: [], records: [] },
    { statistics: [point], records: 'x' },
    {
      records: [
        { t: 3, v: 1 },
        { t: -1, v: 2 },
        { t: 3, v: 0 },
      ],
    },
    { records: [{ t: 1, v: {} }] },
    { records: [{ t: 0, v: -0 }] },
    { records: [{ t: 1, v: 1, t2: NaN }] },
    { records: [{ t: 1, v: 1 }], max_qps: [{ t: 1, v: { 'eu-west': 1e21 } }] },
    Object.assign(Object.create(null) as object, { records: [point] }),
    { records: [Object.assign(Object.create(null) as object, point)] },
    { records: [{ t: 1, v: Object.assign(Object.create(null) as object, { a: 1 }) }] },
    { records: [{ t: 1, v: new Date(0) }] },
    new Date(0),
    { records: [new Date(0)] },
  ];
  for (const body of bodies) agree(body, 'max_qps');
  const proto = checkUsageBody(bodies[0]);
  assert.ok(proto.ok);
  assert.deepEqual(Object.keys(usageSeries(proto.value, 'records')), ['records']);
});

test('usage body: agrees with the schemas on generated near-valid bodies', () => {
  // A small deterministic generator (mulberry32): mostly valid pieces, one flaw at a time.
  let seed = 20_240_501;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const maybe = <T>(good: () => T): unknown => (random() < 0.97 ? good() : pick(anyValue));
  const v = () =>
    random() < 0.5
      ? Math.round(random() * 1000)
      : Object.fromEntries(
          Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`s${i}`, maybe(() => i)]),
        );
  const points = () =>
    Array.from({ length: Math.floor(random() * 6) }, () =>
      maybe(() => ({ t: maybe(() => Math.floor(random() * 1e6)), v: maybe(v) })),
    );
  const metrics = ['records', 'max_qps', 'statistics', 'region_x', 'a b'];
  let accepted = 0;
  for (let i = 0; i < 3000; i++) {
    const body: unknown =
      random() < 0.2
        ? maybe(() => ({ statistics: points() }))
        : maybe(() =>
            Object.fromEntries(
              Array.from({ length: Math.floor(random() * 4) }, () => [
                pick(metrics),
                maybe(points),
              ]),
            ),
          );
    if (agree(body, pick(metrics)).ok) accepted++;
  }
  assert.ok(accepted > 600 && accepted < 2900, `${accepted} of 3000 accepted`);
});

test('isPerServerMetric', () => {
  assert.ok(isPerServerMetric('max_qps'));
  assert.ok(isPerServerMetric('region_records'));
  assert.ok(isPerServerMetric('degraded_queries_ssd_used_queries_impacted'));
  assert.ok(!isPerServerMetric('records'));
  assert.ok(!isPerServerMetric('max_qps_total'));
});
