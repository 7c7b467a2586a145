/**
 * Insights events (`POST /1/events`): one zod/mini schema per variant, with every field rule of
 * api-decisions.md section 5, and `validateEvent`, which names the first problem of an event.
 *
 * The service refuses a whole batch for one bad event, so the client validates each event with
 * this module before it enters a batch, and the emulator validates what it receives with it too.
 * The limits and field patterns themselves are declared in `../rules/events.ts`.
 *
 * Each zod check carries a rule id as its message; `validateEvent` turns the first zod issue
 * into `{ path, rule, message }` with a readable message such as
 * `positions[2]: must be an integer >= 1`. Cross-field rules (lengths that must match, positions
 * only on clicks, objects or filters, currency with a price, timestamp age) are checked by hand
 * around the schemas.
 */
import * as z from 'zod/mini';
import { isRecord } from '../../internal/guards.js';
import {
  MAX_EVENT_AGE_MS,
  MAX_EVENT_ITEMS,
  MAX_MONEY_LENGTH,
  EVENT_NAME_PATTERN,
  USER_TOKEN_PATTERN,
  QUERY_ID_PATTERN,
  FILTER_PATTERN,
  CURRENCY_PATTERN,
} from '../rules/events.js';

// The limits are declared in `../rules/events.ts`; re-exported here for the modules and tests
// that read them beside the schemas.
export {
  MAX_EVENTS_PER_BATCH,
  MAX_BODY_BYTES,
  KEEPALIVE_MAX_BYTES,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_ITEMS,
  USER_TOKEN_PATTERN,
  utf8Length,
} from '../rules/events.js';

/** The rule ids of `EventIssue.rule`, with the text that follows the field in messages. */
export const EVENT_RULES = {
  object: 'must be an object',
  required: 'is required',
  type: 'has the wrong type',
  unknown: 'is not a field of this event',
  'event-type': 'must be "click", "conversion", "view" or "instantsearch"',
  'event-subtype': 'must be "addToCart" or "purchase", on conversion events only',
  'event-name': 'must be 1 to 64 printable ASCII characters',
  token: 'must be 1 to 128 characters among a-z, A-Z, 0-9 and _ = / + -',
  'query-id': 'must be 32 lowercase hexadecimal characters',
  'query-id-required': 'is required when positions are set',
  'not-empty': 'must not be empty',
  items: `must have 1 to ${MAX_EVENT_ITEMS} items`,
  filter: 'must be "facet:value" with a non-empty facet and the value URL-encoded',
  position: 'must be an integer >= 1',
  'positions-click-only': 'are only allowed on click events',
  'positions-length': 'must have one position per object ID',
  'object-data-length': 'must have one item per object ID',
  'objects-or-filters': 'an event has objectIDs or filters, never both',
  timestamp: 'must be a positive integer (milliseconds since 1970)',
  'timestamp-age': 'must be at most 30 days old',
  currency: 'must be a three-letter uppercase currency code such as EUR',
  'currency-required': 'is required when a value or a price is set',
  money: `must be a finite number or a string of 1 to ${MAX_MONEY_LENGTH} characters`,
  quantity: 'must be an integer >= 1',
} as const;

export type EventRule = keyof typeof EVENT_RULES;

export interface EventIssue {
  /** Where the problem is, e.g. `['positions', 2]`; `[]` for the event itself. */
  path: (string | number)[];
  /** Which rule failed (a key of `EVENT_RULES`). */
  rule: EventRule;
  /** One readable sentence: the path, then the rule, e.g. `queryID: must be 32 lowercase hexadecimal characters`. */
  message: string;
}

// Field schemas. The second argument of each check is the rule id reported when it fails.
//
// Each schema is paired, where it is defined, with a fast check of the same rules (`pair`): a
// plain function that returns `true` only for values the schema accepts. Validation runs the
// fast check first and calls zod only when it says no, to describe the problem (or to accept
// what the fast check was unsure of): zod stays the authority, the fast path only saves its cost
// for the valid events that make up almost all of the traffic. A schema without a fast check is
// always left to zod.

type Check = (value: unknown) => boolean;
const fastChecks = new Map<unknown, Check>();
const fastCheck = (schema: unknown): Check => fastChecks.get(schema) ?? (() => false);
const pair = <S>(schema: S, check: Check): S => (fastChecks.set(schema, check), schema);

const str = (rule: EventRule, re: RegExp) =>
  pair(z.string().check(z.regex(re, rule)), (v) => typeof v === 'string' && re.test(v));
const eventName = str('event-name', EVENT_NAME_PATTERN);
const token = str('token', USER_TOKEN_PATTERN);
const queryID = str('query-id', QUERY_ID_PATTERN);
// Any character but a line terminator (\n, \r, U+2028, U+2029): the first one tells, faster.
const nonEmpty = pair(
  z.string().check(z.regex(/./, 'not-empty')),
  (v) => typeof v === 'string' && v.charCodeAt(0) > 13 && v.charCodeAt(0) < 8232,
);
const optional = <S extends z.ZodMiniType>(schema: S) => {
  const check = fastCheck(schema);
  return pair(z.optional(schema), (v) => v === undefined || check(v));
};
const literal = <T extends string>(value: T) => {
  const is = (v: unknown): v is T => v === value;
  return pair(z.custom<T>(is), is);
};
const list = <T extends z.ZodMiniType>(item: T) => {
  const check = fastCheck(item);
  return pair(
    z.array(item).check(z.minLength(1, 'items'), z.maxLength(MAX_EVENT_ITEMS, 'items')),
    (v) => {
      if (!Array.isArray(v) || v.length < 1 || v.length > MAX_EVENT_ITEMS) return false;
      for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
      return true;
    },
  );
};
/**
 * A strict object. For an event (`event`), fields set to `undefined` count as absent (they are
 * removed before zod sees the event), and only plain objects take the fast path.
 */
const strict = <T extends z.core.$ZodLooseShape>(shape: T, event = false) => {
  // Each field's fast check; the required fields are those whose check refuses `undefined`.
  const checks = new Map(Object.keys(shape).map((key) => [key, fastCheck(shape[key])]));
  const required = new Set([...checks.keys()].filter((key) => !checks.get(key)!(undefined)));
  return pair(z.strictObject(shape), (v) => {
    // Plain objects only (a primitive's prototype is another one).
    if (v == null || Object.getPrototypeOf(v) !== Object.prototype) return false;
    const fields = v as Fields;
    let missing = required.size;
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined) {
        if (event) continue;
        return false;
      }
      if (!checks.get(key)?.(value)) return false;
      if (required.has(key)) missing--;
    }
    return missing === 0;
  });
};
const objectIDs = list(nonEmpty);
const filters = list(str('filter', FILTER_PATTERN));
const isPositiveInt = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1;
const positiveInt = (rule: EventRule) =>
  pair(z.number().check(z.refine(isPositiveInt, rule)), isPositiveInt);
const positions = list(positiveInt('position'));
const isMoney = (v: unknown) =>
  typeof v === 'string' ? v.length >= 1 && v.length <= MAX_MONEY_LENGTH : Number.isFinite(v);
const money = pair(z.custom<number | string>(isMoney, 'money'), isMoney);
const currency = str('currency', CURRENCY_PATTERN);
const objectDataItem = {
  price: optional(money),
  quantity: optional(positiveInt('quantity')),
  discount: optional(money),
};
const objectData = list(strict(objectDataItem));
const objectDataAfterSearch = list(strict({ ...objectDataItem, queryID: optional(queryID) }));

const common = {
  eventName,
  userToken: token,
  authenticatedUserToken: optional(token),
  timestamp: optional(positiveInt('timestamp')),
};
const index = nonEmpty;
const click = { ...common, eventType: literal('click'), index };
const conversion = { ...common, eventType: literal('conversion'), index };
const view = { ...common, eventType: literal('view'), index };
const addToCart = { ...conversion, eventSubtype: literal('addToCart') };
const purchase = { ...conversion, eventSubtype: literal('purchase') };
const prices = { value: optional(money), currency: optional(currency) };
const event = <T extends z.core.$ZodLooseShape>(shape: T) => strict(shape, true);

/** One schema per variant, keyed by the name of its builder. */
export const eventSchemas = {
  clickedObjectIDsAfterSearch: event({ ...click, objectIDs, positions, queryID }),
  addedToCartObjectIDsAfterSearch: event({
    ...addToCart,
    ...prices,
    objectIDs,
    queryID,
    objectData: optional(objectData),
  }),
  purchasedObjectIDsAfterSearch: event({
    ...purchase,
    ...prices,
    objectIDs,
    objectData: objectDataAfterSearch,
  }),
  convertedObjectIDsAfterSearch: event({ ...conversion, objectIDs, queryID }),
  clickedObjectIDs: event({ ...click, objectIDs }),
  purchasedObjectIDs: event({
    ...purchase,
    ...prices,
    objectIDs,
    objectData: optional(objectData),
  }),
  addedToCartObjectIDs: event({
    ...addToCart,
    ...prices,
    objectIDs,
    objectData: optional(objectData),
  }),
  convertedObjectIDs: event({ ...conversion, objectIDs }),
  clickedFilters: event({ ...click, filters }),
  convertedFilters: event({ ...conversion, filters }),
  viewedObjectIDs: event({ ...view, objectIDs }),
  viewedFilters: event({ ...view, filters }),
  generic: event({ ...common, eventType: literal('instantsearch') }),
};

export type EventVariant = keyof typeof eventSchemas;
type Schemas = typeof eventSchemas;
export type ClickedObjectIDsAfterSearchEvent = z.infer<Schemas['clickedObjectIDsAfterSearch']>;
export type AddedToCartObjectIDsAfterSearchEvent = z.infer<
  Schemas['addedToCartObjectIDsAfterSearch']
>;
export type PurchasedObjectIDsAfterSearchEvent = z.infer<Schemas['purchasedObjectIDsAfterSearch']>;
export type ConvertedObjectIDsAfterSearchEvent = z.infer<Schemas['convertedObjectIDsAfterSearch']>;
export type ClickedObjectIDsEvent = z.infer<Schemas['clickedObjectIDs']>;
export type PurchasedObjectIDsEvent = z.infer<Schemas['purchasedObjectIDs']>;
export type AddedToCartObjectIDsEvent = z.infer<Schemas['addedToCartObjectIDs']>;
export type ConvertedObjectIDsEvent = z.infer<Schemas['convertedObjectIDs']>;
export type ClickedFiltersEvent = z.infer<Schemas['clickedFilters']>;
export type ConvertedFiltersEvent = z.infer<Schemas['convertedFilters']>;
export type ViewedObjectIDsEvent = z.infer<Schemas['viewedObjectIDs']>;
export type ViewedFiltersEvent = z.infer<Schemas['viewedFilters']>;
export type GenericEvent = z.infer<Schemas['generic']>;
/** An event of any of the thirteen variants. */
export type InsightsEvent = { [K in EventVariant]: z.infer<Schemas[K]> }[EventVariant];

type Fields = Record<string, unknown>;

/**
 * Which variant an event claims to be, from its type, subtype and fields (`queryID` or
 * `positions` make a click "after search", `filters` make it a filter event, and so on), or the
 * issue with its type or subtype.
 */
export function eventVariant(event: Fields): EventVariant | EventIssue {
  const type = event.eventType;
  const subtype = event.eventSubtype;
  const filters = event.filters !== undefined && event.objectIDs === undefined;
  const search = event.queryID !== undefined;
  if (
    subtype !== undefined &&
    (type !== 'conversion' || (subtype !== 'addToCart' && subtype !== 'purchase'))
  ) {
    return issue(['eventSubtype'], 'event-subtype');
  }
  switch (type) {
    case 'click':
      if (filters) return 'clickedFilters';
      return search || event.positions !== undefined
        ? 'clickedObjectIDsAfterSearch'
        : 'clickedObjectIDs';
    case 'view':
      return filters ? 'viewedFilters' : 'viewedObjectIDs';
    case 'instantsearch':
      return 'generic';
    case 'conversion':
      if (subtype === 'addToCart') {
        return search ? 'addedToCartObjectIDsAfterSearch' : 'addedToCartObjectIDs';
      }
      if (subtype === 'purchase') {
        const data = event.objectData;
        const afterSearch =
          Array.isArray(data) && data.some((d) => (d as Fields | null)?.queryID !== undefined);
        return afterSearch ? 'purchasedObjectIDsAfterSearch' : 'purchasedObjectIDs';
      }
      if (filters) return 'convertedFilters';
      return search ? 'convertedObjectIDsAfterSearch' : 'convertedObjectIDs';
    default:
      return issue(['eventType'], type === undefined ? 'required' : 'event-type');
  }
}

/**
 * The first problem of `event`, or `null` when the service would accept it. `now` (ms) is the
 * reference for the timestamp age rule.
 */
export function validateEvent(event: unknown, now?: number): EventIssue | null {
  if (!isRecord(event)) return issue([], 'object');
  const variant = eventVariant(event as Fields);
  return typeof variant === 'string' ? validateEventAs(variant, event, now) : variant;
}

/** Like `validateEvent`, against one given variant (what the typed builders use). */
export function validateEventAs(
  variant: EventVariant,
  event: unknown,
  now: number = Date.now(),
): EventIssue | null {
  if (!isRecord(event)) return issue([], 'object');
  const schema = eventSchemas[variant];
  // The fast check passes only events the schema accepts; then the event needs no copy.
  const fast = fastCheck(schema)(event);
  // A field set to `undefined` is absent, as it is once serialised to JSON.
  const e = fast ? (event as Fields) : withoutUndefined(event);
  const ids = e.objectIDs as unknown[] | undefined;
  const positions = e.positions as unknown[] | undefined;
  if (ids !== undefined && e.filters !== undefined) {
    return issue(['filters'], 'objects-or-filters');
  }
  if (positions !== undefined) {
    if (e.eventType !== 'click') return issue(['positions'], 'positions-click-only');
    if (e.queryID === undefined) return issue(['queryID'], 'query-id-required');
  }
  if (!fast) {
    const result = schema.safeParse(e);
    if (!result.success) return fromZod(result.error.issues[0]!, e);
  }
  // From here on, the fields that are set have passed the schema.
  const data = e.objectData as Fields[] | undefined;
  if (ids && positions && positions.length !== ids.length) {
    return issue(['positions'], 'positions-length');
  }
  if (ids && data && data.length !== ids.length) {
    return issue(['objectData'], 'object-data-length');
  }
  let priced = e.value !== undefined;
  for (const d of data ?? []) priced ||= d.price !== undefined || d.discount !== undefined;
  if (priced && e.currency === undefined) return issue(['currency'], 'currency-required');
  if (e.timestamp !== undefined && (e.timestamp as number) < now - MAX_EVENT_AGE_MS) {
    return issue(['timestamp'], 'timestamp-age');
  }
  return null;
}

/** The fields of an object that are not `undefined`: the event JSON makes of it. */
export const withoutUndefined = (fields: object): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

/**
 * Whether the fast check of `variant` passes `event`: it does only for events its schema accepts
 * (exported for the tests that hold the two to the same rules).
 */
export function passesFastCheck(variant: EventVariant, event: unknown): boolean {
  return fastCheck(eventSchemas[variant])(event);
}

/** `['objectData', 1, 'price']` → `objectData[1].price`. */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'event';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
}

function issue(path: (string | number)[], rule: EventRule): EventIssue {
  return { path, rule, message: `${formatPath(path)}: ${EVENT_RULES[rule]}` };
}

function fromZod(zodIssue: z.core.$ZodIssue, event: Fields): EventIssue {
  const path = zodIssue.path.map((p) => (typeof p === 'number' ? p : String(p)));
  if (zodIssue.code === 'unrecognized_keys') return issue([...path, zodIssue.keys[0]!], 'unknown');
  if (Object.hasOwn(EVENT_RULES, zodIssue.message))
    return issue(path, zodIssue.message as EventRule);
  let value: unknown = event;
  for (const p of path) value = (value as Record<string | number, unknown> | undefined)?.[p];
  if (value === undefined) return issue(path, 'required');
  // A literal (a custom check without a rule) that does not match: the subtype is the only one
  // left to get wrong here.
  if (zodIssue.code === 'custom') {
    return issue(path, path[0] === 'eventSubtype' ? 'event-subtype' : 'event-type');
  }
  const expected = (zodIssue as { expected?: string }).expected;
  const text = expected
    ? `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`
    : EVENT_RULES.type;
  return { path, rule: 'type', message: `${formatPath(path)}: ${text}` };
}
