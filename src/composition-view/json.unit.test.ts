import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_JSON } from '../internal/text.js';
import { MAX_NATIVE_DEPTH, deeperThan, jsonCopy, jsonText, jsonView } from './json.js';
import { compositionView } from './model.js';

function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

describe('bounded JSON of a composition', () => {
  const deep = nested(100_000);

  it('writes any depth without throwing, saying where it cut', () => {
    assert.equal(jsonText(deep), `${'[{"a":'.repeat(4)}[…]${'}]'.repeat(4)}`);
    assert.ok(jsonText('x'.repeat(10_000)).length <= 2_001);
    const view = jsonView({ deep });
    assert.equal(view.truncated, true);
    assert.ok(view.text.length <= MAX_JSON + 1);
    assert.equal(jsonView({ a: [1, 'b'] }).truncated, false);
  });

  it('copies the whole JSON when it can be written, the bounded text otherwise', () => {
    const big = { a: 'x'.repeat(MAX_JSON * 2) };
    assert.equal(jsonCopy(big), JSON.stringify(big, null, 2));
    assert.equal(jsonCopy(deep), jsonView(deep).text);
    const cycle: Record<string, unknown> = { a: 1 };
    cycle['self'] = cycle;
    assert.match(jsonCopy(cycle), /"\[circular\]"/);
  });

  it('reads a composition holding a deep value anywhere, without throwing', () => {
    const view = compositionView({
      objectID: deep,
      name: 'n',
      behavior: {
        injection: {
          main: { source: { search: { index: 'i', params: { deep } } } },
          injectedItems: [
            { key: 'k', position: deep, length: deep, metadata: { hits: { extra: { deep } } } },
          ],
        },
        multifeed: { feeds: { f: { injection: deep } }, feedsOrder: [deep] },
      },
      sortingStrategy: { s: deep },
    });
    assert.equal(view.behaviour, 'both');
    assert.match(view.objectID!, /…/);
    assert.match(view.injection!.items[0]!.extra[0]!.json, /…/);
  });
});

describe('deeperThan', () => {
  it('counts object and array levels without recursing, cycles included', () => {
    assert.equal(deeperThan(nested(3), 3), false);
    assert.equal(deeperThan(nested(4), 3), true);
    assert.equal(deeperThan(nested(200_000), MAX_NATIVE_DEPTH), true);
    assert.equal(deeperThan('text', 0), false);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    assert.equal(deeperThan(cycle, 5), false);
  });

  it('copies the bounded text, without trying JSON.stringify, past MAX_NATIVE_DEPTH', () => {
    const deep = { objectID: 'deep', value: nested(MAX_NATIVE_DEPTH + 1) };
    assert.equal(jsonCopy(deep), jsonView(deep).text);
    const shallow = { objectID: 'ok', value: nested(10) };
    assert.equal(jsonCopy(shallow), JSON.stringify(shallow, null, 2));
  });
});
