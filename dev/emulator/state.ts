/**
 * Per-application state of the emulator. Every application id (`DEMOAPP` or `DEMOAPP_<suffix>`)
 * sees the same seed data, but has its own fault rules, accepted events and request log, so
 * tests running in parallel isolate themselves with a unique id.
 */
import { HOUR } from './seed/usage.js';

/** `DEMOAPP`, or `DEMOAPP_` followed by 1 to 32 letters or digits. */
export const APP_ID_PATTERN = /^DEMOAPP(?:_[A-Za-z0-9]{1,32})?$/;

export type FaultRoute = 'secret-keys' | 'compositions' | 'usage' | 'events';
export const FAULT_ROUTES: readonly (FaultRoute | '*')[] = [
  'secret-keys',
  'compositions',
  'usage',
  'events',
  '*',
];

/** What a fault does to a matching request (effects combine: latency first). */
export interface FaultEffect {
  /** Wait this many ms before answering (other requests are not held up). */
  latency?: number;
  /** Answer with this status (and `body`, or a default `{status, message}`). */
  status?: number;
  body?: unknown;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: true;
  /** Answer 200 with valid JSON of the wrong shape for the route. */
  wrongShape?: true;
  /** Destroy the connection without answering. */
  drop?: true;
}

export interface FaultRule extends FaultEffect {
  route: FaultRoute | '*';
  /** Matching requests it still applies to; 0 = until cleared. */
  times: number;
}

export interface LoggedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  /** Request headers (lower-case names), values as given. */
  headers: Record<string, string>;
  /** When the request arrived (ms since 1970). */
  at: number;
  /** The status it was answered with, once answered (0: dropped without an answer). */
  status?: number;
}

/** Caps that keep a long-running emulator's memory bounded. */
const MAX_LOGGED_REQUESTS = 2_000;
const MAX_STORED_EVENTS = 100_000;

export class AppState {
  readonly faults: FaultRule[] = [];
  readonly requests: LoggedRequest[] = [];
  readonly events: unknown[] = [];
  /** Accepted events per hour start, counted into `insights_operations`. */
  readonly eventsPerHour = new Map<number, number>();

  constructor(readonly appId: string) {}

  /** The first rule matching `route`, consumed once (a rule with `times: 0` never runs out). */
  takeFault(route: FaultRoute): FaultEffect | undefined {
    const i = this.faults.findIndex((f) => f.route === route || f.route === '*');
    if (i < 0) return undefined;
    const rule = this.faults[i] as FaultRule;
    if (rule.times > 0) {
      rule.times -= 1;
      if (rule.times === 0) this.faults.splice(i, 1);
    }
    const effect: FaultEffect = {};
    for (const key of ['latency', 'status', 'body', 'malformed', 'wrongShape', 'drop'] as const) {
      if (rule[key] !== undefined) Object.assign(effect, { [key]: rule[key] });
    }
    return effect;
  }

  logRequest(entry: LoggedRequest): void {
    this.requests.push(entry);
    if (this.requests.length > MAX_LOGGED_REQUESTS) this.requests.shift();
  }

  acceptEvents(events: readonly unknown[], now: number): void {
    const hour = Math.floor(now / HOUR) * HOUR;
    this.eventsPerHour.set(hour, (this.eventsPerHour.get(hour) ?? 0) + events.length);
    this.events.push(...events);
    if (this.events.length > MAX_STORED_EVENTS)
      this.events.splice(0, this.events.length - MAX_STORED_EVENTS);
  }

  clearEvents(): number {
    const count = this.events.length;
    this.events.length = 0;
    this.eventsPerHour.clear();
    return count;
  }
}

/** Application states, created on first use. */
export class AppRegistry {
  readonly #apps = new Map<string, AppState>();

  get(appId: string): AppState {
    let app = this.#apps.get(appId);
    if (!app) {
      app = new AppState(appId);
      this.#apps.set(appId, app);
    }
    return app;
  }
}

/**
 * Checks a fault rule sent to `POST /__emulator/faults`: the rule, or a sentence saying what is
 * wrong with it.
 */
export function parseFault(input: unknown): { appId: string; rule: FaultRule } | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return 'The body must be a JSON object.';
  }
  const f = input as Record<string, unknown>;
  if (typeof f.appId !== 'string' || !APP_ID_PATTERN.test(f.appId)) {
    return 'appId must be DEMOAPP or DEMOAPP_<1 to 32 letters or digits>.';
  }
  if (!FAULT_ROUTES.includes(f.route as FaultRoute)) {
    return `route must be one of ${FAULT_ROUTES.join(', ')}.`;
  }
  const effect = parseFaultEffect(f);
  if (typeof effect === 'string') return effect;
  const times = f.times ?? 1;
  if (typeof times !== 'number' || !Number.isSafeInteger(times) || times < 0) {
    return 'times must be an integer >= 0 (0 = until cleared).';
  }
  return { appId: f.appId, rule: { route: f.route as FaultRoute | '*', times, ...effect } };
}

/** The effect part of a fault (also what the `X-Emulator-Fault` request header carries). */
export function parseFaultEffect(f: Record<string, unknown>): FaultEffect | string {
  const effect: FaultEffect = {};
  if (f.latency !== undefined) {
    if (typeof f.latency !== 'number' || !(f.latency >= 0) || f.latency > 120_000) {
      return 'latency must be a number of ms between 0 and 120000.';
    }
    effect.latency = f.latency;
  }
  if (f.status !== undefined) {
    if (
      typeof f.status !== 'number' ||
      !Number.isInteger(f.status) ||
      f.status < 200 ||
      f.status > 599
    ) {
      return 'status must be an integer between 200 and 599.';
    }
    effect.status = f.status;
  }
  if (f.body !== undefined) effect.body = f.body;
  for (const flag of ['malformed', 'wrongShape', 'drop'] as const) {
    if (f[flag] === undefined || f[flag] === false) continue;
    if (f[flag] !== true) return `${flag} must be true when set.`;
    effect[flag] = true;
  }
  const kinds = [
    effect.status !== undefined || effect.body !== undefined,
    effect.malformed,
    effect.wrongShape,
    effect.drop,
  ];
  if (kinds.filter(Boolean).length > 1) {
    return 'Use one of status/body, malformed, wrongShape and drop per fault (latency combines with any).';
  }
  if (effect.latency === undefined && !kinds.some(Boolean)) {
    return 'A fault needs at least one of latency, status, body, malformed, wrongShape or drop.';
  }
  return effect;
}
