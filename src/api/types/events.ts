/**
 * The types of insights events (`POST /1/events`), in plain TypeScript: what the public
 * declarations name, so an app's type check needs no zod. The specification is the zod schemas
 * of `../schemas/events.ts` (with the field rules: patterns, lengths, ranges);
 * `../schemas/types.unit.test.ts` proves each type here the very type its schema infers.
 */

/** A price or a discount: a number, or a string of 1 to 16 characters. */
type Money = number | string;

/** The fields of every event. */
interface Common {
  eventName: string;
  userToken: string;
  authenticatedUserToken?: string | undefined;
  /** Milliseconds since 1970. */
  timestamp?: number | undefined;
}
interface Click extends Common {
  eventType: 'click';
  index: string;
}
interface Conversion extends Common {
  eventType: 'conversion';
  index: string;
}
interface View extends Common {
  eventType: 'view';
  index: string;
}
interface AddToCart extends Conversion {
  eventSubtype: 'addToCart';
}
interface Purchase extends Conversion {
  eventSubtype: 'purchase';
}
interface Prices {
  value?: Money | undefined;
  currency?: string | undefined;
}

/** One object's price, quantity and discount, in the order of `objectIDs`. */
export interface ObjectData {
  price?: Money | undefined;
  quantity?: number | undefined;
  discount?: Money | undefined;
}
/** `ObjectData` with the search that led to the object, for an add-to-cart or a purchase after a search. */
export interface ObjectDataAfterSearch extends ObjectData {
  queryID?: string | undefined;
}

export interface ClickedObjectIDsAfterSearchEvent extends Click {
  objectIDs: string[];
  positions: number[];
  queryID: string;
}
export interface AddedToCartObjectIDsAfterSearchEvent extends AddToCart, Prices {
  objectIDs: string[];
  queryID: string;
  objectData?: ObjectDataAfterSearch[] | undefined;
}
export interface PurchasedObjectIDsAfterSearchEvent extends Purchase, Prices {
  objectIDs: string[];
  objectData: ObjectDataAfterSearch[];
}
export interface ConvertedObjectIDsAfterSearchEvent extends Conversion {
  objectIDs: string[];
  queryID: string;
}
export interface ClickedObjectIDsEvent extends Click {
  objectIDs: string[];
}
export interface PurchasedObjectIDsEvent extends Purchase, Prices {
  objectIDs: string[];
  objectData?: ObjectData[] | undefined;
}
export interface AddedToCartObjectIDsEvent extends AddToCart, Prices {
  objectIDs: string[];
  objectData?: ObjectData[] | undefined;
}
export interface ConvertedObjectIDsEvent extends Conversion {
  objectIDs: string[];
}
export interface ClickedFiltersEvent extends Click {
  filters: string[];
}
export interface ConvertedFiltersEvent extends Conversion {
  filters: string[];
}
export interface ViewedObjectIDsEvent extends View {
  objectIDs: string[];
}
export interface ViewedFiltersEvent extends View {
  filters: string[];
}
export interface GenericEvent extends Common {
  eventType: 'instantsearch';
  /** The agent the event comes from (agentic analytics). */
  agentID?: string | undefined;
}

/** An event of any of the thirteen variants. */
export type InsightsEvent =
  | ClickedObjectIDsAfterSearchEvent
  | AddedToCartObjectIDsAfterSearchEvent
  | PurchasedObjectIDsAfterSearchEvent
  | ConvertedObjectIDsAfterSearchEvent
  | ClickedObjectIDsEvent
  | PurchasedObjectIDsEvent
  | AddedToCartObjectIDsEvent
  | ConvertedObjectIDsEvent
  | ClickedFiltersEvent
  | ConvertedFiltersEvent
  | ViewedObjectIDsEvent
  | ViewedFiltersEvent
  | GenericEvent;
