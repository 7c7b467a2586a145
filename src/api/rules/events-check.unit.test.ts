import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../../internal/guards.js';
import { EVENT_RULES, type EventIssue, type EventRule } from './event-fields.js';
import {
  eventVariant,
  passesFastCheck,
  validateEvent,
  validateEventAs,
  withoutUndefined,
  type EventVariant,
} from './events-check.js';
import { eventSchemas, validateEventAsBySchema, validateEventBySchema } from '../schemas/events.js';
import { MAX_EVENT_AGE_MS } from './events.js';

/*
 * The zod schemas of `schemas/events.ts` are the specification; the zod-free check of
 * `events-check.ts` must agree with them on every event: the same issue (rule, path and
 * message), or `null` for both. The corpus is generated (seeded, so a failure replays): valid
 * events of every variant, then each mutated at every field, at every item and in pairs.
 */

type Fields = Record<string, unknown>;
const NOW = Date.UTC(2026, 0, 31, 12);
const variants = Object.keys(eventSchemas) as EventVariant[];

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(0x5eed);
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
const chance = (p: number) => rnd() < p;
const chars = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[int(0, alphabet.length - 1)]).join('');

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_=/+-';
const HEX = '0123456789abcdef';
const Q = '0123456789abcdef0123456789abcdef';
const HUGE = 'a'.repeat(100_000);

// Valid values of each field, edges included.
const eventName = () => chars(PRINTABLE, pick([1, 64, int(1, 30)]));
const token = () => chars(TOKEN, pick([1, 128, int(1, 40)]));
const searchID = () => chars(HEX, 32);
const VISIBLE = PRINTABLE.slice(1);
const queryID = () =>
  chance(0.7) ? searchID() : `message_${chars(VISIBLE, pick([1, 120, int(1, 30)]))}`;
const nonEmpty = () =>
  pick(['a', 'é', '\na', ' ', '😀', 'produits 🛒', chars(PRINTABLE, int(1, 20))]);
const objectID = () => (chance(0.1) ? '' : nonEmpty());
const filter = () =>
  `${pick(['brand', 'a.b', 'category', 'x y'])}:${encodeURIComponent(pick(['Apple Inc', 'é', '10.5', "a-b_c.~!*'()", 'x:y']))}`;
const value = () =>
  pick<number | string>([0, 19.9, -5, 1e21, int(1, 999), '19.90', '1', '', '1'.repeat(16)]);
const money = () => pick<number | string>([value(), '1234567890.1234567890', 'x'.repeat(300)]);
const quantity = () => pick([0, 1, 3, -2, 2 ** 31 - 1, -(2 ** 31)]);
const count = () => pick([1, 1, 2, 3, 20]);
const timestamp = () => pick([NOW, NOW - MAX_EVENT_AGE_MS, NOW - int(0, 1e9), 1 + NOW]);

interface Kind {
  type: string;
  subtype?: string;
  items?: 'ids' | 'filters';
  positions?: boolean;
  queryID?: boolean;
  prices?: boolean;
  objectData?: 'optional' | 'search';
  /** Whether `objectData` items may have a `queryID`. */
  itemQueryID?: boolean;
}
const kinds: Record<EventVariant, Kind> = {
  clickedObjectIDsAfterSearch: { type: 'click', items: 'ids', positions: true, queryID: true },
  addedToCartObjectIDsAfterSearch: {
    type: 'conversion',
    subtype: 'addToCart',
    items: 'ids',
    queryID: true,
    prices: true,
    objectData: 'optional',
    itemQueryID: true,
  },
  purchasedObjectIDsAfterSearch: {
    type: 'conversion',
    subtype: 'purchase',
    items: 'ids',
    prices: true,
    objectData: 'search',
    itemQueryID: true,
  },
  convertedObjectIDsAfterSearch: { type: 'conversion', items: 'ids', queryID: true },
  clickedObjectIDs: { type: 'click', items: 'ids' },
  purchasedObjectIDs: {
    type: 'conversion',
    subtype: 'purchase',
    items: 'ids',
    prices: true,
    objectData: 'optional',
  },
  addedToCartObjectIDs: {
    type: 'conversion',
    subtype: 'addToCart',
    items: 'ids',
    prices: true,
    objectData: 'optional',
  },
  convertedObjectIDs: { type: 'conversion', items: 'ids' },
  clickedFilters: { type: 'click', items: 'filters' },
  convertedFilters: { type: 'conversion', items: 'filters' },
  viewedObjectIDs: { type: 'view', items: 'ids' },
  viewedFilters: { type: 'view', items: 'filters' },
  generic: { type: 'instantsearch' },
};

/** The same fields in a random order (the order `for…in` lists unknown keys in). */
function shuffled(fields: Fields): Fields {
  const keys = Object.keys(fields);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = int(0, i);
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  return Object.fromEntries(keys.map((k) => [k, fields[k]]));
}

/** A valid event of `variant`, its optional fields set at random. */
function validEvent(variant: EventVariant): Fields {
  const kind = kinds[variant];
  const e: Fields = { eventName: eventName(), userToken: token(), eventType: kind.type };
  if (chance(0.5)) e.authenticatedUserToken = token();
  if (chance(0.6)) e.timestamp = timestamp();
  if (kind.subtype) e.eventSubtype = kind.subtype;
  if (variant !== 'generic') e.index = nonEmpty();
  else if (chance(0.5)) e.agentID = nonEmpty();
  const n = count();
  if (kind.items === 'ids') e.objectIDs = Array.from({ length: n }, objectID);
  if (kind.items === 'filters') e.filters = Array.from({ length: n }, filter);
  if (kind.positions) e.positions = Array.from({ length: n }, () => pick([1, 2, 7, 2 ** 53 - 1]));
  if (kind.queryID) e.queryID = queryID();
  let priced = false;
  if (kind.objectData === 'search' || (kind.objectData && chance(0.5))) {
    e.objectData = Array.from({ length: n }, (_, i) => {
      const item: Fields = {};
      if (chance(0.5)) item.price = money();
      if (chance(0.5)) item.quantity = quantity();
      if (chance(0.3)) item.discount = money();
      if (kind.objectData === 'search' && i === 0) item.queryID = searchID();
      else if (kind.itemQueryID && chance(0.5)) item.queryID = searchID();
      priced ||= item.price !== undefined || item.discount !== undefined;
      return shuffled(item);
    });
  }
  if (kind.prices) {
    if (chance(0.5)) e.value = value();
    if (priced || e.value !== undefined || chance(0.3)) {
      e.currency = pick(['EUR', 'USD', 'GBP', 'eur', 'Usd']);
    }
  }
  return shuffled(e);
}

/** Values of every kind, each wrong somewhere (or right somewhere else). */
const odd: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 53,
  2 ** 53 - 1,
  NaN,
  Infinity,
  -Infinity,
  '',
  ' ',
  '\n',
  '\u2028',
  '\na',
  'a',
  'é',
  'EUR',
  '19.90',
  Q,
  'brand:Apple',
  'click',
  HUGE,
  [],
  [''],
  ['a'],
  [1],
  [null],
  [{}],
  [, 'a'], // eslint-disable-line no-sparse-arrays
  {},
  { a: 1 },
  new Date(NOW),
  Object.create(null) as object,
];

/** Values at the edges of each field's rule, besides `odd`. */
const edges: Record<string, unknown[]> = {
  eventName: ['x'.repeat(64), 'x'.repeat(65), '\x7f', 'tab\there', 'Produit cliqué'],
  userToken: ['t'.repeat(128), 't'.repeat(129), 'a b', 'a@b', 'aZ09_=/+-'],
  authenticatedUserToken: ['t'.repeat(128), 't'.repeat(129), 'a b', ''],
  timestamp: [
    NOW,
    NOW - MAX_EVENT_AGE_MS,
    NOW - MAX_EVENT_AGE_MS - 1,
    NOW + 0.5,
    Math.floor(NOW / 1000),
    '2026-01-31',
  ],
  queryID: [
    Q.slice(1),
    `${Q}0`,
    Q.toUpperCase(),
    `${Q.slice(1)}g`,
    'message_',
    'message_a',
    'message_a b',
    `message_${'m'.repeat(120)}`,
    `message_${'m'.repeat(121)}`,
    'Message_a',
  ],
  agentID: ['', 'agent-session-123', ' ', 'é'],
  currency: ['EU', 'EURO', 'eur', 'E1R', '€', 'USD', 'eUr'],
  value: ['1'.repeat(16), '1'.repeat(17), '', -1.5, 1e300],
  index: ['products', '\n\r', '\u2029', ''],
  eventType: ['click', 'conversion', 'view', 'instantsearch', 'tap', 'Click'],
  eventSubtype: ['addToCart', 'purchase', 'refund'],
  objectIDs: [
    Array.from({ length: 20 }, (_, i) => `id${i}`),
    Array.from({ length: 21 }, (_, i) => `id${i}`),
    ['a', 'b'],
    ['a', ''],
  ],
  positions: [[0], [1.5], ['1'], [NaN], [1, 2], Array.from({ length: 21 }, (_, i) => i + 1)],
  filters: [
    ['brand'],
    [':x'],
    ['a:'],
    ['a:b c'],
    ['a:%2'],
    ['a:%zz'],
    ['a:%2F'],
    ['a:é'],
    ['a:b:c'],
    Array.from({ length: 21 }, (_, i) => `f:${i}`),
  ],
  objectData: [
    [{ quantity: 1 }],
    [{ queryID: Q }],
    [{ price: 1 }, { price: 2 }],
    [{ colour: 'red' }],
    [{ queryID: 'nope' }],
    [{ price: '1'.repeat(17) }],
    [{ quantity: 0 }],
    [{ quantity: 2 ** 31 }],
    [{ queryID: 'message_a' }],
    Array.from({ length: 21 }, () => ({ quantity: 1 })),
  ],
};

const fields = [
  ...new Set(variants.flatMap((v) => Object.keys(eventSchemas[v].def.shape))),
  'objectIds',
  'extra',
  'constructor',
  'toString',
  '0',
  '__proto__',
];
const itemFields = ['price', 'quantity', 'discount', 'queryID', 'colour', '__proto__'];
const itemValues: unknown[] = [
  undefined,
  null,
  0,
  1,
  -1,
  1.5,
  NaN,
  Infinity,
  '',
  '1'.repeat(16),
  '1'.repeat(17),
  Q,
  'message_a',
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  'nope',
  true,
  {},
  [],
];

/** Sets `key` as an own field, `__proto__` included (as JSON.parse would). */
function set(target: Fields, key: string, value: unknown): Fields {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

type Mutation = (e: Fields) => Fields;

/** Every single mutation of `e`: each field left out, or set to each odd and edge value; each item changed. */
function mutations(e: Fields): Mutation[] {
  const out: Mutation[] = [];
  for (const key of fields) {
    out.push((x) => {
      const copy = { ...x };
      delete copy[key];
      return copy;
    });
    for (const value of [undefined, ...odd, ...(Object.hasOwn(edges, key) ? edges[key]! : [])]) {
      out.push((x) => set({ ...x }, key, value));
    }
  }
  for (const key of ['objectIDs', 'positions', 'filters', 'objectData']) {
    const list = e[key];
    if (!Array.isArray(list)) continue;
    const at = (i: number, f: (items: unknown[]) => void) => (x: Fields) => {
      const items = Array.isArray(x[key]) ? (x[key] as unknown[]).slice() : [];
      f(items);
      return { ...x, [key]: items };
    };
    for (const i of new Set([0, list.length - 1])) {
      out.push(at(i, (items) => delete items[i]));
      for (const value of key === 'objectData' ? itemValues : odd) {
        out.push(at(i, (items) => (items[i] = value)));
      }
      if (key === 'objectData') {
        const item = list[i] as Fields;
        for (const field of itemFields) {
          out.push(
            at(i, (items) => {
              const copy = { ...(items[i] as Fields) };
              delete copy[field];
              items[i] = copy;
            }),
          );
          for (const value of itemValues) {
            out.push(at(i, (items) => (items[i] = set({ ...(items[i] as Fields) }, field, value))));
          }
        }
        // The same fields on another prototype: none, or one with fields of its own.
        out.push(at(i, (items) => (items[i] = Object.assign(Object.create(null) as Fields, item))));
        for (const proto of [{ colour: 'red' }, { price: 'x'.repeat(17) }, { quantity: 2 }]) {
          out.push(
            at(i, (items) => (items[i] = Object.assign(Object.create(proto) as Fields, item))),
          );
        }
        out.push(at(i, (items) => (items[i] = [item])));
      }
    }
    out.push(at(0, (items) => items.push(items[0])));
    out.push(at(0, (items) => items.pop()));
    out.push(at(0, (items) => items.splice(0)));
  }
  // The event itself on another prototype.
  out.push((x) => Object.assign(Object.create(null) as Fields, x));
  out.push((x) => Object.assign(Object.create({ extra: 1 }) as Fields, x));
  out.push((x) => Object.assign(Object.create({ index: 'inherited' }) as Fields, x));
  return out;
}

/** JSON with the values JSON cannot say spelled out, short. */
function label(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value, (_k, v: unknown) =>
      typeof v === 'number' && !Number.isFinite(v)
        ? `#${v}`
        : v === undefined
          ? '#undefined'
          : typeof v === 'string' && v.length > 200
            ? `#${v.length} chars`
            : v,
    );
  } catch {
    text = `${String(Object.keys(value as object))} (not serialisable)`;
  }
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/** `assert.deepEqual`, the message made only when it fails (labels are costly). */
function same(actual: unknown, expected: unknown, message: () => string): void {
  if (!isDeepStrictEqual(actual, expected)) assert.deepEqual(actual, expected, message());
}

const counts = new Map<EventRule | 'valid', number>();
let compared = 0;
const tally = (issue: EventIssue | null) =>
  counts.set(issue?.rule ?? 'valid', (counts.get(issue?.rule ?? 'valid') ?? 0) + 1);

/** Both checks agree on `event`: as `validateEvent`, and as `validateEventAs` for each variant given. */
function agree(event: unknown, as: readonly EventVariant[]): void {
  const spec = validateEventBySchema(event, NOW);
  same(validateEvent(event, NOW), spec, () => `validateEvent ${label(event)}`);
  tally(spec);
  compared++;
  for (const variant of as) {
    const specAs = validateEventAsBySchema(variant, event, NOW);
    same(validateEventAs(variant, event, NOW), specAs, () => `${variant}: ${label(event)}`);
    tally(specAs);
    compared++;
    if (isRecord(event) && Object.getPrototypeOf(event) === Object.prototype) {
      const accepted = eventSchemas[variant].safeParse(withoutUndefined(event)).success;
      same(passesFastCheck(variant, event), accepted, () => `fast ${variant}: ${label(event)}`);
    }
  }
}

describe('events-check agrees with the zod schemas', () => {
  const corpus = variants.flatMap((variant) =>
    Array.from({ length: 6 }, () => ({ variant, event: validEvent(variant) })),
  );

  test('the generated events are valid, and of their variant', () => {
    for (const { variant, event } of corpus) {
      assert.equal(validateEventBySchema(event, NOW), null, `${variant}: ${label(event)}`);
      assert.equal(validateEvent(event, NOW), null, `${variant}: ${label(event)}`);
      assert.equal(eventVariant(event), variant, label(event));
      assert.equal(passesFastCheck(variant, event), true);
    }
  });

  test('what is not an object', () => {
    for (const value of odd.filter(
      (v) => typeof v !== 'object' || v === null || Array.isArray(v),
    )) {
      agree(value, ['generic']);
    }
  });

  test('every event mutated at each field and item, once and in pairs', () => {
    for (const { variant, event } of corpus) {
      const all = mutations(event);
      for (const mutate of all) {
        const mutated = mutate(event);
        // As validateEvent, as the builders (own variant) and as one other variant.
        agree(mutated, [variant, pick(variants)]);
      }
      // Pairs: which of two problems comes first is the schema's field order.
      for (let i = 0; i < 150; i++) {
        agree(pick(all)(pick(all)(event)), [variant]);
      }
    }
    // Each rule is met many times, so the corpus tests each of them.
    const missing = (Object.keys(EVENT_RULES) as EventRule[]).filter(
      (rule) => (counts.get(rule) ?? 0) < 20,
    );
    assert.deepEqual(
      missing,
      [],
      `rules met fewer than 20 times: ${label(Object.fromEntries(counts))}`,
    );
    assert.ok((counts.get('valid') ?? 0) > 1000, 'many mutated events are still valid');
    assert.ok(compared > 100_000, `${compared} compared`);
  });
});
