// Two builds of the same sources:
//  - dist/: ES modules for bundlers, one file per source module (so `sideEffects` can name the
//    registering files), dependencies left to the app's bundler, minified.
//  - dist/cdn/: the CDN build for <script type="module"> pages without a bundler: ONE build of
//    every entry with code splitting, so lit, zod, the store and `<search-pagination>` exist once
//    (in dist/cdn/chunks/) whatever combination of entries a page loads, and each element is
//    registered by one module only. `npm run size` measures each entry self-contained (in
//    memory), and the sum of these files.
import { existsSync, rmSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { entries, cdnName } from './scripts/entries.mjs';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';

const present = entries.filter((e) => existsSync(e.input));
// esbuild strips the types (legacy decorators included); terser minifies the result, which
// it does a few percent smaller than esbuild's minifier.
const esbuildOptions = { target: 'es2022', tsconfig: 'tsconfig.json' };
// The static text of lit's `html`, `svg` and `css` templates minified (lit's own plugin: HTML
// through html-minifier-next, CSS through lightningcss), before esbuild and terser. Our sources
// only, and a template it cannot parse fails the build rather than ship unminified.
const minifyTemplates = () => minifyHTML({ include: ['src/**/*.ts'], failOnError: true });
const minify = () =>
  terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } });
// d3's bundles build their intervals and bisectors with top-level calls that have no side
// effects; saying so lets unused ones go.
export const treeshake = { manualPureFunctions: ['timeInterval', 'bisector'] };

// The icons' drawings, written into dist/internal/icons.js: `import X from 'lucide/…/x.mjs'`
// becomes `const X = [the shapes]`, read from Lucide at build time. The published modules then
// import nothing of Lucide (a dev dependency: its 34 MB stay out of the app's node_modules), and
// an app's bundler still drops the drawings no element of its pages draws. The build fails when
// an import of Lucide is left in the file.
const LUCIDE_ICON = /^import (\w+) from '(lucide\/dist\/esm\/icons\/[\w-]+\.mjs)';$/gm;
export const inlineIcons = () => ({
  name: 'inline-icons',
  async transform(code, id) {
    if (!id.endsWith('/src/internal/icons.ts')) return null;
    const drawings = new Map();
    for (const [, , spec] of code.matchAll(LUCIDE_ICON)) {
      drawings.set(spec, (await import(spec)).default);
    }
    const out = code.replace(
      LUCIDE_ICON,
      (_, name, spec) => `const ${name} = ${JSON.stringify(drawings.get(spec))};`,
    );
    if (drawings.size === 0 || /from ['"]lucide/.test(out)) {
      this.error(`inline-icons: expected one-line imports of Lucide icons in ${id}`);
    }
    return { code: out, map: null };
  },
});

/** The plugins of a browser bundle (dependencies included): the CDN build and `npm run size`. */
export const browserPlugins = () => [
  nodeResolve({ exportConditions: ['production', 'browser', 'import', 'default'] }),
  minifyTemplates(),
  esbuild(esbuildOptions),
  minify(),
];

const modules = {
  input: Object.fromEntries(present.map((e) => [e.name, e.input])),
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  plugins: [inlineIcons(), minifyTemplates(), esbuild(esbuildOptions), minify()],
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    sourcemap: true,
  },
};

const cdn = {
  input: Object.fromEntries(
    present.filter((e) => cdnName(e) !== undefined).map((e) => [cdnName(e), e.input]),
  ),
  treeshake,
  plugins: [
    // Chunk names carry a hash: files of an earlier build would stay beside the new ones.
    // Removed just before writing (not when a script reuses these plugins to generate in memory).
    {
      name: 'clean-cdn',
      generateBundle: (options, _bundle, isWrite) => {
        if (isWrite && options.dir) rmSync(options.dir, { recursive: true, force: true });
      },
    },
    ...browserPlugins(),
  ],
  output: {
    dir: 'dist/cdn',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
};

export default [modules, cdn];
