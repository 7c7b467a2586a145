/**
 * `createInsightsClient(queue)`: a function with search-insights' call shape (`aa(method, …args)`)
 * that sends through an `InsightsQueue`, so code written for search-insights, and InstantSearch's
 * insights middleware (`instantsearch({ insights: { insightsClient } })`), keep their calls and
 * get the queue's validation, batching, retries and persistence.
 *
 * Its own entry (`@search-ui/elements/insights/compat`): a page that only uses the queue does not
 * pay for it. It re-exports `InsightsQueue`, so a page loading it from a CDN needs one file.
 *
 * Where it differs from search-insights (see README.md beside this file): what search-insights
 * sends and the service refuses throws the queue's `EventValidationError` at the call; filters
 * are encoded as the service takes them (`facet:value`, the value URL-encoded); InstantSearch's
 * `algoliaSource` tag and its usage report (`__start__`) are not sent; credentials, region, host
 * and cookies are the queue's business (its client, `keepAnonymousUserToken`); `inferQueryID`
 * is refused (it needs a stored object → query cache, and the queue stores only events and tokens).
 */
import type { InsightsQueue } from './queue.js';
import type { EventDraft } from './events.js';

export { InsightsQueue } from './queue.js';
export { EventValidationError } from '../api/errors.js';

/** The search-insights version whose call shape this client has (InstantSearch reads it). */
export const INSIGHTS_CLIENT_VERSION = '2.17.3';

/** What `aa('init', …)` takes. Only the tokens and the opt-out act (see README.md). */
export interface InsightsInitParams {
  /** Ignored, like `apiKey`, `region` and `host`: the queue's client holds them. */
  appId?: string;
  apiKey?: string;
  userToken?: string | number;
  authenticatedUserToken?: string | number;
  /** `true`: `queue.optOut()`; `false`: `queue.optIn()`; absent: unchanged. */
  userHasOptedOut?: boolean;
  /** Ignored: keep the anonymous token with the queue's `keepAnonymousUserToken` (consent). */
  useCookie?: boolean;
  cookieDuration?: number;
  anonymousUserToken?: boolean;
  region?: string;
  host?: string;
  partial?: boolean;
}

/** search-insights' last argument of an event method: `headers` are ignored, `inferQueryID` refused. */
export interface InsightsAdditionalParams {
  headers?: Record<string, string>;
  inferQueryID?: boolean;
}

/** An event as search-insights takes it (type filled in by the method; tokens may be numbers). */
export type InsightsClientEvent = Record<string, unknown>;

type TokenCallback = (token?: string) => void;
type EventArgs = (InsightsClientEvent | InsightsAdditionalParams)[];

/** The methods of the client: `[arguments, result]`, as search-insights' `InsightsMethodMap`. */
export interface InsightsClientMethods {
  init: [[params?: InsightsInitParams], void];
  getVersion: [[callback?: (version: string) => void], string];
  addAlgoliaAgent: [[agent: string], void];
  setUserToken: [[token?: string | number], string];
  getUserToken: [[options?: unknown, callback?: (error: null, token: string) => void], string];
  onUserTokenChange: [[callback?: TokenCallback, options?: { immediate?: boolean }], void];
  setAuthenticatedUserToken: [[token?: string | number], string | undefined];
  getAuthenticatedUserToken: [
    [options?: unknown, callback?: (error: null, token?: string) => void],
    string | undefined,
  ];
  onAuthenticatedUserTokenChange: [
    [callback?: TokenCallback, options?: { immediate?: boolean }],
    void,
  ];
  sendEvents: [
    [events: readonly InsightsClientEvent[], params?: InsightsAdditionalParams],
    Promise<boolean>,
  ];
  clickedObjectIDsAfterSearch: [EventArgs, Promise<boolean>];
  clickedObjectIDs: [EventArgs, Promise<boolean>];
  clickedFilters: [EventArgs, Promise<boolean>];
  convertedObjectIDsAfterSearch: [EventArgs, Promise<boolean>];
  convertedObjectIDs: [EventArgs, Promise<boolean>];
  convertedFilters: [EventArgs, Promise<boolean>];
  viewedObjectIDs: [EventArgs, Promise<boolean>];
  viewedFilters: [EventArgs, Promise<boolean>];
  purchasedObjectIDs: [EventArgs, Promise<boolean>];
  purchasedObjectIDsAfterSearch: [EventArgs, Promise<boolean>];
  addedToCartObjectIDs: [EventArgs, Promise<boolean>];
  addedToCartObjectIDsAfterSearch: [EventArgs, Promise<boolean>];
}

/** `aa(method, …args)`, with the `version` InstantSearch's middleware checks. */
export interface InsightsClient {
  <M extends keyof InsightsClientMethods>(
    method: M,
    ...args: InsightsClientMethods[M][0]
  ): InsightsClientMethods[M][1];
  readonly version: string;
  /** The agents given to `addAlgoliaAgent` (recorded, not sent: requests carry the client's). */
  readonly algoliaAgents: readonly string[];
}

// eventType (and subtype) each event method fills in.
const CONVERSION = 'conversion';
const methods: Record<string, [string, string?]> = {
  clickedObjectIDsAfterSearch: ['click'],
  clickedObjectIDs: ['click'],
  clickedFilters: ['click'],
  convertedObjectIDsAfterSearch: [CONVERSION],
  convertedObjectIDs: [CONVERSION],
  convertedFilters: [CONVERSION],
  viewedObjectIDs: ['view'],
  viewedFilters: ['view'],
  purchasedObjectIDs: [CONVERSION, 'purchase'],
  purchasedObjectIDsAfterSearch: [CONVERSION, 'purchase'],
  addedToCartObjectIDs: [CONVERSION, 'addToCart'],
  addedToCartObjectIDsAfterSearch: [CONVERSION, 'addToCart'],
};

/** search-insights' tokens may be numbers; the service takes strings. */
const tokenOf = (token: unknown): string | undefined =>
  typeof token === 'number' ? String(token) : (token as string | undefined);

/** `brand:Apple Inc` → `brand:Apple%20Inc` (search-insights encodes filters itself too). */
const encodeFilter = (f: unknown): unknown => {
  const colon = typeof f === 'string' ? f.indexOf(':') : -1;
  return colon > 0
    ? `${(f as string).slice(0, colon + 1)}${encodeURIComponent((f as string).slice(colon + 1))}`
    : f;
};

/** An object holding only `headers` or `inferQueryID`: the additional parameters, not an event. */
const isParams = (arg: unknown): arg is InsightsAdditionalParams =>
  typeof arg === 'object' &&
  arg !== null &&
  !Array.isArray(arg) &&
  Object.keys(arg).every((k) => k === 'headers' || k === 'inferQueryID');

/**
 * The event the queue gets: search-insights' event with number tokens as strings, filters
 * encoded, and without InstantSearch's `algoliaSource` tag. Anything else is left to the queue's
 * validation, which refuses what the service would.
 */
function draft(event: unknown): unknown {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return event;
  const e = { ...(event as InsightsClientEvent) };
  delete e.algoliaSource;
  if (typeof e.userToken === 'number') e.userToken = String(e.userToken);
  if (typeof e.authenticatedUserToken === 'number') {
    e.authenticatedUserToken = String(e.authenticatedUserToken);
  }
  if (Array.isArray(e.filters)) e.filters = e.filters.map(encodeFilter);
  return e;
}

/** InstantSearch's usage report (`eventName: '__start__'`, the widget tree): not an event of the page. */
const isInstantSearchUsage = (event: unknown): boolean =>
  (event as InsightsClientEvent | null)?.eventType === 'instantsearch' &&
  String((event as InsightsClientEvent).eventName).startsWith('__');

/**
 * A search-insights-compatible client over `queue`:
 *
 * ```ts
 * const aa = createInsightsClient(new InsightsQueue({ client }));
 * aa('clickedObjectIDsAfterSearch', { eventName, index, queryID, objectIDs, positions });
 * instantsearch({ indexName, searchClient, insights: { insightsClient: aa } });
 * ```
 *
 * Event methods and `sendEvents` validate every event at the call (the first invalid one throws
 * an `EventValidationError` and none of the call is queued), queue them and resolve `true` (or
 * `false` when the visitor opted out: nothing is queued). Delivery is reported by the queue's
 * `sent`, `error` and `dropped` events.
 */
export function createInsightsClient(queue: InsightsQueue): InsightsClient {
  const agents: string[] = [];
  let authenticated: string | undefined;
  let onToken: TokenCallback | undefined;
  let onAuthenticated: TokenCallback | undefined;

  const setUserToken = (token?: string | number): string => {
    const value = tokenOf(token);
    // The same token again (InstantSearch sets back what it read) keeps an anonymous token anonymous.
    if (value === undefined || value !== queue.userToken) queue.setUserToken(value);
    onToken?.(queue.userToken);
    return queue.userToken;
  };
  const setAuthenticatedUserToken = (token?: string | number): string | undefined => {
    const value = tokenOf(token);
    queue.setAuthenticatedUserToken(value);
    authenticated = value;
    onAuthenticated?.(authenticated);
    return authenticated;
  };
  const send = (
    events: readonly unknown[],
    params?: InsightsAdditionalParams,
  ): Promise<boolean> => {
    if (params?.inferQueryID) {
      throw new TypeError(
        'inferQueryID is not supported: give the queryID (or objectData[].queryID) of the search.',
      );
    }
    const drafts = events.filter((e) => !isInstantSearchUsage(e)).map(draft);
    if (queue.optedOut || !drafts.length) return Promise.resolve(false);
    queue.send(drafts as EventDraft[]);
    return Promise.resolve(true);
  };

  const api: Record<string, (...args: never[]) => unknown> = {
    init(params: InsightsInitParams = {}) {
      if (params.userHasOptedOut === true) queue.optOut();
      if (params.userHasOptedOut === false) queue.optIn();
      if (params.authenticatedUserToken !== undefined) {
        setAuthenticatedUserToken(params.authenticatedUserToken);
      }
      if (params.userToken !== undefined) setUserToken(params.userToken);
    },
    getVersion: (callback?: (version: string) => void) => {
      callback?.(INSIGHTS_CLIENT_VERSION);
      return INSIGHTS_CLIENT_VERSION;
    },
    addAlgoliaAgent(agent: string) {
      if (!agents.includes(agent)) agents.push(agent);
    },
    setUserToken,
    getUserToken(_options: unknown, callback?: (error: null, token: string) => void) {
      callback?.(null, queue.userToken);
      return queue.userToken;
    },
    onUserTokenChange(callback?: TokenCallback, options?: { immediate?: boolean }) {
      onToken = callback;
      if (options?.immediate) callback?.(queue.userToken);
    },
    setAuthenticatedUserToken,
    getAuthenticatedUserToken(_options: unknown, callback?: (error: null, token?: string) => void) {
      callback?.(null, authenticated);
      return authenticated;
    },
    onAuthenticatedUserTokenChange(callback?: TokenCallback, options?: { immediate?: boolean }) {
      onAuthenticated = callback;
      if (options?.immediate) callback?.(authenticated);
    },
    sendEvents: (events: readonly unknown[], params?: InsightsAdditionalParams) => {
      if (!Array.isArray(events)) throw new TypeError('sendEvents: events must be an array.');
      return send(events, params);
    },
  };
  for (const [name, [eventType, eventSubtype]] of Object.entries(methods)) {
    api[name] = (...args: unknown[]) => {
      // As search-insights reads them: events, and at most one object of additional parameters.
      const params = args.find(isParams);
      const events = args
        .filter((a) => a !== params)
        .map((e) =>
          typeof e === 'object' && e !== null && !Array.isArray(e)
            ? { eventType, ...(eventSubtype && { eventSubtype }), ...e }
            : e,
        );
      return send(events, params);
    };
  }

  const aa = (method: string, ...args: never[]): unknown => {
    const fn = Object.hasOwn(api, method) ? api[method] : undefined;
    if (!fn) throw new TypeError(`The insights method "${method}" does not exist.`);
    return fn(...args);
  };
  return Object.assign(aa, {
    version: INSIGHTS_CLIENT_VERSION,
    algoliaAgents: agents,
  }) as unknown as InsightsClient;
}
