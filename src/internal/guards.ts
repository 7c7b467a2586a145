/** Type guards shared by the parsers and the elements (one `isRecord` for the library). */

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
