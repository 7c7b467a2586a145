// The npm tarball of the package as `npm publish` would upload it (the build must have run:
// `npm test` builds first). Packed once per test process into .cache/pack/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Packed {
  /** Path of the .tgz file. */
  tarball: string;
  /** Packed (gzip) and unpacked bytes. */
  size: number;
  unpackedSize: number;
  /** Every file, relative to the package root. */
  files: { path: string; size: number }[];
}

let packed: Packed | undefined;

export function pack(): Packed {
  if (packed) return packed;
  const destination = join('.cache', 'pack', String(process.pid));
  mkdirSync(destination, { recursive: true });
  const [info] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as { filename: string; size: number; unpackedSize: number; files: Packed['files'] }[];
  packed = {
    tarball: join(destination, info!.filename),
    size: info!.size,
    unpackedSize: info!.unpackedSize,
    files: info!.files,
  };
  return packed;
}

/** The package.json as published. */
export const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  exports: Record<string, string | { types: string; default: string }>;
  sideEffects: string[];
  files: string[];
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
