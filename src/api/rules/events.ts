/**
 * The events service's limits, declared once: batch size, body bytes, the keepalive limit and the
 * field limits of an event. The zod-free check of events (`events-check.ts`), the zod schemas
 * that specify it (`schemas/events.ts`), the `sendEvents` endpoint, the insights queue and the
 * emulator import them from here. Pure constants and functions; imports nothing.
 */

/** At most this many events per request (and at least one). */
export const MAX_EVENTS_PER_BATCH = 1000;
/** The JSON body of a request must be strictly smaller than this many bytes (UTF-8). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Browsers refuse `fetch(…, {keepalive: true})` bodies above 64 KiB. */
export const KEEPALIVE_MAX_BYTES = 65_536;
/** `{"events":[]}`: what a request body weighs around its events. */
export const BODY_OVERHEAD = 13;

/** An event's `timestamp` may be at most this old (ms). */
export const MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many object IDs, filters, positions or objectData items per event. */
export const MAX_EVENT_ITEMS = 20;
/** An event's `value`, given as a string, has at most this many characters (`price` and `discount` have no limit). */
export const MAX_VALUE_LENGTH = 16;
/** `quantity` is a 32-bit integer: at least this… */
export const MIN_QUANTITY = -(2 ** 31);
/** …and at most this. */
export const MAX_QUANTITY = 2 ** 31 - 1;

/** `eventName`: 1 to 64 printable ASCII characters. */
export const EVENT_NAME_PATTERN = /^[ -~]{1,64}$/;
/** What `userToken` and `authenticatedUserToken` must match. */
export const USER_TOKEN_PATTERN = /^[\w=/+-]{1,128}$/;
/**
 * An event's `queryID`: a search's 32 lowercase hexadecimal characters, or an agent's message id,
 * `message_` then 1 to 120 printable ASCII characters other than space (128 at most in all).
 */
export const QUERY_ID_PATTERN = /^(?:[\da-f]{32}|message_[!-~]{1,120})$/;
/** The `queryID` of an `objectData` item: a search's 32 lowercase hexadecimal characters only. */
export const ITEM_QUERY_ID_PATTERN = /^[\da-f]{32}$/;
/** A `filters` item: `facet:value`, the value URL-encoded (unreserved characters and %XX). */
export const FILTER_PATTERN = /^[^:]+:(?:[\w.!~*'()-]|%[\dA-Fa-f]{2})+$/;
/** `currency`: a three-letter code, in either case (`EUR`, `eur`). */
export const CURRENCY_PATTERN = /^[A-Za-z]{3}$/;

/** Whether a request may hold `count` events (1 to `MAX_EVENTS_PER_BATCH`). */
export const isBatchCountAllowed = (count: number): boolean =>
  count >= 1 && count <= MAX_EVENTS_PER_BATCH;

/** Whether a request body of `bytes` bytes is accepted (strictly under `MAX_BODY_BYTES`). */
export const isBodySizeAllowed = (bytes: number): boolean => bytes < MAX_BODY_BYTES;

/** Whether a body of `bytes` bytes may be sent with `keepalive` (at most 64 KiB). */
export const fitsKeepalive = (bytes: number): boolean => bytes <= KEEPALIVE_MAX_BYTES;

/**
 * The UTF-8 length of a string, what the byte limits count: its length when it is ASCII (counted
 * without encoding it, the common case), else the length of its encoding.
 */
export function utf8Length(text: string): number {
  return NOT_ASCII.test(text) ? new TextEncoder().encode(text).length : text.length;
}
// (Much faster in V8 than its equivalent /[^\0-\x7f]/.)
const NOT_ASCII = /[\x80-\uffff]/;
