/**
 * A random UUID, version 4 (RFC 4122): `crypto.randomUUID()` where there is one, else made from
 * `crypto.getRandomValues`, which every browser has, also outside a secure context (a page on
 * plain `http:`) where `randomUUID` is missing, and which jsdom and Node have too.
 */
export function randomUUID(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx (RFC 4122)
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
