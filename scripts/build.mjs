// `npm run build`: JS (rollup), type declarations (tsc) and the custom elements manifest.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { makeReact } from './make-react.mjs';

const node = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
// The manifest first: the React wrappers are generated from it.
node([
  'node_modules/@custom-elements-manifest/analyzer/cem.js',
  'analyze',
  '--litelement',
  '--globs',
  'src/**/*.ts',
  '--exclude',
  'src/**/*.test.ts',
  '--exclude',
  'src/react/**',
  '--quiet',
]);
await makeReact();
node(['node_modules/rollup/dist/bin/rollup', '-c', '--silent']);
node(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);
console.log('built custom-elements.json, src/react/, dist/ and dist/cdn/');
