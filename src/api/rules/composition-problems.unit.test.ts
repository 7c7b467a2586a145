import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkComposition } from './composition-problems.js';
import { MAX_VALUE_TEXT } from './composition.js';
import type { Composition } from '../schemas/composition.js';

describe('checkComposition', () => {
  // Found by the fuzzing suite (test/node/fuzz): an item's key is service data, and a 1 MB key
  // made a 1 MB sentence. The message quotes at most MAX_VALUE_TEXT characters of it.
  it('keeps its sentences bounded whatever the item key and value', () => {
    const key = 'k'.repeat(1_000_000);
    const source = { search: { index: 'i' } };
    const [problem, ...rest] = checkComposition({
      objectID: 'c',
      name: 'n',
      behavior: {
        injection: {
          main: { source },
          injectedItems: [{ key, source, position: 2 ** 40, length: 1 }],
        },
      },
    } as Composition);
    assert.equal(rest.length, 0);
    assert.equal(problem!.rule, 'position');
    assert.ok(problem!.message.length < 2 * MAX_VALUE_TEXT, `${problem!.message.length}`);
    assert.match(
      problem!.message,
      /^Injected item "kkk+…": position must be between 0 and 99 \(found 1099511627776\)\.$/,
    );
  });
});
