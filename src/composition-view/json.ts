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
  try {
    const text = JSON.stringify(value, null, 2);
    if (typeof text === 'string') return text;
  } catch {
    // Too deep (RangeError) or a cycle (TypeError): fall through to the bounded text.
  }
  return jsonView(value).text;
}
