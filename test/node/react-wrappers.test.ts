// The React components of src/react/ are written by hand, one `createComponent` (@lit/react) per
// element. This checks them against what they wrap: every element that a define.ts registers has
// its module and its exports in index.ts, and every `@event` of custom-elements.json (`npm test`
// builds it first) its `on…` prop typed as the manifest types it; alias attributes have their
// prop; nothing is left of a removed element or event.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  events?: { name?: string; type?: { text?: string } }[];
  attributes?: { name: string; fieldName?: string; description?: string }[];
}
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { path: string; declarations?: Declaration[] }[];
};

/** `search-page-change` → `onSearchPageChange`, as @lit/react users expect. */
const eventProp = (name: string) =>
  'on' + name.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const squash = (text: string) => text.replace(/\s+/g, '');

/** The tags registered by src/<folder>/define.ts, with their folder and class. */
const registered = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => {
    let code = '';
    try {
      code = readFileSync(join('src', d.name, 'define.ts'), 'utf8');
    } catch {
      return [];
    }
    return [...code.matchAll(/defineElement\(\s*'([a-z0-9-]+)',\s*(\w+)\s*\)/g)].map((m) => ({
      folder: d.name,
      tag: m[1]!,
      className: m[2]!,
    }));
  });

const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);

describe('React wrappers (src/react/)', () => {
  it('finds the registered elements', () => {
    assert.ok(registered.length >= 5, 'no defineElement() call found in src/*/define.ts');
  });

  it('has one module per registered element, and no other', () => {
    const files = readdirSync('src/react').filter((f) => f.endsWith('.ts'));
    const expected = [...registered.map((e) => `${e.tag}.ts`), 'index.ts'];
    assert.deepEqual(files.sort(), expected.sort());
  });

  it('exports each component and its props type from index.ts, and nothing else', () => {
    const index = readFileSync('src/react/index.ts', 'utf8');
    const exported = [
      ...index.matchAll(/export \{ (\w+), type (\w+) \} from '\.\/([a-z0-9-]+)\.js';/g),
    ];
    const expected = registered.map((e) => `${e.className} ${e.className}Props ${e.tag}`);
    assert.deepEqual(exported.map((m) => m.slice(1).join(' ')).sort(), expected.sort());
    assert.equal(index.match(/^export /gm)?.length, registered.length, 'index.ts exports more');
  });

  for (const { folder, tag, className } of registered) {
    describe(`<${tag}>`, () => {
      const source = readFileSync(`src/react/${tag}.ts`, 'utf8');
      const flat = squash(source);
      const declaration = declarations.find((d) => d.kind === 'class' && d.name === className);

      it('wraps the class from its entry point under its tag', () => {
        assert.equal(
          declaration?.tagName,
          tag,
          `custom-elements.json has no <${tag}> ${className}`,
        );
        assert.match(
          source,
          new RegExp(
            `\\b${className} as ${className}Element\\b[^;]*from '\\.\\./${folder}/index\\.js'`,
          ),
        );
        assert.ok(flat.includes(`tagName:'${tag}',elementClass:${className}Element,`));
        assert.match(source, new RegExp(`^export const ${className}\\b`, 'm'));
        assert.match(source, new RegExp(`^export type ${className}Props\\b`, 'm'));
      });

      it('has an on… prop for each @event, typed as the manifest types it, and no other', () => {
        const events = (declaration?.events ?? []).filter((e) => e.name);
        for (const { name, type } of events) {
          const typed = /^CustomEvent<.+>$/.test(squash(type?.text ?? ''));
          const expected =
            `${eventProp(name!)}:'${name}'` + (typed ? `asEventName<${squash(type!.text!)}>` : '');
          assert.ok(flat.includes(expected), `missing \`${expected}\``);
        }
        const props = [...flat.matchAll(/(on[A-Z]\w*):'([a-z0-9-]+)'/g)].map((m) => m[2]);
        assert.deepEqual(props.sort(), events.map((e) => e.name).sort());
      });

      it('takes each alias attribute (one without a property) as a prop', () => {
        for (const attribute of declaration?.attributes ?? []) {
          if (attribute.fieldName || !/^Alias of `/.test(attribute.description ?? '')) continue;
          assert.match(source, new RegExp(`\\b${camel(attribute.name)}\\?:`), attribute.name);
        }
      });
    });
  }
});
