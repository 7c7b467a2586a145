// `node scripts/build-angular.mjs`: builds the Angular example (dev/angular/) as an Angular app
// would be built, without the Angular CLI:
//   1. ngc (AOT, strict templates) compiles dev/angular/src/ to .cache/angular/out/
//   2. esbuild bundles it into .cache/angular/main.js, running Angular's linker (the Babel plugin
//      of @angular/compiler-cli) over the partially compiled Angular packages, so no JIT
//      compiler ships; the library comes from the built package (`npm run build` first)
//   3. copies dev/angular/index.html beside it
// The browser test test/browser/frameworks/angular.test.ts loads the result.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.cache/angular');
const started = Date.now();

if (!existsSync(join(root, 'dist/pagination/index.d.ts'))) {
  console.error('build-angular: dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const ngc = join(root, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');
if (
  spawnSync(process.execPath, [ngc, '-p', 'dev/angular'], { cwd: root, stdio: 'inherit' }).status
) {
  console.error('build-angular: ngc failed');
  process.exit(1);
}
const compiled = Date.now();

// Angular's packages ship partially compiled (ɵɵngDeclare…): link them at bundle time.
const { NodeJSFileSystem, ConsoleLogger, LogLevel } = await import('@angular/compiler-cli');
const { createEs2015LinkerPlugin } = await import('@angular/compiler-cli/linker/babel');
const { needsLinking } = await import('@angular/compiler-cli/linker');
const babel = await import('@babel/core');
const linker = createEs2015LinkerPlugin({
  fileSystem: new NodeJSFileSystem(),
  logger: new ConsoleLogger(LogLevel.warn),
  linkerJitMode: false,
});
const angularLinker = {
  name: 'angular-linker',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]@angular[\\/].*\.m?js$/ }, async (args) => {
      const code = readFileSync(args.path, 'utf8');
      if (!needsLinking(args.path, code)) return { contents: code, loader: 'js' };
      const options = { babelrc: false, configFile: false, compact: false, sourceMaps: false };
      const result = await babel.transformAsync(code, {
        ...options,
        filename: args.path,
        plugins: [linker],
      });
      return { contents: result?.code ?? code, loader: 'js' };
    });
  },
};

const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: [join(out, 'out/main.js')],
  outfile: join(out, 'main.js'),
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  conditions: ['production', 'browser', 'import', 'default'],
  define: { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false' },
  logLevel: 'warning',
  plugins: [angularLinker],
  metafile: process.argv.includes('--analyze'),
});
if (result.metafile) {
  // `--analyze`: the bundle's bytes by package.
  const bytes = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const m = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      const key = m ? m[1] : path.split('/').slice(0, 3).join('/');
      bytes.set(key, (bytes.get(key) ?? 0) + bytesInOutput);
    }
  }
  for (const [key, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${key}`);
  }
}
copyFileSync(join(root, 'dev/angular/index.html'), join(out, 'index.html'));

const bundle = readFileSync(join(out, 'main.js'));
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `build-angular: .cache/angular/main.js, ${(statSync(join(out, 'main.js')).size / 1024).toFixed(0)} KB ` +
    `(${(gzipSync(bundle, { level: 9 }).length / 1024).toFixed(1)} KB gzip); ` +
    `ngc ${seconds(compiled - started)} s, bundle ${seconds(Date.now() - compiled)} s`,
);
