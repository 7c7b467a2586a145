import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { nearestIndex } from './crosshair.js';

describe('nearestIndex', () => {
  it('finds the closest timestamp', () => {
    const times = [0, 10, 20, 30];
    assert.equal(nearestIndex(times, -5), 0);
    assert.equal(nearestIndex(times, 14), 1);
    assert.equal(nearestIndex(times, 16), 2);
    assert.equal(nearestIndex(times, 99), 3);
    assert.equal(nearestIndex([], 1), -1);
  });
});
