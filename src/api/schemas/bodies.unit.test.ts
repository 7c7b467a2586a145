import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, statusBody } from './common.js';
import { checkStatusBody } from './bodies.js';

/*
 * The zod schema `statusBody` is the specification of a write's success body; the zod-free
 * `checkStatusBody` (what `sendEvents` runs) must agree with it on every body: the same verdict,
 * the same mismatch, the same value (keys and their order).
 */

const keyOrder = (value: unknown) =>
  typeof value === 'object' && value !== null ? Object.keys(value) : null;

function agree(body: unknown, label: string): boolean {
  const spec = check(statusBody, body);
  const light = checkStatusBody(body);
  assert.equal(light.ok, spec.ok, `verdict for ${label}`);
  if (!light.ok && !spec.ok)
    assert.deepEqual(light.mismatch, spec.mismatch, `mismatch for ${label}`);
  if (light.ok && spec.ok) {
    assert.deepEqual(light.value, spec.value, `value for ${label}`);
    assert.deepEqual(keyOrder(light.value), keyOrder(spec.value), `key order for ${label}`);
  }
  return light.ok;
}

const values: unknown[] = [
  undefined,
  null,
  true,
  0,
  200,
  -1.5,
  NaN,
  Infinity,
  -Infinity,
  '',
  'OK',
  '200',
  [],
  ['OK'],
  {},
  { a: 1 },
  new Date(0),
  Object.create(null) as object,
];

test('status body: every field of every type, extra and inherited fields', () => {
  let accepted = 0;
  let refused = 0;
  const bodies: [unknown, string][] = values.map((v, i) => [v, `value ${i}`]);
  for (const [i, status] of values.entries()) {
    for (const [j, message] of values.entries()) {
      bodies.push([{ status, message }, `status ${i}, message ${j}`]);
      bodies.push([{ message, extra: [1], status }, `reordered ${i} ${j}`]);
    }
    bodies.push([{ status }, `no message, status ${i}`]);
    bodies.push([{ message: 'OK', other: status }, `no status, other ${i}`]);
  }
  bodies.push(
    [JSON.parse('{"status":200,"message":"OK","__proto__":{"x":1},"constructor":2}'), '__proto__'],
    [
      Object.assign(Object.create({ inherited: 1 }) as object, { status: 200, message: 'OK' }),
      'inherited extra',
    ],
    [
      Object.assign(Object.create({ status: 200 }) as object, { message: 'OK' }),
      'inherited status',
    ],
    [
      Object.assign(Object.create(null) as object, { status: 200, message: 'OK', z: undefined }),
      'no prototype',
    ],
    [Object.assign(new Date(0), { status: 200, message: 'OK' }), 'a Date'],
  );
  for (const [body, label] of bodies) {
    if (agree(body, label)) accepted++;
    else refused++;
  }
  assert.ok(accepted > 10 && refused > 300, `${accepted} accepted, ${refused} refused`);
});
