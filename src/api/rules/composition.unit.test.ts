import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  compositionWarnings,
  inRange,
  injectionWarnings,
  itemLabel,
  LENGTH_RANGE,
  MAX_INJECTED_ITEMS,
  MAX_SLOT,
  MAX_SORTING_STRATEGIES,
  MAX_VALUE_TEXT,
  POSITION_RANGE,
  valueText,
} from './composition.js';

describe('composition rules', () => {
  it('declares the documented limits', () => {
    assert.equal(MAX_INJECTED_ITEMS, 3);
    assert.equal(MAX_SORTING_STRATEGIES, 20);
    assert.deepEqual(POSITION_RANGE, [0, 99]);
    assert.deepEqual(LENGTH_RANGE, [0, 50]);
    assert.equal(MAX_SLOT, 148);
  });

  it('inRange: integers within the inclusive range only', () => {
    assert.ok(inRange(0, POSITION_RANGE) && inRange(99, POSITION_RANGE));
    for (const bad of [-1, 100, 2.5, '3', null, undefined, Number.NaN, Infinity]) {
      assert.equal(inRange(bad, POSITION_RANGE), false, String(bad));
    }
  });

  it('labels items by key, else by their one-based number', () => {
    assert.equal(itemLabel({ key: 'promo' }, 0), 'promo');
    assert.equal(itemLabel({ key: '' }, 1), '#2');
    assert.equal(itemLabel('odd', 2), '#3');
  });

  it('says values as JSON text, and what is missing', () => {
    assert.equal(valueText(undefined), 'missing');
    assert.equal(valueText('3'), '"3"');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    assert.equal(valueText(cyclic), '[object Object]');
  });

  // Found by the fuzzing suite (test/node/fuzz): a deeply nested array as a position, or in
  // `feedsOrder`, made `compositionWarnings` throw a RangeError (String() of the array
  // recursed again after JSON.stringify failed), and a huge value was quoted whole.
  it('quotes any value without throwing, within MAX_VALUE_TEXT characters', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    assert.equal(valueText(deep), '[object Array]');
    const warnings = compositionWarnings({
      objectID: 'c',
      name: 'n',
      behavior: {
        multifeed: { feeds: {}, feedsOrder: [deep] },
        injection: { main: { source: {} }, injectedItems: [{ position: deep, length: 1 }] },
      },
    });
    assert.deepEqual(
      warnings.map((w) => w.code),
      ['bothBehaviours', 'positionOutOfRange', 'unknownFeed'],
    );
    const long = valueText('x'.repeat(1_000_000));
    assert.equal(long.length, MAX_VALUE_TEXT);
    assert.ok(long.startsWith('"xxx') && long.endsWith('…'));
  });

  it('names the index and the feed of an item out of range', () => {
    assert.deepEqual(
      injectionWarnings(
        { main: { source: {} }, injectedItems: [{ key: 'a', position: 1, length: 51 }] },
        'f',
      ),
      [{ code: 'lengthOutOfRange', item: 'a', index: 0, value: '51', min: 0, max: 50, feed: 'f' }],
    );
    assert.deepEqual(injectionWarnings('nope'), [{ code: 'noMainSource' }]);
    // `main` is required, its `source` is not.
    assert.deepEqual(injectionWarnings({}), [{ code: 'noMainSource' }]);
    assert.deepEqual(injectionWarnings({ main: {} }), []);
  });

  it('never throws, whatever the input', () => {
    for (const input of [
      undefined,
      null,
      42,
      'x',
      [],
      { behavior: [] },
      { behavior: { multifeed: 1 } },
    ]) {
      assert.ok(Array.isArray(compositionWarnings(input)));
    }
  });
});
