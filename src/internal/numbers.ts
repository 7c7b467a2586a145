/**
 * Numbers from attributes and from service data, checked once: finite, integer where it must
 * be, clamped to a range. Anything else gives the fallback, never `NaN` or `Infinity`.
 */

/** A finite number within [min, max], or `fallback`. Accepts numbers and numeric strings. */
export function toFinite(
  value: unknown,
  fallback: number,
  min = -Number.MAX_VALUE,
  max = Number.MAX_VALUE,
): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/** A safe integer within [min, max] (truncated toward zero), or `fallback`. */
export function toInteger(
  value: unknown,
  fallback: number,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const n = toFinite(value, Number.NaN);
  return Number.isNaN(n) ? fallback : Math.min(max, Math.max(min, Math.trunc(n)));
}
