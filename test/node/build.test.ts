// Checks the built package (`npm test` builds it just before): every export resolves, class
// modules register nothing, and the pagination entry stays free of the API service and zod.
// test/node/packaging/ checks the tarball, `sideEffects` and the root entry.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
};

describe('built package', () => {
  it('resolves every export to a built file and its types', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : [target.default, target.types];
      for (const file of files) {
        // `./cdn/*`: a folder of files (its entries are checked by the CDN tests).
        const path = file.includes('*') ? file.slice(0, file.indexOf('*')) : file;
        assert.ok(existsSync(path), `${subpath} → ${file} is missing`);
      }
    }
  });

  it('registers elements only in define.js modules (entries import them)', () => {
    const modules = readdirSync('dist', { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name.endsWith('.js') && !d.parentPath.includes('cdn'))
      .map((d) => join(d.parentPath, d.name));
    const registering = modules.filter((file) => {
      const code = readFileSync(file, 'utf8');
      return (
        /customElements\.define\(|\bdefineElement\b/.test(code) &&
        !file.endsWith('internal/define.js')
      );
    });
    assert.ok(registering.length >= 5, 'the check finds no registering module');
    for (const file of registering) {
      assert.match(file, /\/define\.js$/, `${file} registers an element but is not a define.js`);
    }
  });

  it('keeps the CDN pagination entry (with its chunks) free of the API service and zod', () => {
    // The code-split CDN build: the entry file and every chunk it imports, transitively.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, spec] of code.matchAll(/(?:import|from)\s*["'](\.[^"']+)["']/g)) {
        visit(join(dirname(file), spec!));
      }
    };
    visit('dist/cdn/pagination.js');
    assert.ok(seen.size > 1, 'dist/cdn/pagination.js imports no shared chunk');
    const code = [...seen].map((f) => readFileSync(f, 'utf8')).join('\n');
    assert.doesNotMatch(code, /X-Service-API-Key/i, 'the API client is bundled into pagination');
    assert.doesNotMatch(code, /\$ZodType|ZodError|zod/i, 'zod is bundled into pagination');
  });

  it('puts the theme in dist/cdn/themes/ too, the same file, so the CDN folder is self-contained', () => {
    const theme = readFileSync('dist/themes/default.css', 'utf8');
    assert.match(theme, /--search-ui-/, 'dist/themes/default.css holds no token');
    assert.equal(readFileSync('dist/cdn/themes/default.css', 'utf8'), theme);
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
