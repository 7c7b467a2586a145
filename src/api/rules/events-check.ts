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
 * first, then here and in `./event-fields.ts`, in the same order of fields (the first failing
 * field is the one reported).
 *
 * The checks of each kind of value, and the rules they report, are in `./event-fields.ts`; the
 * limits and patterns in `./events.ts`. This module puts each variant's fields together
 * (`shapeOf`), tells which variant an event claims to be (`eventVariant`), and checks the rules
 * across fields (lengths that must match, positions only on clicks, objects or filters,
 * timestamp age) around the field check, the same for both (`eventIssue`). An amount without a
 * currency is accepted, as the service does, with a warning (`warnOnceWithoutCurrency`).
 */
import { isRecord } from '../../internal/guards.js';
import {
  agentID,
  common,
  currency,
  eventValue,
  filters,
  index,
  issue,
  literal,
  object,
  objectData,
  objectDataAfterSearch,
  objectIDs,
  optional,
  positions,
  queryID,
  type Check,
  type EventIssue,
  type Path,
  type Shape,
} from './event-fields.js';
import { MAX_EVENT_AGE_MS } from './events.js';

type Fields = Record<string, unknown>;

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
    shape.index = index;
    if (subtype) {
      shape.eventSubtype = literal(subtype, 'event-subtype');
      shape.value = eventValue;
      shape.currency = currency;
    }
    if (filtered) shape.filters = filters;
    else shape.objectIDs = objectIDs;
    if (search && type === 'click') shape.positions = positions;
    if (search && subtype !== 'purchase') shape.queryID = queryID;
    if (subtype) {
      shape.objectData = !search
        ? objectData
        : subtype === 'purchase'
          ? objectDataAfterSearch
          : optional(objectDataAfterSearch);
    }
  } else {
    shape.agentID = agentID;
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
  return warnOnceWithoutCurrency(event, eventIssueOf(event, now, checkFields));
}

/** Like `validateEvent`, against one given variant (what the typed builders use). */
export function validateEventAs(
  variant: EventVariant,
  event: unknown,
  now: number = Date.now(),
): EventIssue | null {
  return warnOnceWithoutCurrency(event, eventIssue(variant, event, now, checkFields));
}

let warnedWithoutCurrency = false;

/**
 * `found`, after a console warning (once per page) when it is `null` and `event` has a `value`,
 * a `price` or a `discount` but no `currency`. The service accepts such an event and counts the
 * conversion (the descriptions make `currency` optional), but cannot use its amounts as revenue.
 */
function warnOnceWithoutCurrency(event: unknown, found: EventIssue | null): EventIssue | null {
  if (found || warnedWithoutCurrency) return found;
  const e = event as Fields;
  const data = e.objectData as Fields[] | undefined;
  if (
    e.currency === undefined &&
    (e.value !== undefined || data?.some((d) => d.price !== undefined || d.discount !== undefined))
  ) {
    warnedWithoutCurrency = true;
    console.warn(
      `Insights event "${String(e.eventName)}" has a value, a price or a discount but no currency: it is sent, but its amounts cannot count as revenue. Set its currency (such as EUR). Shown once.`,
    );
  }
  return found;
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
