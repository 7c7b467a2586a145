// Checks the built package (`npm test` builds it just before): every export resolves, class
// modules register nothing, and the pagination entry stays free of the API service and zod.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  sideEffects: string[];
};

describe('built package', () => {
  it('resolves every export to a built file and its types', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : [target.default, target.types];
      for (const file of files) assert.ok(existsSync(file), `${subpath} → ${file} is missing`);
    }
  });

  it('registers elements only in the files listed as side effects', () => {
    const modules = readdirSync('dist', { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name.endsWith('.js') && !d.parentPath.includes('cdn'))
      .map((d) => join(d.parentPath, d.name));
    const registering = modules.filter((file) => {
      const code = readFileSync(file, 'utf8');
      return (
        /customElements\.define\(|\bdefineElement\(/.test(code) &&
        !file.endsWith('internal/define.js')
      );
    });
    for (const file of registering) {
      assert.match(file, /\/define\.js$/, `${file} registers an element but is not a define.js`);
    }
    assert.ok(pkg.sideEffects.includes('./dist/*/define.js'));
  });

  it('keeps the pagination entry free of the API service and zod', () => {
    const code = readFileSync('dist/cdn/pagination.js', 'utf8');
    assert.doesNotMatch(code, /X-Service-API-Key/i, 'the API client is bundled into pagination');
    assert.doesNotMatch(code, /\$ZodType|ZodError|zod/i, 'zod is bundled into pagination');
  });

  it('documents every element in custom-elements.json', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => d.tagName));
    for (const tag of [
      'search-pagination',
      'usage-chart',
      'secret-key-list',
      'composition-view',
      'search-provider',
    ]) {
      assert.ok(tags.includes(tag), `${tag} is missing from the manifest`);
    }
  });
});
