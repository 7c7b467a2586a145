// Two builds of the same sources:
//  - dist/: ES modules for bundlers, one file per source module (so `sideEffects` can name the
//    registering files), dependencies left to the app's bundler, minified.
//  - dist/cdn/: one self-contained, minified file per entry point (lit and everything else
//    included) for <script type="module"> use; `npm run size` measures these.
import { existsSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { entries } from './scripts/entries.mjs';
import { minifyTemplates } from './scripts/minify-templates.mjs';

const present = entries.filter((e) => existsSync(e.input));
// esbuild strips the types (legacy decorators included); terser minifies the result, which
// it does a few percent smaller than esbuild's minifier.
const esbuildOptions = { target: 'es2022', tsconfig: 'tsconfig.json' };
const minify = () =>
  terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } });
// d3's bundles build their intervals and bisectors with top-level calls that have no side
// effects; saying so lets unused ones go.
const treeshake = { manualPureFunctions: ['timeInterval', 'bisector'] };

const modules = {
  input: Object.fromEntries(present.map((e) => [e.name, e.input])),
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  plugins: [esbuild(esbuildOptions), minifyTemplates(), minify()],
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    sourcemap: true,
  },
};

const cdn = present
  .filter((e) => e.cdn !== false)
  .map((e) => ({
    input: e.input,
    treeshake,
    plugins: [
      nodeResolve({ exportConditions: ['production', 'browser', 'import', 'default'] }),
      esbuild(esbuildOptions),
      minifyTemplates(),
      minify(),
    ],
    output: { file: `dist/cdn/${e.name}.js`, format: 'es', sourcemap: true },
  }));

export default [modules, ...cdn];
