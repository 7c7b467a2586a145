import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { hook, type Translator } from '../internal/translation-hook.js';
import { chainOf, registerTranslation } from './registry.js';
import { plural } from './plural.js';

describe('translations registry', () => {
  it('looks from the most specific tag to the language', () => {
    assert.deepEqual(chainOf('pt-BR'), ['pt-br', 'pt']);
    assert.deepEqual(chainOf('zh-Hans-CN'), ['zh-hans-cn', 'zh-hans', 'zh']);
    assert.deepEqual(chainOf('de'), ['de']);
  });

  it('merges term by term: English, then pt, then pt-BR, then the element’s own strings', () => {
    const source = {
      part: 'test-pagination',
      defaults: { first: 'First', next: 'Next', last: 'Last' },
    };
    registerTranslation({
      $code: 'pt',
      'test-pagination': { first: 'Primeira', next: 'Próxima' },
    } as never);
    registerTranslation({ $code: 'pt-BR', 'test-pagination': { next: 'Seguinte' } } as never);
    const t = (own?: object) => hook.translator!.translate(source, 'pt-BR', own);
    assert.deepEqual(t(), { first: 'Primeira', next: 'Seguinte', last: 'Last' });
    assert.deepEqual(t({ last: 'Última' }), {
      first: 'Primeira',
      next: 'Seguinte',
      last: 'Última',
    });
    // Another language of the same family does not see pt-BR's terms.
    assert.deepEqual(hook.translator!.translate(source, 'pt-PT'), {
      first: 'Primeira',
      next: 'Próxima',
      last: 'Last',
    });
  });

  it('merges nested groups term by term', () => {
    const source = { part: 'test-nested', defaults: { group: { a: 'A', b: 'B' } } };
    registerTranslation({ $code: 'fr', 'test-nested': { group: { a: 'À' } } } as never);
    assert.deepEqual(hook.translator!.translate(source, 'fr-CA', { group: { b: 'Bé' } }), {
      group: { a: 'À', b: 'Bé' },
    });
  });

  it('gives Simplified Chinese to Simplified pages only, English to Traditional ones', async () => {
    const source = { part: 'pagination', defaults: { next: 'Next' } };
    const next = (locale: string) =>
      (hook.translator!.translate(source, locale) as { next: string }).next;
    for (const locale of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-TW', 'zh-HK', 'zh-Hant']) {
      next(locale);
    }
    await hook.translator!.settled();
    const simplified = next('zh-CN');
    assert.notEqual(simplified, 'Next');
    for (const locale of ['zh', 'zh-SG', 'zh-Hans', 'zh-Hans-TW'])
      assert.equal(next(locale), simplified);
    for (const locale of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-CN'])
      assert.equal(next(locale), 'Next');
  });

  it('picks plural forms with Intl.PluralRules', () => {
    const ar = plural('ar');
    const forms = { zero: '0', one: '1', two: '2', few: 'few', many: 'many', other: 'other' };
    assert.deepEqual(
      [0, 1, 2, 3, 11, 100].map((n) => ar(n, forms)),
      ['0', '1', '2', 'few', 'many', 'other'],
    );
    assert.equal(plural('ja')(1, { one: 'x', other: 'y' }), 'y');
  });
});

describe('the translations loader (@search-ui/elements/translations)', () => {
  it('installs in the hook a loader that installs the registry, and re-renders the elements', async () => {
    let renders = 0;
    const changed = hook.changed;
    hook.changed = () => void renders++;
    try {
      hook.translator = undefined;
      hook.load = undefined;
      // (Nothing else of this file imports the loader: it runs here.)
      await import('./auto.js');
      assert.equal(typeof hook.load, 'function');
      // Elements that rendered before the loader came render again (and then load).
      assert.equal(renders, 1);
      assert.equal(hook.translator, undefined, 'the registry is installed before it is needed');
      await hook.load!();
      // (Read again: the assignment above narrowed it for TypeScript.)
      const installed = hook.translator as Translator | undefined;
      assert.ok(installed, 'the loader does not install the registry');
      assert.equal(renders, 2);
      assert.deepEqual(installed.translate({ part: 'test-loader', defaults: { a: 'A' } }, 'de'), {
        a: 'A',
      });
    } finally {
      hook.changed = changed;
    }
  });
});
