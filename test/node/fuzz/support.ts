/**
 * Shared pieces of the fuzzing suite (issue #17): the seed, hostile values, near-valid bodies
 * and a tally that proves each property really met the hostile cases it claims to.
 *
 * Replay a failure with `FC_SEED=<seed printed> node --import tsx --test test/node/fuzz/…`.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';

/** The seed of every property in this process: `FC_SEED`, else the time. */
export const SEED = Number(process.env.FC_SEED) || Date.now();
console.log(`fast-check seed ${SEED} (replay: FC_SEED=${SEED})`);

/** A failure's report, its counterexample cut (a huge or deep value would flood the log). */
function short(error: unknown): never {
  if (!(error instanceof Error)) throw error;
  const cut = (text: string) =>
    text.replace(/[^\n]{400,}/g, (line) => `${line.slice(0, 400)}… (${line.length} characters)`);
  const short = new Error(cut(error.message));
  short.stack = cut(error.stack ?? '');
  throw short;
}

/** `fc.assert` with the printed seed (replay: the seed and path in the report). */
export function check<T>(property: fc.IProperty<T>, numRuns: number): void {
  try {
    fc.assert(property, { seed: SEED, numRuns, includeErrorInReport: true });
  } catch (error) {
    short(error);
  }
}
/**
 * The async `check`. With `covered`, rounds of `numRuns` go on (seeds `SEED`, `SEED + 1`, …, at
 * most 8 rounds) until it says every hostile case the property claims has occurred: the cover
 * is then certain, not left to the luck of one seed.
 */
export async function checkAsync<T>(
  property: fc.IAsyncProperty<T>,
  numRuns: number,
  covered?: () => boolean,
): Promise<void> {
  for (let round = 0; round < 8; round++) {
    try {
      await fc.assert(property, { seed: SEED + round, numRuns, includeErrorInReport: true });
    } catch (error) {
      short(error);
    }
    if (!covered || covered()) return;
  }
}

/** Keys that have broken parsers elsewhere: prototype setters and methods every object has. */
export const SPECIAL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
] as const;

/** Numbers a JS value (not JSON) can carry, and the edges of the safe range. */
export const HOSTILE_NUMBERS = [
  NaN,
  Infinity,
  -Infinity,
  -0,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  1e308,
  0.5,
];

/** At least this deep counts as "deep"; at least this long as "huge". */
export const DEEP = 10_000;
export const HUGE = 100_000;

/** An object built as `JSON.parse` builds it: a `__proto__` key is an own data property. */
export function objectOf(
  entries: readonly (readonly [string, unknown])[],
): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return o;
}

/** `inner` wrapped `depth` times in arrays, objects or both (built without recursion). */
export function nest(inner: unknown, depth: number, kind: 'array' | 'object' | 'mixed'): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) {
    const array = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
    value = array ? [value] : objectOf([['a', value]]);
  }
  return value;
}

/** The same as JSON text, built without recursion (for the wire). */
export function nestText(inner: string, depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + inner + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
}

const special = fc.oneof(fc.constant('__proto__'), fc.constantFrom(...SPECIAL_KEYS));
const key = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 8 }) }, special);

/** A string of 100 KB to 1 MB, sometimes astral (surrogate pairs) and with `,null,` inside. */
export const hugeString = fc
  .tuple(fc.integer({ min: HUGE, max: 1_000_000 }), fc.constantFrom('x', '😀', ',null,', '<b>'))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

/** A 10,000 to 30,000 deep value. */
export const deepValue = fc
  .tuple(
    fc.integer({ min: DEEP, max: 30_000 }),
    fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
    fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null)),
  )
  .map(([depth, kind, inner]) => nest(inner, depth, kind));

/** A leaf: mostly ordinary, sometimes hostile (huge, deep, non-finite, `undefined`). */
export function leaf(js: boolean): fc.Arbitrary<unknown> {
  const ordinary = fc.oneof(
    fc.string({ maxLength: 12 }),
    js ? fc.double() : fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );
  return fc.oneof(
    { weight: 8, arbitrary: ordinary },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: deepValue },
    ...(js
      ? [{ weight: 1, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS, undefined) }]
      : []),
  );
}

/**
 * Any value: `fc.jsonValue` of any depth and size, or a tree with hostile leaves and keys
 * (`__proto__`, `constructor`…) as `JSON.parse` makes them. `js`: leaves may be non-finite or
 * `undefined` (what a JS caller, not the wire, can pass).
 */
export function anyValue(js = true): fc.Arbitrary<unknown> {
  const { tree } = fc.letrec<{ tree: unknown; node: unknown }>((tie) => ({
    tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf(js), tie('node')),
    node: fc.oneof(
      fc.array(tie('tree'), { maxLength: 5 }),
      fc.array(fc.tuple(key, tie('tree')), { maxLength: 5 }).map(objectOf),
    ),
  }));
  return fc.oneof(
    fc.jsonValue({ depthSize: 'medium' }),
    tree,
    // An object with a key of the prototype's at its top, where parsers look first.
    fc.array(fc.tuple(special, tree), { minLength: 1, maxLength: 3 }).map(objectOf),
    // Numbers JSON cannot carry (NaN, ±Infinity…), where fields are read.
    ...(js
      ? [
          fc
            .array(fc.tuple(key, fc.constantFrom<unknown>(...HOSTILE_NUMBERS)), { minLength: 1 })
            .map(objectOf),
        ]
      : []),
  );
}

/** One change to a near-valid value, at the `at`-th node (in reading order). */
export type Mutation =
  | { op: 'replace'; at: number; value: unknown }
  | { op: 'delete'; at: number }
  | { op: 'add'; at: number; key: string; value: unknown }
  | { op: 'deepen'; at: number; depth: number };

export function mutations(js = true): fc.Arbitrary<Mutation[]> {
  const at = fc.nat();
  const replace = (value: fc.Arbitrary<unknown>) =>
    fc.record({ op: fc.constant('replace' as const), at, value });
  // One hostile theme per mutation, each as likely, so every run meets some.
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    replace(hugeString),
    replace(anyValue(js)),
    ...(js ? [replace(fc.constantFrom<unknown>(...HOSTILE_NUMBERS, undefined))] : []),
    fc.record({
      op: fc.constant('add' as const),
      at,
      key: fc.constantFrom(...SPECIAL_KEYS),
      value: leaf(js),
    }),
    fc.record({
      op: fc.constant('deepen' as const),
      at,
      depth: fc.integer({ min: DEEP, max: 20_000 }),
    }),
    fc.record({ op: fc.constant('delete' as const), at }),
  );
  return fc.array(one, { minLength: 1, maxLength: 3 });
}

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** The slots (parent, key) of every value inside `root`, in reading order (no recursion). */
function slots(root: unknown): Slot[] {
  const out: Slot[] = [];
  const stack: unknown[] = [root];
  while (stack.length && out.length < 10_000) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    for (const k of keys) {
      out.push({ parent: v as Record<string, unknown>, key: k });
      stack.push((v as Record<string, unknown>)[k]);
    }
  }
  return out;
}

/** A copy of a (JSON) value with the mutations applied: near-valid, so parsers read deep. */
export function mutate(valid: unknown, changes: readonly Mutation[]): unknown {
  const root = { v: JSON.parse(JSON.stringify(valid)) as unknown };
  for (const change of changes) {
    const all = slots(root);
    const { parent, key } = all[change.at % all.length]!;
    const target = (parent as Record<string | number, unknown>)[key];
    if (change.op === 'replace') {
      Object.defineProperty(parent, key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else if (change.op === 'delete') {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else if (parent !== root) delete (parent as Record<string, unknown>)[key];
    } else if (change.op === 'deepen') {
      (parent as Record<string | number, unknown>)[key] = nest(target, change.depth, 'array');
    } else if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      Object.defineProperty(target, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else if (Array.isArray(target)) {
      target.push(change.value);
    } else if (!Array.isArray(parent) && parent !== root) {
      Object.defineProperty(parent, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return root.v;
}

/** What a value holds that is hostile: its depth, longest string, special keys, odd numbers. */
export interface Measure {
  depth: number;
  longest: number;
  specialKey: boolean;
  protoKey: boolean;
  nonFinite: boolean;
}

export function measure(value: unknown): Measure {
  const m: Measure = {
    depth: 0,
    longest: 0,
    specialKey: false,
    protoKey: false,
    nonFinite: false,
  };
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (d > m.depth) m.depth = d;
    if (typeof v === 'string') m.longest = Math.max(m.longest, v.length);
    else if (typeof v === 'number') m.nonFinite ||= !Number.isFinite(v);
    else if (typeof v === 'object' && v !== null) {
      for (const k of Object.keys(v)) {
        if ((SPECIAL_KEYS as readonly string[]).includes(k)) m.specialKey = true;
        if (k === '__proto__') m.protoKey = true;
        stack.push([(v as Record<string, unknown>)[k], d + 1]);
      }
    }
  }
  return m;
}

/** Counts, over a property's runs, the hostile cases it met (the sanity check of the suite). */
export class Tally {
  runs = 0;
  deep = 0;
  huge = 0;
  specialKey = 0;
  protoKey = 0;
  nonFinite = 0;
  add(value: unknown): void {
    const m = measure(value);
    this.runs++;
    if (m.depth >= DEEP) this.deep++;
    if (m.longest >= HUGE) this.huge++;
    if (m.specialKey) this.specialKey++;
    if (m.protoKey) this.protoKey++;
    if (m.nonFinite) this.nonFinite++;
  }
  /** Each named case was met in at least `share` of the runs. */
  expect(cases: (keyof Omit<Tally, 'runs' | 'add' | 'expect'>)[], share = 0.03): void {
    const min = Math.max(1, Math.floor(this.runs * share));
    const { runs, deep, huge, specialKey, protoKey, nonFinite } = this;
    console.log(
      `hostile cases met in ${runs} runs: deep ${deep}, huge ${huge}, special key ${specialKey}, __proto__ ${protoKey}, non-finite ${nonFinite}`,
    );
    for (const c of cases) {
      assert.ok(this[c] >= min, `only ${this[c]} of ${this.runs} runs had ${c} (want ${min})`);
    }
  }
}

/** `Object.prototype` and `Array.prototype` as they are now, to compare after a run. */
export function prototypeSnapshot(): () => void {
  const take = () =>
    [Object.prototype, Array.prototype].map((p) =>
      Object.getOwnPropertyNames(p).map((k) => {
        const d = Object.getOwnPropertyDescriptor(p, k)!;
        return [k, d.value ?? d.get] as const;
      }),
    );
  const before = take();
  return () => {
    const after = take();
    for (let i = 0; i < before.length; i++) {
      assert.equal(after[i]!.length, before[i]!.length, 'a prototype gained or lost a property');
      after[i]!.forEach(([k, v], j) => {
        assert.equal(k, before[i]![j]![0], 'a prototype changed');
        assert.equal(v, before[i]![j]![1], `prototype property ${k} was replaced`);
      });
    }
    assert.equal(Object.getPrototypeOf({}), Object.prototype);
  };
}

/**
 * Every object of a parsed value has an ordinary prototype (not one set through a `__proto__`
 * key) and every number found at `numericKeys` is finite. Walks at most `limit` nodes.
 */
export function assertSane(value: unknown, numericKeys: readonly string[] = [], limit = 50_000) {
  const stack: [unknown, string | number | undefined][] = [[value, undefined]];
  let seen = 0;
  while (stack.length && seen++ < limit) {
    const [v, k] = stack.pop()!;
    if (typeof k === 'string' && numericKeys.includes(k) && typeof v === 'number') {
      assert.ok(Number.isFinite(v), `${k} is ${v}`);
    }
    if (typeof v !== 'object' || v === null) continue;
    const proto: unknown = Object.getPrototypeOf(v);
    assert.ok(
      proto === Object.prototype || proto === Array.prototype || proto === null,
      'an object of the value has a foreign prototype',
    );
    for (const key of Object.keys(v)) stack.push([(v as Record<string, unknown>)[key], key]);
  }
}
