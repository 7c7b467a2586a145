// The package as published (`npm test` builds it first): what the tarball holds, what publint and
// Are-the-types-wrong say of it, and whether every import of the published files is a declared
// dependency.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { pack, pkg, type Packed } from './pack.js';

const run = promisify(execFile);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('the npm tarball', () => {
  let packed: Packed;
  before(() => {
    packed = pack();
  });
  after(() => rmSync(dirname(packed.tarball), { recursive: true, force: true }));

  it('holds the built package and nothing else: no tests, sources or stories', (t) => {
    t.diagnostic(
      `npm pack: ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked, ${packed.files.length} files`,
    );
    const allowed =
      /^(dist\/.+|custom-elements\.json|package\.json|README\.md|LICENSE|THIRD-PARTY-NOTICES\.md)$/;
    const stray = packed.files.map((f) => f.path).filter((p) => !allowed.test(p));
    assert.deepEqual(stray, [], 'files outside dist/ and the package documents');
    const tests = packed.files
      .map((f) => f.path)
      .filter((p) => /(^|\/)(tests?|__tests__|stories)\/|\.(test|spec|stories)\.[jt]sx?$/.test(p));
    assert.deepEqual(tests, [], 'test files in the tarball');
  });

  it('ships the licence, the theme, the CDN build and every exported file', () => {
    const paths = new Set(packed.files.map((f) => f.path));
    for (const file of ['LICENSE', 'README.md', 'dist/themes/default.css', 'dist/cdn/index.js']) {
      assert.ok(paths.has(file), `${file} is not in the tarball`);
    }
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath.includes('*')) continue;
      const files = typeof target === 'string' ? [target] : [target.default, target.types];
      for (const file of files) {
        assert.ok(paths.has(file.replace(/^\.\//, '')), `${subpath} → ${file} is not published`);
      }
    }
  });

  it('is clean for publint (strict: warnings fail too)', async () => {
    const { messages, pkg: published } = await publint({ pack: 'npm', strict: true });
    const text = messages.map((m) => `${m.type}: ${formatMessage(m, published)}`);
    assert.deepEqual(text, []);
  });

  it('has types that resolve as the code does (Are the types wrong, ESM-only profile)', async () => {
    // The theme is a CSS file: no types to check.
    const args = [
      'node_modules/@arethetypeswrong/cli/dist/index.js',
      packed.tarball,
      '--profile',
      'esm-only',
      '--exclude-entrypoints',
      './themes/default.css',
      '--format',
      'ascii',
      '--no-color',
    ];
    try {
      await run(process.execPath, args);
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      assert.fail(`attw found problems:\n${stdout}\n${stderr}`);
    }
  });
});

describe('the imports of the published files', () => {
  /** Every module specifier a file imports (static, dynamic, `import("…")` types, re-exports). */
  const specifiers = (file: string): string[] =>
    ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
  const packageName = (spec: string) =>
    spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
  const files = (dir: string, test: (name: string) => boolean) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && test(d.name))
      .map((d) => join(d.parentPath, d.name));

  // The entries allowed to need an optional peer: importing any other entry must not need it
  // (a Vue or plain project never needs React's types). An entry that is not published yet is
  // harmless here.
  const optionalPeerUsers: Record<string, string[]> = {
    react: ['./react', './jsx'],
    vue: ['./vue'],
    '@lit-labs/ssr': ['./ssr'],
  };

  it('are declared dependencies, or optional peers needed by their own entries only', () => {
    const declared = new Set([
      ...Object.keys(pkg.dependencies),
      ...Object.keys(pkg.peerDependencies ?? {}),
      pkg.name,
    ]);
    const optional = new Set(
      Object.entries(pkg.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const problems: string[] = [];
    // Which export subpaths reach each file (JS and declarations, through relative imports).
    const reachedBy = new Map<string, Set<string>>();
    const visit = (file: string, subpath: string) => {
      const seen = reachedBy.get(file) ?? new Set<string>();
      if (seen.has(subpath)) return;
      reachedBy.set(file, seen.add(subpath));
      for (const spec of specifiers(file)) {
        if (!spec.startsWith('.')) continue;
        const target = join(dirname(file), spec);
        for (const candidate of [target, target.replace(/\.js$/, '.d.ts')]) {
          if (candidate !== file && existsSync(candidate) && /\.(js|d\.ts)$/.test(candidate)) {
            visit(candidate, subpath);
          }
        }
      }
    };
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const targets = typeof target === 'string' ? [target] : [target.default, target.types];
      for (const file of targets.filter((f) => /\.(js|d\.ts)$/.test(f))) {
        visit(file.replace(/^\.\//, ''), subpath);
      }
    }
    for (const file of files('dist', (n) => /\.(js|d\.ts)$/.test(n))) {
      if (file.startsWith(join('dist', 'cdn'))) continue;
      for (const spec of specifiers(file)) {
        if (spec.startsWith('.') || spec.startsWith('node:')) continue;
        const name = packageName(spec);
        if (!declared.has(name)) {
          problems.push(`${file}: "${spec}" is not a declared dependency or peer`);
        } else if (optional.has(name)) {
          const users = optionalPeerUsers[name] ?? [];
          const others = [...(reachedBy.get(file) ?? [])].filter((s) => !users.includes(s));
          if (others.length > 0) {
            problems.push(
              `${file}: "${spec}" (an optional peer) is needed by ${others.join(', ')}`,
            );
          }
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('of the CDN build are all relative (no bare specifier: a page needs no import map)', () => {
    const bare = files(join('dist', 'cdn'), (n) => n.endsWith('.js')).flatMap((file) =>
      specifiers(file)
        .filter((spec) => !spec.startsWith('./') && !spec.startsWith('../'))
        .map((spec) => `${file}: ${spec}`),
    );
    assert.deepEqual(bare, []);
  });
});
