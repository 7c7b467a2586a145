// `npm run lint` (and `npm test`): fails when the modules of src/ import each other in a cycle.
// Reads every `import … from './x.js'` / `export … from` / `import('./x.js')` of src/**/*.ts
// (type-only imports included: a cycle of types is still a knot to untie), maps `.js` to the
// `.ts` source, and reports each strongly connected group of two or more files.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve('src');
const files = readdirSync(root, { recursive: true })
  .map((f) => join(root, String(f)))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));

const importRe =
  /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const deps = new Set();
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
    if (existsSync(target)) deps.add(target);
  }
  graph.set(file, [...deps]);
}

// Tarjan's strongly connected components, iteratively.
let index = 0;
const idx = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
for (const start of graph.keys()) {
  if (idx.has(start)) continue;
  const work = [[start, 0]];
  while (work.length) {
    const frame = work[work.length - 1];
    const [v, i] = frame;
    if (i === 0) {
      idx.set(v, index);
      low.set(v, index++);
      stack.push(v);
      onStack.add(v);
    }
    const deps = graph.get(v) ?? [];
    if (i < deps.length) {
      frame[1] += 1;
      const w = deps[i];
      if (!idx.has(w)) work.push([w, 0]);
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(v)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(relative(process.cwd(), w));
      } while (w !== v);
      if (group.length > 1) cycles.push(group.sort());
    }
  }
}

if (cycles.length) {
  console.error(`Import cycles in src/ (${cycles.length}):`);
  for (const group of cycles) console.error(`  ${group.join(' ⇄ ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} modules of src/.`);
