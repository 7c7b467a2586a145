// The root entry (`@search-ui/elements`) re-exports the public API of every other entry without
// importing them (they register elements), and `/all` exports what the root does. Read from the
// sources with TypeScript's checker, so a new export of an element entry that the root forgets
// fails here.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { entries } from '../../../scripts/entries.mjs';

// Names an entry exports under another name from the root (its own name is too generic there).
const renamed: Record<string, Record<string, string>> = {
  pagination: { defaultStrings: 'paginationStrings' },
};
// Entries whose API the root does not carry: React's wrappers (React is the app's).
// The root is for browsers and bundlers: React's wrappers and the Node-only server helpers
// (they import @lit-labs/ssr) stay in their own entries.
const notInRoot = new Set(['index', 'all', 'react', 'ssr']);

const program = ts.createProgram(
  entries.map((e) => e.input),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    experimentalDecorators: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
  },
);
const checker = program.getTypeChecker();
function exportsOf(file: string): Set<string> {
  const source = program.getSourceFile(file);
  assert.ok(source, `${file} is not in the program`);
  const symbol = checker.getSymbolAtLocation(source);
  assert.ok(symbol, `${file} is not a module`);
  return new Set(checker.getExportsOfModule(symbol).map((s) => s.name));
}

describe('the root entry', () => {
  const root = exportsOf('src/index.ts');

  for (const entry of entries.filter((e) => !notInRoot.has(e.name))) {
    it(`re-exports everything of ./${entry.name}`, () => {
      const missing = [...exportsOf(entry.input)]
        .map((name) => renamed[entry.name]?.[name] ?? name)
        .filter((name) => !root.has(name));
      assert.deepEqual(missing, []);
    });
  }

  it('is a deliberate surface: at most 60 values, none of the foundation’s internals', () => {
    const source = program.getSourceFile('src/index.ts')!;
    const values = checker
      .getExportsOfModule(checker.getSymbolAtLocation(source)!)
      .filter((s) => {
        const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        return (target.flags & ts.SymbolFlags.Value) !== 0;
      })
      .map((s) => s.name);
    assert.ok(values.length <= 60, `${values.length} values: ${values.join(', ')}`);
    const internals = ['StoreConsumer', 'checkRange', 'formatPath', 'renderStringTemplate'];
    assert.deepEqual(
      internals.filter((name) => values.includes(name)),
      [],
    );
  });

  it('is what ./all exports', () => {
    assert.deepEqual([...exportsOf('src/all.ts')].sort(), [...root].sort());
  });

  it('imports no module that registers an element (it only re-exports)', () => {
    const text = program.getSourceFile('src/index.ts')!.text;
    const specs = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
    const entryModules = entries.map((e) =>
      e.input.replace(/^src\//, './').replace(/\.ts$/, '.js'),
    );
    const offending = specs.filter((s) => /define\.js$/.test(s) || entryModules.includes(s));
    // The service entries (api, store, insights and its compatible client, connectors) register
    // nothing: allowed.
    const registering = offending.filter(
      (s) =>
        !/^\.\/(api|store|insights)\/index\.js$|^\.\/insights\/compat\.js$|^\.\/pagination\/connectors\.js$/.test(
          s,
        ),
    );
    assert.deepEqual(registering, []);
  });
});
