// A test-runner plugin: serves the built theme (dist/themes/default.css) as the default
// production CSS pipelines of the bundlers users build with leave it, at
// /theme-pipelines/<name>.css:
//  - raw: the file as published (what a no-build page links);
//  - vite: a Vite production build, every option at its default, of a module that imports the
//    theme (Vite 8 minifies CSS with Lightning CSS for its default browser targets);
//  - webpack: cssnano's default preset, what webpack 5's css-minimizer runs;
//  - esbuild: esbuild's CSS minifier, for its default target and for older browsers.
// Each is made once, on the first request, from the file the build wrote.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const THEME = 'dist/themes/default.css';

async function viteBuild(css) {
  const { build } = await import('vite');
  const root = mkdtempSync(join(tmpdir(), 'theme-vite-'));
  try {
    writeFileSync(join(root, 'theme.css'), css);
    writeFileSync(join(root, 'main.js'), "import './theme.css';\n");
    const out = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, rollupOptions: { input: join(root, 'main.js') } },
    });
    const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
    const asset = outputs.find((o) => o.fileName.endsWith('.css'));
    if (!asset) throw new Error('the Vite build wrote no CSS');
    return String(asset.source);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const pipelines = {
  raw: async (css) => css,
  vite: viteBuild,
  webpack: async (css) => {
    const [{ default: postcss }, { default: cssnano }] = await Promise.all([
      import('postcss'),
      import('cssnano'),
    ]);
    return (await postcss([cssnano()]).process(css, { from: undefined })).css;
  },
  esbuild: async (css) => {
    const { transform } = await import('esbuild');
    return (await transform(css, { loader: 'css', minify: true })).code;
  },
  'esbuild-es2020': async (css) => {
    const { transform } = await import('esbuild');
    const target = ['chrome80', 'firefox78', 'safari14'];
    return (await transform(css, { loader: 'css', minify: true, target })).code;
  },
};

/** The names of the pipelines, for the test. */
export const PIPELINES = Object.keys(pipelines);

export function themePipelinesPlugin() {
  const made = new Map();
  return {
    name: 'theme-pipelines',
    async serve(context) {
      const match = /^\/theme-pipelines\/([\w-]+)\.css$/.exec(context.path);
      if (!match || !(match[1] in pipelines)) return undefined;
      const name = match[1];
      if (!made.has(name)) {
        made.set(name, pipelines[name](readFileSync(THEME, 'utf8')));
      }
      return { body: await made.get(name), type: 'css' };
    },
  };
}
