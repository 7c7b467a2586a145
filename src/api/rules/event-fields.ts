/**
 * The checks of an event's fields, one per kind of value, as zod reads a value (the money of
 * `value`, `price` and `discount`, the currency, the `objectData` items, the patterns of names
 * and tokens…), and the rules they report (`EVENT_RULES`, `issue`). `events-check.ts` puts them
 * together per variant and adds the rules across fields.
 *
 * Plain code, not zod: every valid event goes through these checks, and the insights entry must
 * stay small (see `events-check.ts`). The zod schemas of `../schemas/events.ts` are the
 * specification they are held to; the limits and patterns are declared in `./events.ts`.
 */
import { isRecord } from '../../internal/guards.js';
import {
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

/** Where a problem is: field names and item indexes. */
export type Path = (string | number)[];

/**
 * What a field check finds wrong: which rule, for a value of the wrong type the text of the
 * message (`must be a string`), then where (the path below the field).
 */
type Problem = [EventRule, string?, ...Path];

/** A field's check: `undefined` when its schema accepts the value, else the first problem zod reports. */
export type Check = (value: unknown) => Problem | undefined;
export type Shape = Record<string, Check>;

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
export const literal =
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
export const optional =
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
export const object =
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

// The fields, as `events-check.ts` puts them in the order of the schemas of `schemas/events.ts`
// (the first failing field is the one reported).
const anyString = string('type', /(?:)/);
const token = string('token', USER_TOKEN_PATTERN);
const amount = optional(money('money'));
const objectDataItem = {
  price: amount,
  quantity: optional(integer('quantity', MIN_QUANTITY, MAX_QUANTITY)),
  discount: amount,
};
const itemQueryID = optional(string('item-query-id', ITEM_QUERY_ID_PATTERN));

/** The fields of every event. */
export const common = {
  eventName: string('event-name', EVENT_NAME_PATTERN),
  userToken: token,
  authenticatedUserToken: optional(token),
  timestamp: optional(integer('timestamp', -Number.MAX_SAFE_INTEGER)),
};
export const index = string('index', /./);
/** The `value` of a conversion. */
export const eventValue = optional(money('value', MAX_VALUE_LENGTH));
export const currency = optional(string('currency', CURRENCY_PATTERN));
export const filters = list(string('filter', FILTER_PATTERN));
export const objectIDs = list(anyString);
export const positions = list(integer('position', 1));
export const queryID = string('query-id', QUERY_ID_PATTERN);
/** The `objectData` of a conversion that follows no search. */
export const objectData = optional(list(object(objectDataItem)));
/** The `objectData` of a conversion after a search: each item may name its `queryID`. */
export const objectDataAfterSearch = list(object({ ...objectDataItem, queryID: itemQueryID }));
/** The `agentID` of an `instantsearch` event. */
export const agentID = optional(string('not-empty', /./));

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
