// knip: no unused file, dependency or export. The production code is what the package's entries
// (scripts/entries.mjs, the inputs of package.json `exports`) reach; public = exported from an
// entry. Scripts, tests, stories, the dev servers and benchmarks are project files (their
// imports count, their own exports do not matter).
import type { KnipConfig } from 'knip';
import { entries } from './scripts/entries.mjs';

const config: KnipConfig = {
  entry: [
    ...entries.map((e) => `${e.input}!`),
    '*.config.{js,mjs,ts}',
    'scripts/**/*.{mjs,ts}',
    'test/**/*.{ts,tsx,mjs}',
    'src/**/*.test.ts',
    'stories/**/*.ts',
    'dev/**/*.{ts,mjs,html}',
    'bench/**/*.ts',
  ],
  project: ['src/**/*.ts!', '{scripts,test,stories,dev,bench}/**/*.{ts,tsx,mts,mjs}'],
  // The declarations of the .mjs scripts that TypeScript modules import (read by tsc, not imported).
  ignoreFiles: ['scripts/*.d.mts'],
  // The framework apps of test/frameworks/ install their frameworks in a folder of their own
  // (with the packed package), not from the project's dependencies.
  ignore: ['test/frameworks/{next,nuxt,angular}/**'],
  // Installed by scripts/ensure-browsers.mjs when a browser is missing (a system tool).
  ignoreBinaries: ['apt-get'],
  ignoreDependencies: [
    // Imported by the published .d.ts files (lit's render() return types), not by the sources.
    'lit-html',
    // The Angular linker's Babel: a dependency of @angular/compiler-cli, which the Angular
    // example's build (scripts/build-angular.mjs) drives exactly as the Angular CLI does.
    '@babel/core',
    // Run by path (node_modules/@arethetypeswrong/cli/dist/index.js) in the package checks.
    '@arethetypeswrong/cli',
    // The peers the benchmarks compare against (scripts/bench.mjs bundles them from strings).
    'chart.js',
    'search-insights',
    // The visual suite's pinned fonts, loaded by URL (test/browser/visual/suite.ts).
    '@fontsource-variable/noto-sans',
    '@fontsource-variable/noto-sans-arabic',
    '@fontsource-variable/noto-sans-mono',
  ],
};

export default config;
