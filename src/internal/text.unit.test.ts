import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { clip, jsonPreview } from './text.js';

describe('clip', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    assert.deepEqual(clip('abc', 5), { text: 'abc', clipped: false });
    assert.deepEqual(clip('abcdefgh', 5), { text: 'abcd…', clipped: true });
  });

  it('never splits a surrogate pair and never exceeds the bound', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 2, max: 300 }),
        (s, max) => {
          const { text } = clip(s, max);
          assert.ok(text.length <= max);
          assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(text), 'lone high surrogate');
        },
      ),
    );
  });
});

describe('jsonPreview', () => {
  it('writes what JSON.stringify writes when nothing is cut', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        const { text, truncated } = jsonPreview(v, { maxDepth: 50, maxChars: 1e7 });
        assert.equal(truncated, false);
        assert.equal(text, JSON.stringify(v, null, 2));
      }),
      { numRuns: 300 },
    );
  });

  it('survives any depth, without recursion, and says what it left out', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    const { text, truncated } = jsonPreview(deep);
    assert.equal(truncated, true);
    assert.ok(text.includes('{…}') || text.includes('[…]'));
  });

  it('stays within its length bound on huge values', () => {
    const huge = { s: 'x'.repeat(5_000_000), list: Array.from({ length: 100_000 }, (_, i) => i) };
    const { text, truncated } = jsonPreview(huge, { maxChars: 10_000 });
    assert.equal(truncated, true);
    assert.ok(text.length <= 10_001);
  });

  it('marks a cycle instead of looping', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const { text, truncated } = jsonPreview(a);
    assert.equal(truncated, true);
    assert.match(text, /\[circular\]/);
  });
});
