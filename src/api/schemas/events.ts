/**
 * Insights events (`POST /1/events`): the specification, one zod/mini schema per variant, with
 * every field rule of api-decisions.md section 5.
 *
 * The library does not run these schemas: every event goes through the zod-free
 * `validateEvent` of `../rules/events-check.ts` (the insights entry must stay small), which
 * `events-check.unit.test.ts` holds to them over a generated corpus: the same issue, or none,
 * for every event. The emulator and the tests use them as the oracle (`validateEventBySchema`).
 * The limits and field patterns themselves are declared in `../rules/events.ts`.
 *
 * Each zod check carries a rule id as its message; `schemaFieldCheck` turns the first zod issue
 * into `{ path, rule, message }` with a readable message such as
 * `positions[2]: must be an integer >= 1`. Cross-field rules (lengths that must match, positions
 * only on clicks, objects or filters, timestamp age) are checked by hand around the schemas, by
 * the same code for both (`eventIssue`). `currency` is optional even with amounts, as the service
 * has it (the library warns once, see `events-check.ts`).
 */
import * as z from 'zod/mini';

// The type this schema infers, in plain TypeScript (proven the same by types.unit.test.ts), for
// the emulator and the tests that read it beside the schema.
export type { InsightsEvent } from '../types/events.js';
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
} from '../rules/events.js';

// The limits are declared in `../rules/events.ts`; re-exported here for the modules and tests
// that read them beside the schemas.
export {
  MAX_EVENTS_PER_BATCH,
  MAX_BODY_BYTES,
  MAX_EVENT_AGE_MS,
  USER_TOKEN_PATTERN,
  utf8Length,
} from '../rules/events.js';

import {
  EVENT_RULES,
  issue,
  formatPath,
  type EventIssue,
  type EventRule,
} from '../rules/event-fields.js';
import {
  eventIssue,
  eventIssueOf,
  withoutUndefined,
  type EventVariant,
  type FieldCheck,
} from '../rules/events-check.js';

// Validation itself is zod-free (`../rules/events-check.ts` and `../rules/event-fields.ts`, held
// to these schemas by its unit test); re-exported here for the emulator and the tests that read
// it beside the schemas.
export { EVENT_RULES, formatPath, type EventRule, type EventIssue } from '../rules/event-fields.js';
export {
  eventVariant,
  validateEvent,
  validateEventAs,
  withoutUndefined,
  passesFastCheck,
  type EventVariant,
} from '../rules/events-check.js';

// Field schemas. The second argument of each check is the rule id reported when it fails.

const str = (rule: EventRule, re: RegExp) => z.string().check(z.regex(re, rule));
const eventName = str('event-name', EVENT_NAME_PATTERN);
const token = str('token', USER_TOKEN_PATTERN);
const queryID = str('query-id', QUERY_ID_PATTERN);
const optional = z.optional;
const literal = <T extends string>(value: T) => z.custom<T>((v) => v === value);
const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.minLength(1, 'items'), z.maxLength(MAX_EVENT_ITEMS, 'items'));
const strict = z.strictObject;
// Object IDs may be empty strings: the description sets no minimum length.
const objectIDs = list(z.string());
const filters = list(str('filter', FILTER_PATTERN));
const int = (rule: EventRule, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number().check(z.refine((n) => Number.isSafeInteger(n) && n >= min && n <= max, rule));
const positions = list(int('position', 1));
const money = (rule: EventRule, max = Infinity) =>
  z.custom<number | string>(
    (v) => (typeof v === 'string' ? v.length <= max : Number.isFinite(v)),
    rule,
  );
const currency = str('currency', CURRENCY_PATTERN);
const objectDataItem = {
  price: optional(money('money')),
  quantity: optional(int('quantity', MIN_QUANTITY, MAX_QUANTITY)),
  discount: optional(money('money')),
};
const objectData = list(strict(objectDataItem));
const objectDataAfterSearch = list(
  strict({ ...objectDataItem, queryID: optional(str('item-query-id', ITEM_QUERY_ID_PATTERN)) }),
);

const common = {
  eventName,
  userToken: token,
  authenticatedUserToken: optional(token),
  timestamp: optional(int('timestamp', -Number.MAX_SAFE_INTEGER)),
};
// An empty index is refused: the service's documented "The index field is required".
const index = str('index', /./);
const click = { ...common, eventType: literal('click'), index };
const conversion = { ...common, eventType: literal('conversion'), index };
const view = { ...common, eventType: literal('view'), index };
const addToCart = { ...conversion, eventSubtype: literal('addToCart') };
const purchase = { ...conversion, eventSubtype: literal('purchase') };
const prices = { value: optional(money('value', MAX_VALUE_LENGTH)), currency: optional(currency) };
const event = strict;

/** One schema per variant, keyed by the name of its builder. */
export const eventSchemas = {
  clickedObjectIDsAfterSearch: event({ ...click, objectIDs, positions, queryID }),
  addedToCartObjectIDsAfterSearch: event({
    ...addToCart,
    ...prices,
    objectIDs,
    queryID,
    objectData: optional(objectDataAfterSearch),
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
  generic: event({
    ...common,
    eventType: literal('instantsearch'),
    agentID: optional(str('not-empty', /./)),
  }),
} satisfies Record<EventVariant, z.ZodMiniType>;

type Fields = Record<string, unknown>;

/**
 * The field check of the schemas: the first zod issue of the variant's schema for `event`
 * (without its fields set to `undefined`, as JSON leaves them out), as an `EventIssue`. The
 * reference `events-check.ts` is held to, and what `validateEventBySchema` runs.
 */
const schemaFieldCheck: FieldCheck = (variant, event) => {
  const e = withoutUndefined(event);
  const result = eventSchemas[variant].safeParse(e);
  return result.success ? null : fromZod(result.error.issues[0]!, e);
};

/** `validateEvent` with the zod schemas deciding the fields (the specification, for tests). */
export const validateEventBySchema = (event: unknown, now?: number): EventIssue | null =>
  eventIssueOf(event, now, schemaFieldCheck);

/** `validateEventAs` with the zod schemas deciding the fields (the specification, for tests). */
export const validateEventAsBySchema = (
  variant: EventVariant,
  event: unknown,
  now: number = Date.now(),
): EventIssue | null => eventIssue(variant, event, now, schemaFieldCheck);

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
