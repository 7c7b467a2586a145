/**
 * The five endpoints, as pure functions from a parsed request to a reply. Validation and
 * errors follow api-decisions.md; the transport (CORS, faults, bodies) lives in server.ts.
 */
import { gunzipSync } from 'node:zlib';
import {
  MAX_BODY_BYTES,
  MAX_EVENTS_PER_BATCH,
  isBatchCountAllowed,
  isBodySizeAllowed,
} from '../../src/api/rules/events.js';
import { validateEventBySchema as validateEvent } from '../../src/api/schemas/events.js';
import { MAX_RANGE_DAYS, isGranularity, isWithinMaxRange } from '../../src/api/rules/usage.js';
import { expandStatistic } from './metrics.js';
import { COMPOSITIONS, FEATURE_DISABLED_ID, OBJECT_ID_PATTERN } from './seed/compositions.js';
import { SECRET_KEYS, redactValue } from './seed/secret-keys.js';
import { HOUR, USAGE_INDICES, usageBody, type Scope } from './seed/usage.js';
import type { AppState } from './state.js';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Right = 'settings' | 'editSettings' | 'usage' | 'search';

/** The fixed API keys and their rights. Only `admin` sees secret key values in full. */
export const API_KEYS: Readonly<Record<string, { rights: readonly Right[]; admin: boolean }>> = {
  'emulator-admin-key': { rights: ['settings', 'editSettings', 'usage', 'search'], admin: true },
  'emulator-settings-key': { rights: ['settings', 'editSettings'], admin: false },
  'emulator-usage-key': { rights: ['usage'], admin: false },
  'emulator-search-key': { rights: ['search'], admin: false },
};

export const SECRET_KEYS_MAX_LIMIT = 100;

const json = (status: number, body: unknown): Reply => ({ status, body });
const message = (status: number, text: string): Reply => json(status, { status, message: text });

export const INVALID_CREDENTIALS = message(401, 'Invalid credentials');

/**
 * Checks the key of a request against the rights an endpoint accepts (any one of them): the
 * key's description, or the 401/403 reply. The application id was checked by the caller.
 */
export function authorize(
  apiKey: string | undefined,
  accepted: readonly Right[],
  action: string,
): { admin: boolean } | Reply {
  const key = apiKey === undefined ? undefined : API_KEYS[apiKey];
  if (!key) return INVALID_CREDENTIALS;
  if (!accepted.some((right) => key.rights.includes(right))) {
    const needed = accepted.map((r) => `"${r}"`).join(' or ');
    return message(403, `This API key is not allowed to ${action}: it needs the ${needed} ACL.`);
  }
  return { admin: key.admin };
}

// ---------------------------------------------------------------------------------------------
// 1. Secret keys

interface DetailItem {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

/** Parses one integer query parameter like a Python validation service would. */
function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  bounds: { ge: number; le?: number },
): number | DetailItem {
  const values = query.getAll(name);
  if (values.length === 0) return fallback;
  const raw = values[values.length - 1] as string;
  const loc = ['query', name];
  if (!/^\s*[+-]?\d+\s*$/.test(raw)) {
    return {
      type: 'int_parsing',
      loc,
      msg: 'Input should be a valid integer, unable to parse string as an integer',
      input: raw,
    };
  }
  const n = Number(raw.trim());
  if (n < bounds.ge) {
    return {
      type: 'greater_than_equal',
      loc,
      msg: `Input should be greater than or equal to ${bounds.ge}`,
      input: raw,
      ctx: { ge: bounds.ge },
    };
  }
  if (bounds.le !== undefined && n > bounds.le) {
    return {
      type: 'less_than_equal',
      loc,
      msg: `Input should be less than or equal to ${bounds.le}`,
      input: raw,
      ctx: { le: bounds.le },
    };
  }
  return n;
}

export function listSecretKeys(query: URLSearchParams, admin: boolean): Reply {
  const page = intParam(query, 'page', 1, { ge: 1 });
  const limit = intParam(query, 'limit', 10, { ge: 1, le: SECRET_KEYS_MAX_LIMIT });
  const detail = [page, limit].filter((p): p is DetailItem => typeof p !== 'number');
  if (detail.length > 0) return json(422, { detail });
  const p = page as number;
  const l = limit as number;
  const totalCount = SECRET_KEYS.length;
  const start = (p - 1) * l;
  const data = start < totalCount ? SECRET_KEYS.slice(start, start + l) : [];
  return json(200, {
    data: data.map((key) => ({ ...key, value: admin ? key.value : redactValue(key.value) })),
    pagination: { limit: l, page: p, totalCount, totalPages: Math.ceil(totalCount / l) },
  });
}

// ---------------------------------------------------------------------------------------------
// 2. Compositions

export function getComposition(rawId: string): Reply {
  let objectID: string;
  try {
    objectID = decodeURIComponent(rawId);
  } catch {
    return message(400, 'The objectID is not correctly percent-encoded.');
  }
  if (!OBJECT_ID_PATTERN.test(objectID)) {
    return message(
      400,
      'Invalid objectID: use 1 to 100 characters among letters, digits, "_", "-", "." and "~".',
    );
  }
  if (objectID === FEATURE_DISABLED_ID) {
    return message(402, 'The compositions feature is not enabled on this application.');
  }
  const composition = COMPOSITIONS.get(objectID);
  if (!composition) return message(404, `Composition "${objectID}" does not exist.`);
  return json(200, composition);
}

// ---------------------------------------------------------------------------------------------
// 3–4. Usage

/** RFC 3339 date-time (fractional seconds optional), in UTC or with an offset. */
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/i;
const EXAMPLE_DATE = '2026-11-01T00:00:00.000Z';

function parseDate(name: string, raw: string | null): number | Reply {
  if (raw === null || raw === '') {
    return message(422, `${name} is required, as an RFC 3339 timestamp such as ${EXAMPLE_DATE}.`);
  }
  const m = RFC3339.exec(raw);
  const [, y, mo, d, h, mi, s, oh, om] = m ?? [];
  const valid =
    m &&
    Number(mo) >= 1 &&
    Number(mo) <= 12 &&
    Number(d) >= 1 &&
    Number(d) <= new Date(Date.UTC(Number(y), Number(mo), 0)).getUTCDate() &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(s) <= 59 &&
    (oh === undefined || (Number(oh) <= 23 && Number(om) <= 59));
  const t = valid ? Date.parse(raw.toUpperCase()) : NaN;
  if (Number.isNaN(t)) {
    return message(422, `${name} must be an RFC 3339 timestamp such as ${EXAMPLE_DATE}.`);
  }
  return t;
}

export function getUsage(
  rawStatistic: string,
  rawIndex: string | undefined,
  query: URLSearchParams,
  app: AppState,
  now: number,
): Reply {
  let statistic: string;
  let index: string | undefined;
  try {
    statistic = decodeURIComponent(rawStatistic);
    index = rawIndex === undefined ? undefined : decodeURIComponent(rawIndex);
  } catch {
    return message(400, 'The path is not correctly percent-encoded.');
  }
  if (index !== undefined && !(USAGE_INDICES as readonly string[]).includes(index)) {
    return message(404, `Index "${index}" does not exist.`);
  }
  const metrics = expandStatistic(statistic, index === undefined ? 'app' : 'index');
  if (!metrics) return message(422, 'Metric not found');

  const start = parseDate('startDate', query.get('startDate'));
  if (typeof start !== 'number') return start;
  const end = parseDate('endDate', query.get('endDate'));
  if (typeof end !== 'number') return end;
  const granularity = query.get('granularity') ?? 'daily';
  if (!isGranularity(granularity)) {
    return message(422, 'granularity must be "hourly" or "daily".');
  }
  if (start >= end) return message(422, 'startDate must be before endDate.');
  if (!isWithinMaxRange(granularity, start, end)) {
    return message(
      422,
      `The time range is too large: at most ${MAX_RANGE_DAYS[granularity]} days with ${granularity} granularity.`,
    );
  }
  const body = usageBody({
    metrics,
    scope: (index ?? '') as Scope,
    start,
    end,
    granularity,
    now,
    events: index === undefined ? app.eventsPerHour : undefined,
  });
  return json(200, body);
}

// ---------------------------------------------------------------------------------------------
// 5. Events

/**
 * `raw` holds the body when it is under the limit; `size` is its full length in bytes. A body
 * sent with `content-encoding: gzip` (as the official clients do with compression on) is
 * decompressed first; the 2 MB limit applies to it as sent and once decompressed.
 */
export function sendEvents(
  raw: Buffer,
  size: number,
  app: AppState,
  now: number,
  encoding?: string,
): Reply {
  const tooLarge = (bytes: string) =>
    message(413, `The request body must be smaller than 2 MB (${MAX_BODY_BYTES} bytes); ${bytes}.`);
  if (!isBodySizeAllowed(size)) return tooLarge(`it has ${size} bytes`);
  const coding = encoding?.trim().toLowerCase();
  if (coding && coding !== 'identity') {
    if (coding !== 'gzip') return message(415, `Unsupported content-encoding: ${coding}`);
    try {
      raw = gunzipSync(raw, { maxOutputLength: MAX_BODY_BYTES - 1 });
    } catch (error) {
      return error instanceof RangeError
        ? tooLarge('it has more once decompressed')
        : message(400, 'The request body is not valid gzip.');
    }
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return message(400, 'The request body is not valid JSON.');
  }
  const events = (body as { events?: unknown } | null)?.events;
  if (typeof body !== 'object' || body === null || !Array.isArray(events)) {
    return message(422, 'The body must be an object with an "events" array.');
  }
  if (!isBatchCountAllowed(events.length)) {
    return events.length
      ? message(422, `Cannot process more than ${MAX_EVENTS_PER_BATCH} events in a batch`)
      : message(422, 'Cannot process an empty batch: send at least 1 event.');
  }
  for (let i = 0; i < events.length; i += 1) {
    const issue = validateEvent(events[i], now);
    if (issue) return message(422, `Invalid event at index ${i}: ${issue.message}`);
  }
  app.acceptEvents(events, now);
  return json(200, { status: 200, message: 'OK' });
}

/** Valid JSON of the wrong shape for each route (what `wrongShape` faults send). */
export const WRONG_SHAPES: Record<string, unknown> = {
  'secret-keys': { data: [{ id: 42, name: null, agentIds: 'none' }], pagination: { page: 'one' } },
  compositions: { objectID: 42, name: ['not', 'a', 'string'], behavior: 'injection' },
  usage: { records: [{ t: 'yesterday', v: 'lots' }] },
  events: { status: 'OK', message: 200 },
};

export { HOUR };
