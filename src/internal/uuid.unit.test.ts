import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from './uuid.js';

/** A version 4 UUID of RFC 4122: version nibble 4, variant bits 10. */
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Runs `fn` where `crypto.randomUUID` is missing, as on a page served over plain http. */
function withoutRandomUUID<T>(fn: () => T): T {
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    return fn();
  } finally {
    if (own) Object.defineProperty(crypto, 'randomUUID', own);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
}

describe('randomUUID', () => {
  test('is a version 4 UUID', () => {
    assert.match(randomUUID(), V4);
  });

  test('is a version 4 UUID without crypto.randomUUID, and a new one each time', () => {
    const ids = withoutRandomUUID(() => Array.from({ length: 500 }, randomUUID));
    for (const id of ids) assert.match(id, V4);
    assert.equal(new Set(ids).size, ids.length);
  });

  test('needs no blob URL (jsdom has none)', () => {
    const { createObjectURL } = URL;
    Object.defineProperty(URL, 'createObjectURL', { value: undefined, configurable: true });
    try {
      assert.match(
        withoutRandomUUID(() => randomUUID()),
        V4,
      );
    } finally {
      Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    }
  });
});
