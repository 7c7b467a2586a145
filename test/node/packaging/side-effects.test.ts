// package.json `sideEffects` names exactly the files that register elements when imported: the
// `define` modules and the entries that import them (`/pagination`, `/all`, …), in dist/ and in
// src/, plus the translations' loader (`/translations`: it registers no element, it installs the
// loading of languages), the CDN build and the theme. The root entry is free of side effects, so a bundler
// keeps only what a page imports from it. (`npm test` builds dist/ first.)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { sideEffectsMatcher, toRegExp } from '../../../scripts/side-effects.mjs';
import { entries } from '../../../scripts/entries.mjs';
import { pkg } from './pack.js';

const listed = sideEffectsMatcher();

const files = (dir: string, test: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && test(d.name))
    .map((d) => join(d.parentPath, d.name));

/**
 * Registers an element itself: calls `customElements.define`, or imports `defineElement` (the
 * library's registration helper: a module imports it to call it; minified, it is renamed).
 */
const callsDefine = (code: string) => /customElements\.define\(|\bdefineElement\b/.test(code);

/** The modules a file imports for their side effects only (`import './define.js'`). */
const bareImports = (file: string, code: string) =>
  [...code.matchAll(/(?:^|[;}\n])\s*import\s*['"](\.[^'"]+)['"]/g)].map(([, spec]) => {
    const target = join(dirname(file), spec!);
    return existsSync(target) ? target : target.replace(/\.js$/, '.ts');
  });

/**
 * The files that register an element when imported: those that call define, and those that
 * import one of them for its side effects, transitively.
 */
function registering(all: string[]): Set<string> {
  const memo = new Map<string, boolean>();
  const registers = (file: string): boolean => {
    if (memo.has(file)) return memo.get(file)!;
    memo.set(file, false);
    const code = readFileSync(file, 'utf8');
    const result =
      (callsDefine(code) && !/internal\/define\.[jt]s$/.test(file)) ||
      bareImports(file, code).some((f) => existsSync(f) && registers(f));
    memo.set(file, result);
    return result;
  };
  return new Set(all.filter(registers));
}

/** The entry modules users import: dist/<name>.js and their sources. */
const distEntries = new Set(entries.map((e) => join('dist', `${e.name}.js`)));
const srcEntries = new Set(entries.map((e) => e.input));
/** The translations' loader, a side effect of its own (dist/ and src/). */
const loader = entries.find((e) => e.name === 'translations')!;
const loaderFiles = [join('dist', `${loader.name}.js`), loader.input];

describe('package.json sideEffects', () => {
  it('lists exactly the registering files of dist/: define modules and entries', () => {
    const modules = files('dist', (n) => n.endsWith('.js')).filter(
      (f) => !f.startsWith(join('dist', 'cdn')),
    );
    const registers = registering(modules);
    const expected = modules.filter(
      (f) =>
        (registers.has(f) && (/\/define\.js$/.test(f) || distEntries.has(f))) ||
        loaderFiles.includes(f),
    );
    assert.ok(expected.includes('dist/pagination/define.js'), 'the check finds no define module');
    assert.ok(expected.includes('dist/all.js'), 'the check finds no registering entry');
    assert.deepEqual(modules.filter(listed).sort(), expected.sort());
  });

  it('lists exactly the registering files of src/', () => {
    const modules = files('src', (n) => n.endsWith('.ts') && !n.includes('.test.'));
    const registers = registering(modules);
    const expected = modules.filter(
      (f) =>
        (registers.has(f) && (/\/define\.ts$/.test(f) || srcEntries.has(f))) ||
        loaderFiles.includes(f),
    );
    assert.ok(expected.includes('src/usage-chart/define.ts'));
    assert.deepEqual(modules.filter(listed).sort(), expected.sort());
  });

  it('lists every file of the CDN build and the theme', () => {
    const cdn = files(join('dist', 'cdn'), (n) => n.endsWith('.js'));
    assert.ok(
      cdn.some((f) => f.includes('chunks')),
      'no shared chunks in dist/cdn/',
    );
    assert.deepEqual(
      cdn.filter((f) => !listed(f)),
      [],
    );
    assert.ok(listed('dist/themes/default.css'), 'a bundler would drop the theme import');
  });

  it('lists no file that does not exist (a typo would silently list nothing)', () => {
    const every = [...files('dist', () => true), ...files('src', () => true)];
    for (const pattern of pkg.sideEffects) {
      const re = toRegExp(pattern);
      assert.ok(
        every.some((f) => re.test(f)),
        `sideEffects "${pattern}" matches no file`,
      );
    }
  });
});

describe('a bundler honouring sideEffects', () => {
  // Rollup as webpack, esbuild or Vite would treat the package: the dependencies are the app's
  // (external), and a module of the package has side effects only if package.json says so.
  async function bundle(source: string): Promise<string> {
    const id = '\0entry';
    const build = await rollup({
      input: id,
      external: (spec) => !spec.startsWith('.') && !spec.startsWith('/') && spec !== id,
      treeshake: { moduleSideEffects: (file) => listed(file) },
      plugins: [
        {
          name: 'entry',
          resolveId: (spec, importer) =>
            spec === id ? id : importer === id ? resolve(spec) : null,
          load: (file) => (file === id ? source : null),
        },
      ],
      onwarn: () => {},
    });
    const { output } = await build.generate({ format: 'es' });
    await build.close();
    return output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  }

  it('keeps nothing of `import "@search-ui/elements"` (the root registers nothing)', async () => {
    const code = await bundle('import "./dist/index.js";');
    assert.equal(code.trim(), '');
  });

  it('keeps only the connector of `import { connectPagination } from the root`', async () => {
    const code = await bundle('export { connectPagination } from "./dist/index.js";');
    assert.match(code, /connectPagination/);
    assert.doesNotMatch(code, /customElements|defineElement|lit/);
  });

  it('registers the element of `import "@search-ui/elements/pagination"`', async () => {
    const code = await bundle('import "./dist/pagination.js";');
    assert.match(
      code,
      /\(\s*["'`]search-pagination["'`]\s*,/,
      'search-pagination is not registered',
    );
  });

  it('keeps the loader of `import "@search-ui/elements/translations"`', async () => {
    const code = await bundle('import "./dist/translations.js";');
    // (The registry is a chunk of its own: loaded on demand.)
    assert.match(code, /\.load\s*=\s*\(\)\s*=>\s*import\(/, 'the loader is not installed');
    assert.match(code, /registerTranslation/, 'the registry is not in the bundle');
  });

  it('registers every element of `import "@search-ui/elements/all"`', async () => {
    const code = await bundle('import "./dist/all.js";');
    for (const tag of [
      'search-provider',
      'search-pagination',
      'usage-chart',
      'secret-key-list',
      'composition-view',
    ]) {
      assert.match(code, new RegExp(`\\(\\s*["'\`]${tag}["'\`]\\s*,`), `${tag} is not registered`);
    }
  });
});
