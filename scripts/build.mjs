// `npm run build`: JS (rollup), type declarations (tsc) and the custom elements manifest.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const node = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
node(['node_modules/rollup/dist/bin/rollup', '-c', '--silent']);
node(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);
node([
  'node_modules/@custom-elements-manifest/analyzer/cem.js',
  'analyze',
  '--litelement',
  '--globs',
  'src/**/*.ts',
  '--exclude',
  'src/**/*.test.ts',
  '--quiet',
]);
console.log('built dist/, dist/cdn/ and custom-elements.json');
