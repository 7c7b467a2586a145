import { strict as assert } from 'node:assert';
import { describe, it, mock } from 'node:test';
import { hook } from './translation-hook.js';
import { translate, translationsSettled } from './translations.js';

// Node runs each test file in a process of its own: nothing here has installed a loader yet.
describe('translate() without the registry', () => {
  const source = { part: 'pagination', defaults: { next: 'Next', last: 'Last' } };

  it('gives English, with the own strings, and warns once per page without a loader', async () => {
    const warn = mock.method(console, 'warn', () => {});
    try {
      assert.equal(hook.load, undefined);
      assert.deepEqual(translate(source, 'en-GB', undefined), { next: 'Next', last: 'Last' });
      assert.equal(warn.mock.callCount(), 0, 'English needs no translation');
      assert.deepEqual(translate(source, 'fr', { last: 'Fin' }), { next: 'Next', last: 'Fin' });
      translate(source, 'fr', undefined);
      translate({ part: 'usageChart', defaults: {} }, 'de-AT', undefined);
      await translationsSettled();
      assert.equal(warn.mock.callCount(), 1);
      const [message] = warn.mock.calls[0]!.arguments as [string];
      assert.match(message, /"fr"/);
      assert.match(message, /import '@search-ui\/elements\/translations'/);
      assert.match(message, /registerTranslation\(\)/);
    } finally {
      warn.mock.restore();
    }
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
