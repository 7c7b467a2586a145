// `npm run build`: JS (rollup: dist/ and the code-split dist/cdn/), type declarations (tsc), the
// custom elements manifest and the theme (dist/themes/default.css, and a copy in
// dist/cdn/themes/ so that the CDN folder, served alone, has everything a page needs).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

const node = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
// The manifest first: the typings are generated from it (src/react/ is written by hand).
node(
  `node_modules/@custom-elements-manifest/analyzer/cem.js analyze --litelement --globs src/**/*.ts
    --exclude src/**/*.test.ts --exclude src/react/** --quiet`.split(/\s+/),
);
node(['node_modules/rollup/dist/bin/rollup', '-c', '--silent']);
node(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);
await (await import('./make-types.mjs')).makeTypes(); // dist/types/: JSX, Vue typings
node(['--import', 'tsx', 'scripts/make-theme.mjs']);
cpSync('dist/themes/default.css', 'dist/cdn/themes/default.css');
console.log('built custom-elements.json, dist/, dist/cdn/ (with themes/) and dist/themes/');
