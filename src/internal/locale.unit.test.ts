import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkLocale, formatter, DEFAULT_LOCALE } from './locale.js';

describe('checkLocale', () => {
  it('reads the underscore form real sites carry as a BCP 47 tag', () => {
    assert.equal(checkLocale('en_US'), 'en-US');
    assert.equal(checkLocale('pt_br'), 'pt-BR');
  });

  it('canonicalises valid tags', () => {
    assert.equal(checkLocale('DE-de'), 'de-DE');
    assert.equal(checkLocale('ar'), 'ar');
    assert.equal(checkLocale(' ja '), 'ja');
  });

  it('refuses what Intl would throw on, instead of throwing', () => {
    for (const bad of ['zz-invalid-', 'C', '', '-', 'en--US', '12345678901', null, undefined]) {
      assert.equal(checkLocale(bad), undefined, String(bad));
    }
  });

  it('every accepted tag is usable by Intl', () => {
    for (const tag of ['en_US', 'fr', 'zh-Hans-CN', 'he', 'x-private']) {
      const locale = checkLocale(tag);
      if (locale) assert.doesNotThrow(() => new Intl.NumberFormat(locale));
    }
  });
});

describe('formatter', () => {
  it('returns one cached instance per locale and options', () => {
    const a = formatter(Intl.NumberFormat, 'de', { notation: 'compact' });
    const b = formatter(Intl.NumberFormat, 'de', { notation: 'compact' });
    const c = formatter(Intl.NumberFormat, 'fr', { notation: 'compact' });
    assert.equal(a, b);
    assert.notEqual(a, c);
    assert.equal(a.format(1500000).replace(/\s/g, ' '), '1,5 Mio.');
  });

  it('falls back to the default locale instead of throwing on an unchecked tag', () => {
    const f = formatter(Intl.NumberFormat, 'zz-invalid-');
    assert.equal(f.resolvedOptions().locale, DEFAULT_LOCALE);
  });
});
