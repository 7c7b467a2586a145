/**
 * Insights events validated without zod: `validateEvent` names the first problem of an event
 * (`{ path, rule, message }`), or returns `null` when the service would accept it.
 *
 * Why this exists: every valid event goes through this check (the builders, the queue, the
 * `sendEvents` endpoint), and the insights entry must stay small (issue #15: ≤ 6 KB min+gzip on
 * the path a valid event takes). The zod/mini runtime alone would take more than that, so no
 * module that an entry imports at run time builds a zod schema.
 *
 * The zod schemas in `../schemas/events.ts` stay the specification: `events-check.unit.test.ts`
 * runs this check and the schemas over a generated corpus (every variant, each field mutated)
 * and requires the same issue, or `null`, every time. A change to an event's shape is made there
 * first, then here, in the same order of fields (the first failing field is the one reported).
 *
 * The limits and patterns are declared in `./events.ts`. Cross-field rules (lengths that
 * must match, positions only on clicks, objects or filters, currency with a price, timestamp
 * age) are checked around the field check, the same for both (`eventIssue`).
 */
import { isRecord } from '../../internal/guards.js';
import {
  MAX_EVENT_AGE_MS,
  MAX_EVENT_ITEMS,
  MAX_VALUE_LENGTH,
  MIN_QUANTITY,
  MAX_QUANTITY,
  EVENT_NAME_PATTERN,
  USER_TOKEN_PATTERN,
  QUERY_ID_PATTERN,
  ITEM_QUERY_ID_PATTERN,
  FILTER_PATTERN,
  CURRENCY_PATTERN,
} from './events.js';

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
  'query-id':
    'must be 32 lowercase hexadecimal characters, or "message_" then 1 to 120 printable characters',
  'item-query-id': 'must be 32 lowercase hexadecimal characters',
  'query-id-required': 'is required when positions are set',
  'not-empty': 'must not be empty',
  index: 'must not be empty ("The index field is required")',
  items: `must have 1 to ${MAX_EVENT_ITEMS} items`,
  filter: 'must be "facet:value" with a non-empty facet and the value URL-encoded',
  position: 'must be an integer >= 1',
  'positions-click-only': 'are only allowed on click events',
  'positions-length': 'must have one position per object ID',
  'object-data-length': 'must have one item per object ID',
  'objects-or-filters': 'an event has objectIDs or filters, never both',
  timestamp: 'must be an integer (milliseconds since 1970)',
  'timestamp-age': 'must be at most 30 days old',
  currency: 'must be a three-letter currency code such as EUR',
  'currency-required': 'is required when a value or a price is set',
  money: 'must be a finite number or a string',
  value: `must be a finite number or a string of at most ${MAX_VALUE_LENGTH} characters`,
  quantity: 'must be a 32-bit integer',
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

type Path = (string | number)[];
type Fields = Record<string, unknown>;

/**
 * What a field check finds wrong: which rule, for a value of the wrong type the text of the
 * message (`must be a string`), then where (the path below the field).
 */
type Problem = [EventRule, string?, ...Path];

/** A field's check: `undefined` when its schema accepts the value, else the first problem zod reports. */
type Check = (value: unknown) => Problem | undefined;
type Shape = Record<string, Check>;

const problem = (rule: EventRule, text?: string): Problem => [rule, text];
/** `p` with `part` in front of its path. */
const under = (part: string | number, p: Problem): Problem => (p.splice(2, 0, part), p);

/** What a value that fails the first test of its check gets: `required` when it is missing. */
const fail = (v: unknown, rule: EventRule, text?: string): Problem =>
  v === undefined ? problem('required') : problem(rule, text);
/** The problem of a value that is not of `type` (`a string`…), read as zod does. */
const wrongType = (v: unknown, type: string): Problem => fail(v, 'type', `must be ${type}`);

// The field checks, one per kind of zod schema of `schemas/events.ts`, as zod reads a value:
// `undefined` is `required`, then a value of the wrong type has the wrong type, then the rule.
// (Each kind is its own function, with no check shared between kinds: every valid event goes
// through them, and calls that always meet the same function are the fast ones.)
const string =
  (rule: EventRule, re: RegExp): Check =>
  (v) =>
    typeof v !== 'string' ? wrongType(v, 'a string') : re.test(v) ? undefined : problem(rule);
const literal =
  (value: string, rule: EventRule): Check =>
  (v) =>
    v === value ? undefined : fail(v, rule);
/** An integer from `min` to `max` (safe integers only). */
const integer =
  (rule: EventRule, min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    !Number.isFinite(v)
      ? wrongType(v, 'a number')
      : Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max
        ? undefined
        : problem(rule);
/** An amount: a finite number, or a string of at most `max` characters (empty included). */
const money =
  (rule: EventRule, max = Infinity): Check =>
  (v) =>
    (typeof v === 'string' ? v.length <= max : Number.isFinite(v)) ? undefined : fail(v, rule);
/** An optional field: `undefined` passes. */
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined ? undefined : check(v);
/**
 * An array of 1 to `MAX_EVENT_ITEMS` items. As zod does, a list that is too long is refused
 * before its items are read (an empty one has none to read); then the first bad item.
 */
const list =
  (item: Check): Check =>
  (v) => {
    if (!Array.isArray(v)) return wrongType(v, 'an array');
    if (!v.length || v.length > MAX_EVENT_ITEMS) return problem('items');
    for (let i = 0; i < v.length; i++) {
      const p = item(v[i]);
      if (p) return under(i, p);
    }
  };
/**
 * A strict object, as zod reads it: its fields in the order of the shape (inherited values
 * included), then the first key that is not a field (`for…in`, as zod lists unknown keys). An
 * event (`event()`) is read as JSON makes it: its fields set to `undefined` count as absent.
 */
const object =
  (shape: Shape, event?: true): Check =>
  (v) => {
    if (!isRecord(v)) return wrongType(v, 'an object');
    for (const key in shape) {
      const p = shape[key]!(v[key]);
      if (p) return under(key, p);
    }
    for (const key in v) {
      if (!Object.hasOwn(shape, key) && !(event && v[key] === undefined)) {
        return under(key, problem('unknown'));
      }
    }
  };
// The fields, in the order of the schemas of `schemas/events.ts` (the first failing field is
// the one reported).
const anyString = string('type', /(?:)/);
const token = string('token', USER_TOKEN_PATTERN);
const queryID = string('query-id', QUERY_ID_PATTERN);
const amount = optional(money('money'));
const objectDataItem = {
  price: amount,
  quantity: optional(integer('quantity', MIN_QUANTITY, MAX_QUANTITY)),
  discount: amount,
};
const objectData = optional(list(object(objectDataItem)));
const itemQueryID = optional(string('item-query-id', ITEM_QUERY_ID_PATTERN));
const objectDataAfterSearch = list(object({ ...objectDataItem, queryID: itemQueryID }));
const common = {
  eventName: string('event-name', EVENT_NAME_PATTERN),
  userToken: token,
  authenticatedUserToken: optional(token),
  timestamp: optional(integer('timestamp', -Number.MAX_SAFE_INTEGER)),
};

/** The event type and subtype of each verb a variant's name starts with. */
const VERBS: Record<string, [string, string?]> = {
  clicked: ['click'],
  converted: ['conversion'],
  viewed: ['view'],
  addedToCart: ['conversion', 'addToCart'],
  purchased: ['conversion', 'purchase'],
};

/**
 * The variants of each verb (`ObjectIDs`, `Filters`, `ObjectIDsAfterSearch`), made when first
 * needed: `eventVariant` then gives the same strings each time (fast keys, where new ones would
 * be hashed at each lookup).
 */
const VARIANTS: Record<string, EventVariant[]> = {};

/**
 * The shape of a variant, read from its name: `<verb>ObjectIDs` or `<verb>Filters`, then
 * `AfterSearch` when it follows a search (`queryID`; `positions` too on a click; on a purchase,
 * `objectData` required; on a purchase or an add-to-cart, a `queryID` allowed in each
 * `objectData` item); `generic` is an `instantsearch` event, which may name an `agentID`.
 */
function shapeOf(variant: string): Shape {
  const [, verb, filtered, search] =
    /^(\w+?)(?:ObjectIDs|(Filters))(AfterSearch)?$/.exec(variant) ?? [];
  const [type, subtype] = VERBS[verb!] ?? ['instantsearch'];
  const shape: Shape = { ...common, eventType: literal(type, 'event-type') };
  if (verb) {
    shape.index = string('index', /./);
    if (subtype) {
      shape.eventSubtype = literal(subtype, 'event-subtype');
      shape.value = optional(money('value', MAX_VALUE_LENGTH));
      shape.currency = optional(string('currency', CURRENCY_PATTERN));
    }
    if (filtered) shape.filters = list(string('filter', FILTER_PATTERN));
    else shape.objectIDs = list(anyString);
    if (search && type === 'click') shape.positions = list(integer('position', 1));
    if (search && subtype !== 'purchase') shape.queryID = queryID;
    if (subtype) {
      shape.objectData = !search
        ? objectData
        : subtype === 'purchase'
          ? objectDataAfterSearch
          : optional(objectDataAfterSearch);
    }
  } else {
    shape.agentID = optional(string('not-empty', /./));
  }
  return shape;
}

/** The field check of each variant, made when first needed. */
const eventChecks: Record<string, Check> = {};
const eventCheck = (variant: EventVariant): Check =>
  (eventChecks[variant] ??= object(shapeOf(variant), true));

/** The thirteen event variants, named after their builders. */
export type EventVariant =
  | 'clickedObjectIDsAfterSearch'
  | 'addedToCartObjectIDsAfterSearch'
  | 'purchasedObjectIDsAfterSearch'
  | 'convertedObjectIDsAfterSearch'
  | 'clickedObjectIDs'
  | 'purchasedObjectIDs'
  | 'addedToCartObjectIDs'
  | 'convertedObjectIDs'
  | 'clickedFilters'
  | 'convertedFilters'
  | 'viewedObjectIDs'
  | 'viewedFilters'
  | 'generic';

/** The first problem of an event's fields, as its variant's schema reports it, or `null`. */
export type FieldCheck = (variant: EventVariant, event: Fields) => EventIssue | null;

/** The field check of this module (`schemas/events.ts` has the one of the zod schemas). */
const checkFields: FieldCheck = (variant, e) => {
  const p = eventCheck(variant)(e);
  return p ? issue(p.slice(2) as Path, p[0], p[1]) : null;
};

/**
 * Which variant an event claims to be, from its type, subtype and fields (`queryID` or
 * `positions` make a click "after search", `filters` make it a filter event, and so on), or the
 * issue with its type or subtype.
 */
export function eventVariant(event: Fields): EventVariant | EventIssue {
  const { eventType: type, eventSubtype: subtype } = event;
  for (const verb in VERBS) {
    if (VERBS[verb]![0] === type && VERBS[verb]![1] === subtype) {
      const data = event.objectData;
      const search =
        verb === 'purchased'
          ? Array.isArray(data) && data.some((d) => (d as Fields | null)?.queryID !== undefined)
          : verb !== 'viewed' &&
            (event.queryID !== undefined || (verb === 'clicked' && event.positions !== undefined));
      return (VARIANTS[verb] ??= ['ObjectIDs', 'Filters', 'ObjectIDsAfterSearch'].map(
        (suffix) => (verb + suffix) as EventVariant,
      ))[
        subtype === undefined && event.filters !== undefined && event.objectIDs === undefined
          ? 1
          : search
            ? 2
            : 0
      ]!;
    }
  }
  return subtype !== undefined
    ? issue(['eventSubtype'], 'event-subtype')
    : type === 'instantsearch'
      ? 'generic'
      : issue(['eventType'], type === undefined ? 'required' : 'event-type');
}

/**
 * The first problem of `event`, or `null` when the service would accept it. `now` (ms) is the
 * reference for the timestamp age rule.
 */
export function validateEvent(event: unknown, now?: number): EventIssue | null {
  return eventIssueOf(event, now, checkFields);
}

/** Like `validateEvent`, against one given variant (what the typed builders use). */
export function validateEventAs(
  variant: EventVariant,
  event: unknown,
  now: number = Date.now(),
): EventIssue | null {
  return eventIssue(variant, event, now, checkFields);
}

/** `validateEvent` with the field check given (the zod schemas' one, for the tests). */
export function eventIssueOf(
  event: unknown,
  now: number | undefined,
  fields: FieldCheck,
): EventIssue | null {
  if (!isRecord(event)) return issue([], 'object');
  const variant = eventVariant(event as Fields);
  return typeof variant === 'string'
    ? eventIssue(variant, event, now ?? Date.now(), fields)
    : variant;
}

/** `validateEventAs` with the field check given: the cross-field rules around it. */
export function eventIssue(
  variant: EventVariant,
  event: unknown,
  now: number,
  fields: FieldCheck,
): EventIssue | null {
  if (!isRecord(event)) return issue([], 'object');
  // A plain object is checked as it is (its fields set to `undefined` count as absent, as they
  // are once serialised to JSON); anything else through a plain copy of its own fields.
  const e =
    Object.getPrototypeOf(event) === Object.prototype ? (event as Fields) : withoutUndefined(event);
  const ids = e.objectIDs as unknown[] | undefined;
  const positions = e.positions as unknown[] | undefined;
  if (ids !== undefined && e.filters !== undefined) {
    return issue(['filters'], 'objects-or-filters');
  }
  if (positions !== undefined) {
    if (e.eventType !== 'click') return issue(['positions'], 'positions-click-only');
    if (e.queryID === undefined) return issue(['queryID'], 'query-id-required');
  }
  const found = fields(variant, e);
  if (found) return found;
  // From here on, the fields that are set have passed the field check (and every variant with
  // positions or objectData has objectIDs).
  const data = e.objectData as Fields[] | undefined;
  if (positions && positions.length !== ids!.length) {
    return issue(['positions'], 'positions-length');
  }
  if (data && data.length !== ids!.length) {
    return issue(['objectData'], 'object-data-length');
  }
  const priced =
    e.value !== undefined || data?.some((d) => d.price !== undefined || d.discount !== undefined);
  if (priced && e.currency === undefined) return issue(['currency'], 'currency-required');
  // (A timestamp left out is never too old: `undefined < n` is false.)
  if ((e.timestamp as number) < now - MAX_EVENT_AGE_MS) {
    return issue(['timestamp'], 'timestamp-age');
  }
  return null;
}

/** The fields of an object that are not `undefined`: the event JSON makes of it. */
export const withoutUndefined = (fields: object): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

/**
 * Whether `event` is a plain object whose fields pass the field check of `variant` (the
 * cross-field rules aside): it does only for events the variant's schema accepts.
 */
export function passesFastCheck(variant: EventVariant, event: unknown): boolean {
  return (
    isRecord(event) &&
    Object.getPrototypeOf(event) === Object.prototype &&
    !eventCheck(variant)(event)
  );
}

/** `['objectData', 1, 'price']` → `objectData[1].price`. */
export function formatPath(path: readonly (string | number)[]): string {
  return path.length
    ? path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('')
    : 'event';
}

/** The issue of `rule` at `path`, with its message (`text`, by default the rule's). */
export function issue(
  path: (string | number)[],
  rule: EventRule,
  text: string = EVENT_RULES[rule],
): EventIssue {
  return { path, rule, message: `${formatPath(path)}: ${text}` };
}
