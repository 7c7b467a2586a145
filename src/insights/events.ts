/**
 * Typed builders for the thirteen event variants. Each one fills the event type (and subtype),
 * checks every field rule at the call and throws an `EventValidationError` naming the field and
 * the rule, so an invalid event never reaches a batch.
 *
 * The user token may be left out: the queue fills it in (see `InsightsQueue`).
 */
import { EventValidationError } from '../api/errors.js';
import { USER_TOKEN_PATTERN } from '../api/rules/events.js';
import { issue, type EventIssue } from '../api/rules/event-fields.js';
import { validateEventAs, withoutUndefined, type EventVariant } from '../api/rules/events-check.js';
import type {
  InsightsEvent,
  ClickedObjectIDsAfterSearchEvent,
  AddedToCartObjectIDsAfterSearchEvent,
  PurchasedObjectIDsAfterSearchEvent,
  ConvertedObjectIDsAfterSearchEvent,
  ClickedObjectIDsEvent,
  PurchasedObjectIDsEvent,
  AddedToCartObjectIDsEvent,
  ConvertedObjectIDsEvent,
  ClickedFiltersEvent,
  ConvertedFiltersEvent,
  ViewedObjectIDsEvent,
  ViewedFiltersEvent,
  GenericEvent,
} from '../api/types/events.js';

/** An event whose user token is still to be filled in by the queue. */
export type EventDraft<E extends InsightsEvent = InsightsEvent> = E extends InsightsEvent
  ? Omit<E, 'userToken'> & { userToken?: string }
  : never;

/** What a builder takes: the event without its type and subtype, the user token optional. */
export type EventInput<E extends InsightsEvent> = Omit<
  E,
  'eventType' | 'eventSubtype' | 'userToken'
> & { userToken?: string };

/** Stands in for a user token not given yet, so the other rules can be checked at the call. */
const TOKEN_PLACEHOLDER = 'token';

type Fields = Record<string, unknown>;

/**
 * The event a draft makes: with the user token(s) and the timestamp it lacks, and without the
 * fields set to `undefined` (as JSON leaves them out). A plain draft that lacks nothing is the
 * event itself, not copied: it is serialised as soon as it is queued, so what is sent is the
 * draft as it was then.
 */
export function complete(
  draft: Fields,
  userToken: string,
  auth: string | undefined,
  now: number,
): Fields {
  let whole =
    Object.getPrototypeOf(draft) === Object.prototype &&
    draft.userToken !== undefined &&
    draft.timestamp !== undefined &&
    (!auth || draft.authenticatedUserToken !== undefined);
  for (const key in draft) whole &&= draft[key] !== undefined;
  return whole
    ? draft
    : {
        userToken,
        ...(auth && { authenticatedUserToken: auth }),
        timestamp: now,
        ...withoutUndefined(draft),
      };
}

/** Throws an `EventValidationError` when a user token is set and invalid. */
export function checkToken(field: string, token: string | undefined): void {
  if (token !== undefined && !USER_TOKEN_PATTERN.test(token)) throwIssue(issue([field], 'token'));
}

/** Throws the `EventValidationError` of an issue (event `index` of a batch). */
export function throwIssue(issue: EventIssue, index = 0): never {
  throw new EventValidationError(index, issue.path, issue.rule, issue.message);
}

function builder<E extends InsightsEvent>(
  variant: EventVariant,
  type: E['eventType'],
  subtype?: 'addToCart' | 'purchase',
): (input: EventInput<E>) => EventDraft<E> {
  return (input) => {
    const event = { ...input, eventType: type, ...(subtype && { eventSubtype: subtype }) };
    const issue = validateEventAs(variant, {
      userToken: TOKEN_PLACEHOLDER,
      ...event,
    });
    if (issue) throwIssue(issue);
    return event as unknown as EventDraft<E>;
  };
}

/** A click on a result of a search, at its 1-based position. */
export const clickedObjectIDsAfterSearch = builder<ClickedObjectIDsAfterSearchEvent>(
  'clickedObjectIDsAfterSearch',
  'click',
);
/** Items added to the cart from the results of a search. */
export const addedToCartObjectIDsAfterSearch = builder<AddedToCartObjectIDsAfterSearchEvent>(
  'addedToCartObjectIDsAfterSearch',
  'conversion',
  'addToCart',
);
/** Items purchased, each attributed to its search through `objectData[].queryID`. */
export const purchasedObjectIDsAfterSearch = builder<PurchasedObjectIDsAfterSearchEvent>(
  'purchasedObjectIDsAfterSearch',
  'conversion',
  'purchase',
);
/** A conversion on results of a search. */
export const convertedObjectIDsAfterSearch = builder<ConvertedObjectIDsAfterSearchEvent>(
  'convertedObjectIDsAfterSearch',
  'conversion',
);
/** A click on items, not after a search. */
export const clickedObjectIDs = builder<ClickedObjectIDsEvent>('clickedObjectIDs', 'click');
/** Items purchased, not after a search. */
export const purchasedObjectIDs = builder<PurchasedObjectIDsEvent>(
  'purchasedObjectIDs',
  'conversion',
  'purchase',
);
/** Items added to the cart, not after a search. */
export const addedToCartObjectIDs = builder<AddedToCartObjectIDsEvent>(
  'addedToCartObjectIDs',
  'conversion',
  'addToCart',
);
/** A conversion on items, not after a search. */
export const convertedObjectIDs = builder<ConvertedObjectIDsEvent>(
  'convertedObjectIDs',
  'conversion',
);
/** A click on filters (`facet:value`, value URL-encoded: see `filter()`). */
export const clickedFilters = builder<ClickedFiltersEvent>('clickedFilters', 'click');
/** A conversion on filters. */
export const convertedFilters = builder<ConvertedFiltersEvent>('convertedFilters', 'conversion');
/** Items seen. */
export const viewedObjectIDs = builder<ViewedObjectIDsEvent>('viewedObjectIDs', 'view');
/** Filters seen. */
export const viewedFilters = builder<ViewedFiltersEvent>('viewedFilters', 'view');
/** The generic `instantsearch` event (no index). */
export const genericEvent = builder<GenericEvent>('generic', 'instantsearch');

/** `filter('brand', 'Apple Inc')` → `brand:Apple%20Inc`, the form `filters` items take. */
export function filter(facet: string, value: string | number | boolean): string {
  return `${facet}:${encodeURIComponent(String(value))}`;
}
