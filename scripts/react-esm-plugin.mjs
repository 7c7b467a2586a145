// A web-test-runner / web-dev-server plugin that serves React to the browser as ES modules.
//
// React and react-dom ship CommonJS only, which the dev server's node resolution cannot serve to
// a browser. This plugin bundles them once with esbuild (development build, code splitting so
// `react`, `react-dom/client` and the JSX runtime share ONE React instance) and answers the bare
// imports with the bundled modules. Everything else is left to the other plugins.
//
// Use: `plugins: [reactEsmPlugin(), …]` in web-test-runner.config.mjs.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';

const PREFIX = '/__react-esm__/';

/** The bare specifiers served, and the file each is served as. */
const ENTRIES = {
  react: 'react',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react/jsx-dev-runtime': 'react-jsx-dev-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The named exports of each CommonJS module, read in a child process: loading React here would
 * run its module code inside the test runner, whose console it patches.
 */
function exportNames() {
  const script = `const specifiers = ${JSON.stringify(Object.keys(ENTRIES))};
    console.log(JSON.stringify(Object.fromEntries(specifiers.map((s) => [s, Object.keys(require(s))]))));`;
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

/** An ES module that re-exports a CommonJS module's named exports (esbuild cannot `export *` them). */
function facade(specifier, names) {
  names = names.filter((name) => IDENTIFIER.test(name) && name !== 'default');
  return [
    `import cjs from ${JSON.stringify(specifier)};`,
    'export default cjs;',
    `export const { ${names.join(', ')} } = cjs;`,
  ].join('\n');
}

async function bundle() {
  const names = exportNames();
  const result = await build({
    entryPoints: Object.fromEntries(Object.values(ENTRIES).map((out) => [out, `facade:${out}`])),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: '/out',
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      {
        name: 'facades',
        setup(b) {
          b.onResolve({ filter: /^facade:/ }, (args) => ({
            path: args.path.slice('facade:'.length),
            namespace: 'facade',
          }));
          b.onLoad({ filter: /.*/, namespace: 'facade' }, (args) => {
            const specifier = Object.keys(ENTRIES).find((key) => ENTRIES[key] === args.path);
            return {
              contents: facade(specifier, names[specifier]),
              resolveDir: process.cwd(),
              loader: 'js',
            };
          });
        },
      },
    ],
  });
  return new Map(
    result.outputFiles.map((file) => [PREFIX + file.path.split('/').pop(), file.text]),
  );
}

export function reactEsmPlugin() {
  let files;
  return {
    name: 'react-esm',
    resolveImport({ source }) {
      const out = ENTRIES[source];
      return out === undefined ? undefined : `${PREFIX}${out}.js`;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      files ??= bundle();
      const body = (await files).get(context.path);
      return body === undefined ? undefined : { body, type: 'js' };
    },
  };
}
