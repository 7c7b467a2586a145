/**
 * The seeded secret keys of the agent service: 47 keys, the same every day except that their
 * dates follow today's: the list is generated over a fixed span (March 2023 – October 2025) and
 * then moved forward by whole days, so the newest use is always a few days ago and a demo never looks
 * abandoned. Names, ids, values and order never change. Some were never used, exactly one is the default, most serve one to three agents, a few serve
 * none, and a few carry hostile strings (markup, a very long name, right-to-left text) so the
 * elements prove they render service data as text.
 */
import { Random, rfc3339 } from './random.js';

export interface SeedSecretKey {
  id: string;
  name: string;
  value: string;
  agentIds: string[];
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
  lastUsedAt: string | null;
}

const DAY = 86_400_000;
/** Keys were created between these two instants (fixed, so the list never changes). */
const FIRST_CREATED = Date.UTC(2023, 2, 1, 8, 0, 0);
const LAST_CREATED = Date.UTC(2025, 8, 30, 18, 0, 0);
/** Usage stamps never go past this instant. */
const LAST_USED_CAP = Date.UTC(2025, 9, 31, 23, 59, 59);

/**
 * Whole days from the end of the fixed span to the start of today (UTC): what every date is moved
 * by. A whole number of days, so the list changes once a day at most and times of day are kept.
 */
export function daysToToday(now = Date.now()): number {
  const today = Math.floor(now / DAY);
  return Math.max(0, today - Math.floor(LAST_USED_CAP / DAY) - 1);
}

const PURPOSES = [
  'Storefront assistant',
  'Support chatbot',
  'Catalog enrichment',
  'Order tracking agent',
  'Returns helper',
  'Merchandising copilot',
  'Search relevance tuning',
  'Internal knowledge base',
  'Onboarding guide',
  'Recommendations worker',
  'Nightly reindex job',
  'Review summariser',
  'Pricing analyst',
  'Content moderation',
  'Sales enablement bot',
  'Developer sandbox',
];
const ENVIRONMENTS = ['production', 'staging', 'QA', 'dev', 'EU', 'US', 'mobile', 'web'];

/** Names of the keys that carry hostile strings, in the order they are inserted. */
export const HOSTILE_KEY_NAMES = [
  '<script>alert("secret-key")</script>',
  '<img src=x onerror="alert(document.cookie)"> & "quotes" \'single\'',
  `Very long key name ${'for an agent that has a remarkably verbose configuration label '.repeat(5).trim()}`,
  'مفتاح المساعد الإنتاجي \u202Egnp.exe\u202C (עברית)',
] as const;

export const AGENT_IDS: readonly string[] = (() => {
  const random = new Random('agents');
  return Array.from({ length: 9 }, () => `agent_${random.hex(12)}`);
})();

export const SECRET_KEY_COUNT = 47;
/** Index (in creation order) of the default key. */
const DEFAULT_INDEX = 3;
/** Keys (in creation order) that share the same `createdAt` as their predecessor (ties). */
const TIED = new Set([12, 30]);
/** Keys (in creation order) that serve no agent. */
const NO_AGENTS = new Set([5, 17, 28, 41]);

function build(shift: number): SeedSecretKey[] {
  const stamp = (ms: number) => rfc3339(ms + shift);
  const random = new Random('secret-keys');
  const span = LAST_CREATED - FIRST_CREATED;
  const created: number[] = [];
  for (let i = 0; i < SECRET_KEY_COUNT; i += 1) {
    created.push(FIRST_CREATED + Math.floor((random.next() * span) / 1000) * 1000);
  }
  created.sort((a, b) => a - b);
  for (const i of TIED) created[i] = created[i - 1] as number;

  const keys: SeedSecretKey[] = [];
  const names = new Set<string>();
  let hostile = 0;
  for (let i = 0; i < SECRET_KEY_COUNT; i += 1) {
    const createdAt = created[i] as number;
    const isHostile = i % 11 === 7 && hostile < HOSTILE_KEY_NAMES.length;
    let name = isHostile ? (HOSTILE_KEY_NAMES[hostile++] as string) : '';
    while (!name || names.has(name))
      name = `${random.pick(PURPOSES)} (${random.pick(ENVIRONMENTS)})`;
    names.add(name);
    const neverUsed = i % 6 === 2 || i === SECRET_KEY_COUNT - 1;
    const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;
    const updated = seconds(
      createdAt + random.next() * Math.min(120 * DAY, LAST_USED_CAP - createdAt),
    );
    const lastUsed = neverUsed
      ? null
      : seconds(updated + random.next() * (LAST_USED_CAP - updated));
    const agentIds = NO_AGENTS.has(i) ? [] : random.sample(AGENT_IDS, random.int(1, 3));
    keys.push({
      id: random.uuid(),
      name,
      value: `sk_live_${random.hex(40)}`,
      agentIds,
      isDefault: i === DEFAULT_INDEX,
      createdAt: stamp(createdAt),
      updatedAt: stamp(updated),
      lastUsedAt: lastUsed === null ? null : stamp(lastUsed),
    });
  }
  // The list order of the endpoint: newest first, ties broken by id.
  return keys.sort((a, b) =>
    a.createdAt === b.createdAt
      ? a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0
      : a.createdAt < b.createdAt
        ? 1
        : -1,
  );
}

/** Every seeded key, in the order the endpoint lists them (createdAt descending, then id). */
export const SECRET_KEYS: readonly SeedSecretKey[] = Object.freeze(build(daysToToday() * DAY));

/** What a key without full rights sees instead of a value: its last four characters only. */
export function redactValue(value: string): string {
  return `${'*'.repeat(12)}${value.slice(-4)}`;
}
