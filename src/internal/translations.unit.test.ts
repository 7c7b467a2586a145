import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { hook } from './translation-hook.js';
import { translate, translationsSettled } from './translations.js';

// Node runs each test file in a process of its own: nothing here has installed a loader yet.
describe('translate() without the registry', () => {
  const source = { part: 'pagination', defaults: { next: 'Next', last: 'Last' } };

  it('gives English, with the own strings, without a loader', async () => {
    assert.equal(hook.load, undefined);
    assert.deepEqual(translate(source, 'en-GB', undefined), { next: 'Next', last: 'Last' });
    assert.deepEqual(translate(source, 'fr', { last: 'Fin' }), { next: 'Next', last: 'Fin' });
    assert.deepEqual(translate(source, 'de-AT', undefined), { next: 'Next', last: 'Last' });
    await translationsSettled();
  });

  it('calls the loader once, for the first language other than English', async () => {
    let loads = 0;
    hook.load = async () => void loads++;
    try {
      translate(source, 'en', undefined);
      assert.equal(loads, 0);
      translate(source, 'ja', undefined);
      translate(source, 'fr', undefined);
      await translationsSettled();
      assert.equal(loads, 1);
    } finally {
      hook.load = undefined;
    }
  });
});
