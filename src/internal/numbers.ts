/**
 * Numbers from attributes and from service data, checked once: finite, integer where it must
 * be, clamped to a range. Anything else gives the fallback, never `NaN` or `Infinity`.
 */

/** A finite number within [min, max], or `fallback`. Accepts numbers and numeric strings. */
export function toFinite(
  value: unknown,
  fallback: number,
  min = -Infinity,
  max = Infinity,
): number {
  // A blank string is no number (`Number('')` would be 0).
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  // `Number.isFinite` is false for anything but a finite number (no coercion).
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n as number)) : fallback;
}

/** A safe integer within [min, max] (truncated toward zero), or `fallback`. */
export function toInteger(
  value: unknown,
  fallback: number,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  // Clamping before truncating gives the same integer, the bounds being integers.
  const n = toFinite(value, NaN, min, max);
  // `n !== n`: only `NaN` (no number) is not equal to itself.
  return n !== n ? fallback : Math.trunc(n);
}
