/**
 * Bounded text: what an element draws from service data must not grow with it. Strings are
 * clipped by characters here (and by CSS in the element); JSON is written out to a depth and a
 * length, saying what it left out. Nothing here recurses without a bound.
 */

/** The longest text an element draws from one service string, in characters. */
export const MAX_TEXT = 256;

/** The longest JSON an element writes into its page, in characters. */
export const MAX_JSON = 200_000;

/** The deepest nesting written out; deeper values are summarised. */
const MAX_DEPTH = 32;

/**
 * `value` cut to at most `max` characters (never inside a surrogate pair), with `…` when cut.
 * `clipped` says whether it was.
 */
export function clip(value: string, max = MAX_TEXT): { text: string; clipped: boolean } {
  if (value.length <= max) return { text: value, clipped: false };
  let end = max - 1;
  const code = value.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: `${value.slice(0, end)}…`, clipped: true };
}

export interface JsonPreview {
  text: string;
  /** Whether anything was left out (too deep, too long, or not JSON). */
  truncated: boolean;
}

/**
 * Pretty JSON of `value`, to `maxDepth` levels and `maxChars` characters. Deeper objects are
 * written as `{…}` / `[…]`, a cycle as `"[circular]"`, what does not fit is cut with `…`.
 * Iterative: any depth of input is safe.
 */
export function jsonPreview(
  value: unknown,
  options: { indent?: number; maxDepth?: number; maxChars?: number } = {},
): JsonPreview {
  const indent = options.indent ?? 2;
  const maxDepth = options.maxDepth ?? MAX_DEPTH;
  const maxChars = options.maxChars ?? MAX_JSON;
  const out: string[] = [];
  let length = 0;
  let truncated = false;
  let stopped = false;
  const write = (s: string): boolean => {
    if (length + s.length > maxChars) {
      out.push(s.slice(0, Math.max(0, maxChars - length)), '…');
      truncated = stopped = true;
      return false;
    }
    out.push(s);
    length += s.length;
    return true;
  };
  const pad = (depth: number) => (indent ? `\n${' '.repeat(indent * depth)}` : '');
  type Frame = { entries: [string | null, unknown][]; i: number; close: string; depth: number };
  const stack: Frame[] = [];
  const seen = new Set<object>();
  const open = (v: unknown, depth: number): string | Frame => {
    if (v === null || typeof v === 'boolean') return String(v);
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
    if (typeof v === 'string') return JSON.stringify(v);
    if (typeof v !== 'object') {
      truncated = true;
      return 'null';
    }
    if (seen.has(v)) {
      truncated = true;
      return '"[circular]"';
    }
    const isArray = Array.isArray(v);
    if (depth >= maxDepth) {
      truncated = true;
      return isArray ? '[…]' : '{…}';
    }
    const entries: [string | null, unknown][] = isArray
      ? (v as unknown[]).map((item) => [null, item])
      : Object.keys(v).map((k) => [k, (v as Record<string, unknown>)[k]]);
    if (!entries.length) return isArray ? '[]' : '{}';
    seen.add(v);
    write(isArray ? '[' : '{');
    return { entries, i: 0, close: isArray ? ']' : '}', depth };
  };
  const frames = new Map<Frame, object>();
  const first = open(value, 0);
  if (typeof first === 'string') write(first);
  else {
    stack.push(first);
    frames.set(first, value as object);
  }
  while (stack.length && !stopped) {
    const frame = stack[stack.length - 1]!;
    if (frame.i >= frame.entries.length) {
      stack.pop();
      seen.delete(frames.get(frame)!);
      if (!write(pad(frame.depth) + frame.close)) break;
      continue;
    }
    const [key, item] = frame.entries[frame.i]!;
    const sep = frame.i > 0 ? ',' : '';
    frame.i += 1;
    if (
      !write(
        sep +
          pad(frame.depth + 1) +
          (key === null ? '' : `${JSON.stringify(key)}:${indent ? ' ' : ''}`),
      )
    )
      break;
    const next = open(item, frame.depth + 1);
    if (typeof next === 'string') {
      if (!write(next)) break;
    } else {
      stack.push(next);
      frames.set(next, item as object);
    }
  }
  return { text: out.join(''), truncated };
}
