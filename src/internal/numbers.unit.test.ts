import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toFinite, toInteger } from './numbers.js';

describe('toFinite / toInteger', () => {
  it('never returns NaN or Infinity', () => {
    for (const v of [
      NaN,
      Infinity,
      -Infinity,
      '1e400',
      'abc',
      '',
      ' ',
      null,
      undefined,
      {},
      [],
      true,
    ]) {
      assert.equal(toFinite(v, 7), 7, String(v));
      assert.equal(toInteger(v, 7), 7, String(v));
    }
  });

  it('reads numeric strings and clamps to the range', () => {
    assert.equal(toFinite('2.5', 0), 2.5);
    assert.equal(toFinite(500, 0, 0, 100), 100);
    assert.equal(toInteger('12.9', 0), 12);
    assert.equal(toInteger(-3, 0, 0), 0);
    assert.equal(toInteger(1e300, 0, 0, 99), 99);
  });
});
