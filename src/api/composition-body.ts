/**
 * The composition response (`GET /1/compositions/{objectID}`), checked without zod.
 *
 * Why this exists: a dashboard page (usage chart, key list, composition view, provider) must
 * fit in 38 KB min+gzip, and the zod/mini runtime alone costs it about 6 KB. So the
 * composition endpoint checks the body with the small readers below and imports nothing that
 * builds a zod schema.
 *
 * The zod schema `composition` of `schemas/composition.ts` stays the specification, and the
 * readers at the end of this file mirror it line by line. `composition-body.unit.test.ts` runs
 * both over a generated corpus and requires the same verdict, the same mismatch (path and
 * reason) and the same parsed value. A change to the accepted shape is made there first, then
 * here.
 *
 * What zod does, and so what these do:
 * - every problem is collected, in reading order (declared fields in declaration order, then
 *   array items, then record keys); the first one is reported;
 * - loose objects: any non-null, non-array object; unknown fields are copied into the value
 *   (inherited enumerable ones too, as `for…in` reads them), a `__proto__` key is skipped;
 *   an optional field that is absent stays absent, one that is present as `undefined` is kept;
 * - records: plain objects only (`expected record`), own enumerable keys, `__proto__` skipped
 *   (a symbol key is `Invalid input`);
 * - integers: finite (`expected number`), whole (`expected int`), safe (`expected <= 2^53-1`,
 *   a soft problem: the shape is right, only the range is not);
 * - unions: the first alternative without problems wins; when exactly one alternative has only
 *   soft problems, its problems are the union's; otherwise the alternative whose first problem
 *   is furthest down explains it, or, when all fail at the value itself, their expectations are
 *   listed (`schemas/common.ts`, `mismatch`).
 *
 * Limits (`rules/composition.ts`) are not checked here: parsing is lenient, `checkComposition`
 * lists broken rules separately.
 */
import { isRecord } from '../internal/guards.js';
import type { Mismatch } from './schemas/bodies.js';
import type { Composition } from './types/composition.js';

type Path = (string | number)[];
type Fields = Record<string, unknown>;

/** A problem at `path` (relative to the value read), as a zod issue says it. */
interface Issue {
  path: Path;
  /** `expected string`…; empty for a union (see `union`). */
  reason: string;
  /** The shape is right, only the range is not (zod's `continue`): an unsafe integer. */
  soft?: boolean;
  /** A union no alternative matched: the problems of each alternative. */
  union?: Issue[][];
}

/** What a reader makes of a value: the parsed value, and every problem found in it. */
interface Read {
  value: unknown;
  issues: Issue[];
}

/** Reads a value; `optional` marks a field that may be absent. */
type Reader = ((input: unknown) => Read) & { optional?: true };

const ok = (value: unknown): Read => ({ value, issues: [] });
const problem = (value: unknown, reason: string, soft?: true): Read => ({
  value,
  issues: [{ path: [], reason, ...(soft && { soft }) }],
});
const within = (key: string | number, issues: Issue[]): Issue[] =>
  issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));

/** zod's `isPlainObject`: an object whose constructor, if any, is `Object`-like (not a Date…). */
function isPlainRecord(value: unknown): value is Fields {
  if (!isRecord(value)) return false;
  const ctor: unknown = value.constructor;
  if (typeof ctor !== 'function') return true;
  const proto: unknown = ctor.prototype;
  return isRecord(proto) && Object.hasOwn(proto, 'isPrototypeOf');
}

const unknown: Reader = ok;
const string: Reader = (v) => (typeof v === 'string' ? ok(v) : problem(v, 'expected string'));
const boolean: Reader = (v) => (typeof v === 'boolean' ? ok(v) : problem(v, 'expected boolean'));
const number: Reader = (v) =>
  typeof v === 'number' && Number.isFinite(v) ? ok(v) : problem(v, 'expected number');
const int: Reader = (v) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return problem(v, 'expected number');
  if (!Number.isInteger(v)) return problem(v, 'expected int');
  if (Number.isSafeInteger(v)) return ok(v);
  return v > 0
    ? problem(v, `expected <= ${Number.MAX_SAFE_INTEGER}`, true)
    : problem(v, `expected >= ${Number.MIN_SAFE_INTEGER}`, true);
};

const optional = (reader: Reader): Reader =>
  Object.assign((v: unknown) => (v === undefined ? ok(v) : reader(v)), { optional: true as const });

function array(item: Reader): Reader {
  return (input) => {
    if (!Array.isArray(input)) return problem(input, 'expected array');
    const value: unknown[] = [];
    const issues: Issue[] = [];
    for (let i = 0; i < input.length; i++) {
      const read = item(input[i]);
      issues.push(...within(i, read.issues));
      value[i] = read.value;
    }
    return { value, issues };
  };
}

/** `z.record(z.string(), item)`. */
function record(item: Reader): Reader {
  return (input) => {
    if (!isPlainRecord(input)) return problem(input, 'expected record');
    const value: Fields = {};
    const issues: Issue[] = [];
    for (const key of Reflect.ownKeys(input)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(input, key)) continue;
      // A symbol is not a string key: zod reports it (JSON never has one).
      if (typeof key === 'symbol') {
        issues.push({ path: [String(key)], reason: 'Invalid input' });
        continue;
      }
      const read = item(input[key]);
      issues.push(...within(key, read.issues));
      value[key] = read.value;
    }
    return { value, issues };
  };
}

/** `z.looseObject(shape)`. */
function object(shape: Record<string, Reader>): Reader {
  const declared = Object.keys(shape);
  return (input) => {
    if (!isRecord(input)) return problem(input, 'expected object');
    const value: Fields = {};
    const issues: Issue[] = [];
    for (const key of declared) {
      const reader = shape[key]!;
      if (reader.optional && !(key in input)) continue;
      const read = reader(input[key]);
      issues.push(...within(key, read.issues));
      value[key] = read.value; // (a required field that is absent has an issue: no value at all)
    }
    for (const key in input) {
      if (key !== '__proto__' && !declared.includes(key)) value[key] = input[key];
    }
    return { value, issues };
  };
}

function union(...alternatives: Reader[]): Reader {
  return (input) => {
    const reads: Read[] = [];
    for (const alternative of alternatives) {
      const read = alternative(input);
      if (!read.issues.length) return read;
      reads.push(read);
    }
    const soft = reads.filter((read) => read.issues.every((issue) => issue.soft));
    if (soft.length === 1) return soft[0]!;
    return { value: input, issues: [{ path: [], reason: '', union: reads.map((r) => r.issues) }] };
  };
}

/** The mismatch an issue describes: `mismatch` of `schemas/common.ts`, for these issues. */
function describe(issue: Issue, base: Path): Mismatch {
  const path = [...base, ...issue.path];
  if (!issue.union) return { path, reason: issue.reason };
  const firsts = issue.union.map((alternative) => alternative[0]!);
  const furthest = firsts.reduce<Issue | undefined>(
    (best, i) => (i.path.length > (best?.path.length ?? 0) ? i : best),
    undefined,
  );
  if (furthest) return describe(furthest, path);
  const parts = firsts.map((i) => describe(i, []).reason.replace(/^expected /, ''));
  return { path, reason: `expected ${[...new Set(parts)].join(' or ') || 'another shape'}` };
}

// The schema, mirrored (see `schemas/composition.ts`).
const searchParams = record(unknown);
const searchSource = object({
  search: object({ index: string, params: optional(searchParams) }),
});
const recommendSource = object({
  recommend: object({ indexName: string, model: string, threshold: optional(number) }),
});
const externalSource = object({
  external: object({
    index: string,
    params: optional(searchParams),
    ordering: optional(string),
  }),
});
const injectedItem = object({
  key: string,
  source: union(searchSource, externalSource, recommendSource),
  position: int,
  length: int,
  metadata: optional(
    object({
      hits: optional(object({ addItemKey: optional(boolean), extra: optional(record(unknown)) })),
    }),
  ),
});
const injection = object({
  main: object({ source: optional(union(searchSource, recommendSource)) }),
  injectedItems: optional(array(injectedItem)),
  deduplication: optional(object({ positioning: string })),
});
const multifeed = object({
  feeds: record(object({ injection })),
  feedsOrder: optional(array(string)),
});
const composition = object({
  objectID: string,
  name: string,
  description: optional(string),
  behavior: union(object({ injection }), object({ multifeed })),
  sortingStrategy: optional(record(string)),
});

/**
 * Checks a composition: the parsed composition (a copy; unknown fields kept), or the first
 * mismatch with its full path, exactly as `parser(composition)` would give them.
 */
export function checkCompositionBody(
  body: unknown,
): { ok: true; value: Composition } | { ok: false; mismatch: Mismatch } {
  const read = composition(body);
  const first = read.issues[0];
  return first
    ? { ok: false, mismatch: describe(first, []) }
    : { ok: true, value: read.value as Composition };
}
