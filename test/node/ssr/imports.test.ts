// Every built entry imports in plain Node: no DOM, no shim, nothing thrown, nothing registered.
// Each import runs in a process of its own, so that no global set by one entry (Lit's node
// build adds a `customElements` registry) hides a failure of another. Needs the build
// (`npm test` builds first; alone: `node scripts/build.mjs`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const { entries } = (await import('../../../scripts/entries.mjs' as string)) as {
  entries: { name: string }[];
};

/** Imports `file` in a fresh Node, then prints what the page globals look like. */
function importAlone(file: string): { exports: string[]; htmlElement: string } {
  const script = `
    const m = await import(${JSON.stringify(`./${file}`)});
    console.log(JSON.stringify({
      exports: Object.keys(m),
      htmlElement: typeof globalThis.HTMLElement,
    }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { exports: string[]; htmlElement: string };
}

// The translations' loader has no API: importing it installs the loading of languages.
const noExports = new Set(['translations']);

describe('every entry in plain Node', () => {
  for (const { name } of entries) {
    it(`imports dist/${name}.js without a DOM`, (t) => {
      const file = `dist/${name}.js`;
      if (!existsSync(file)) return t.skip(`${file} is not built`);
      const result = importAlone(file);
      // The import leaves no DOM behind, and the entry's API is there.
      assert.equal(result.htmlElement, 'undefined');
      if (noExports.has(name)) assert.deepEqual(result.exports, []);
      else assert.ok(result.exports.length > 0, `${file} exports nothing`);
    });
  }
});
