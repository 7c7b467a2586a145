/**
 * JSON text of service data, always bounded: values shown inline are cut to a few levels and
 * a couple of thousand characters (`…` marks the cut); the JSON tab shows more, and says when
 * it left something out. Nothing here recurses on the data, so any depth is safe.
 */
import { jsonPreview, MAX_JSON, type JsonPreview } from '../internal/text.js';

/** How deep and how long a value shown inline (a parameter, an `extra` field) is written. */
const INLINE = { indent: 0, maxDepth: 8, maxChars: 2_000 };

/** Compact JSON text of any value, for display only (never parsed back). */
export function jsonText(value: unknown): string {
  return jsonPreview(value, INLINE).text;
}

/** The JSON tab's text: pretty, to 64 levels and `MAX_JSON` characters. */
export function jsonView(value: unknown): JsonPreview {
  return jsonPreview(value, { indent: 2, maxDepth: 64, maxChars: MAX_JSON });
}

/**
 * What the copy button copies: the whole JSON when it can be written at all, else the bounded
 * text of the JSON tab. Never throws.
 */
export function jsonCopy(value: unknown): string {
  if (deeperThan(value, MAX_NATIVE_DEPTH)) return jsonView(value).text;
  try {
    const text = JSON.stringify(value, null, 2);
    if (typeof text === 'string') return text;
  } catch {
    // Too deep (RangeError) or a cycle (TypeError): fall through to the bounded text.
  }
  return jsonView(value).text;
}

/**
 * Deeper than this, `JSON.stringify` is not tried: it throws when the engine's stack runs out,
 * and WebKit takes seconds to get there (about 2.4 s for 100,000 levels, against milliseconds
 * in Chromium and Firefox).
 */
export const MAX_NATIVE_DEPTH = 1_000;

/** Whether `value` nests objects or arrays more than `limit` levels deep. Walks without recursion. */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    if (depth >= limit) return true;
    seen.add(v);
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
