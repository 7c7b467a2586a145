/**
 * Turns a composition (as received, possibly breaking the rules or oddly shaped) into what the
 * view renders: every value read defensively, grouped, with its slot map and warnings.
 */
import { DEFAULT_POSITIONING, MAX_SORTING_STRATEGIES } from '../api/rules/composition.js';
import { isRecord } from '../internal/guards.js';
import { compositionWarnings, itemLabel, overlapWarnings, urlWarnings } from './check.js';
import type { CompositionWarning } from './check.js';
import { deeperThan, jsonText, MAX_NATIVE_DEPTH } from './json.js';
import { groupParams } from './params.js';
import type { GroupedParams } from './params.js';
import { computeSlotMap } from './slots.js';
import type { SlotMap, SlotRange } from './slots.js';

/**
 * The most rows of one list the view builds and draws (injected items, feeds, parameters,
 * chips, warnings, …); a valid composition stays far below it. The rest is counted, and the
 * JSON tab has it all.
 */
export const MAX_ROWS = 50;

/** The most feeds drawn: each may hold a whole injection, so fewer than `MAX_ROWS`. */
export const MAX_FEEDS = 20;

// The shape the element accepts: lenient, so the API's parsed type and hand-written preview
// objects both fit. Every field is read defensively at runtime anyway.
interface SearchParamsLike {
  readonly [name: string]: unknown;
}
interface CompositionSourceLike {
  readonly search?: { readonly index?: string; readonly params?: SearchParamsLike };
  readonly external?: {
    readonly index?: string;
    readonly params?: SearchParamsLike;
    readonly ordering?: string;
  };
  readonly recommend?: {
    readonly indexName?: string;
    readonly model?: string;
    readonly threshold?: number;
    readonly [name: string]: unknown;
  };
}
interface InjectedItemLike {
  readonly key?: string;
  readonly position?: number;
  readonly length?: number;
  readonly source?: CompositionSourceLike;
  readonly metadata?: {
    readonly hits?: {
      readonly addItemKey?: boolean;
      readonly extra?: { readonly [name: string]: unknown };
    };
  };
}
interface InjectionLike {
  readonly main?: { readonly source?: CompositionSourceLike };
  readonly injectedItems?: readonly InjectedItemLike[];
  readonly deduplication?: { readonly positioning?: string };
}
interface MultifeedLike {
  readonly feeds?: { readonly [feedId: string]: { readonly injection?: InjectionLike } };
  readonly feedsOrder?: readonly string[];
}
export interface CompositionLike {
  readonly objectID?: string;
  readonly name?: string;
  readonly description?: string;
  readonly behavior?: { readonly injection?: InjectionLike; readonly multifeed?: MultifeedLike };
  readonly sortingStrategy?: { readonly [label: string]: string };
}

export type SourceView =
  | { readonly kind: 'search'; readonly index: string | null; readonly params: GroupedParams }
  | {
      readonly kind: 'external';
      readonly index: string | null;
      readonly ordering: string | null;
      readonly params: GroupedParams;
    }
  | {
      readonly kind: 'recommend';
      readonly indexName: string | null;
      readonly model: string | null;
      /** The threshold as given (a number 0–100 normally), or `null` when absent. */
      readonly threshold: number | string | null;
      /** `queryParameters`, `fallbackParameters` and the other fields, grouped. */
      readonly params: readonly { readonly name: string; readonly params: GroupedParams }[];
    }
  | { readonly kind: 'unknown'; readonly json: string };

export interface InjectedItemView {
  readonly label: string;
  readonly key: string | null;
  /** JSON text of position and length when they are not plain numbers. */
  readonly position: number | string | null;
  readonly length: number | string | null;
  readonly range: SlotRange | null;
  readonly source: SourceView | null;
  readonly addItemKey: boolean | null;
  readonly extra: readonly { readonly name: string; readonly json: string }[];
}

export type DeduplicationView =
  | { readonly positioning: 'highest' | 'highestInjected'; readonly isDefault: boolean }
  | { readonly positioning: 'unknown'; readonly raw: string; readonly isDefault: false };

export interface InjectionView {
  readonly main: SourceView | null;
  /** The first `MAX_ROWS` injected items. */
  readonly items: readonly InjectedItemView[];
  /** How many injected items there are beyond `items`. */
  readonly omitted: number;
  readonly deduplication: DeduplicationView;
  readonly slots: SlotMap;
}

interface FeedView {
  readonly id: string;
  /** In `feedsOrder` (or all feeds when there is no order). */
  readonly used: boolean;
  readonly injection: InjectionView | null;
}

export interface MultifeedView {
  /** Used feeds in `feedsOrder` order, then unused ones in their definition order. */
  readonly feeds: readonly FeedView[];
  /** How many feeds there are beyond the first `MAX_FEEDS` in `feeds`. */
  readonly omitted: number;
  readonly hasOrder: boolean;
  /** Ids in `feedsOrder` that name no feed. */
  readonly unknownInOrder: readonly string[];
}

interface SortingRow {
  readonly label: string;
  readonly index: string;
  /** Beyond the 20-entry limit. */
  readonly overLimit: boolean;
}

export interface CompositionView {
  readonly objectID: string | null;
  readonly name: string | null;
  readonly description: string | null;
  readonly behaviour: 'injection' | 'multifeed' | 'both' | 'none';
  readonly injection: InjectionView | null;
  readonly multifeed: MultifeedView | null;
  readonly sorting: readonly SortingRow[];
  readonly warnings: readonly CompositionWarning[];
}

/**
 * The documented rules' warnings. They read any value, but write values into messages with
 * `JSON.stringify`, which a deeply nested value makes throw: then only the warnings this
 * module finds are given, never an exception.
 */
function ruleWarnings(composition: unknown): CompositionWarning[] {
  // Too deep to write: don't wait for the throw (WebKit takes seconds to run out of stack).
  if (deeperThan(composition, MAX_NATIVE_DEPTH)) return [];
  try {
    return compositionWarnings(composition);
  } catch {
    return [];
  }
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : jsonText(value);
}

function numberOrText(value: unknown): number | string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : jsonText(value);
}

/** Reads a `source` object: search, external or recommend. */
function sourceView(source: unknown): SourceView | null {
  if (source === undefined || source === null) return null;
  if (!isRecord(source)) return { kind: 'unknown', json: jsonText(source) };
  if (isRecord(source['search'])) {
    const s = source['search'];
    return { kind: 'search', index: text(s['index']), params: groupParams(s['params']) };
  }
  if (isRecord(source['external'])) {
    const s = source['external'];
    return {
      kind: 'external',
      index: text(s['index']),
      ordering: text(s['ordering']),
      params: groupParams(s['params']),
    };
  }
  if (isRecord(source['recommend'])) {
    const r = source['recommend'];
    const params: { name: string; params: GroupedParams }[] = [];
    const rest: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(r)) {
      if (name === 'indexName' || name === 'model' || name === 'threshold') continue;
      if ((name === 'queryParameters' || name === 'fallbackParameters') && isRecord(value)) {
        params.push({ name, params: groupParams(value) });
      } else {
        rest[name] = value;
      }
    }
    if (Object.keys(rest).length > 0) params.unshift({ name: '', params: groupParams(rest) });
    return {
      kind: 'recommend',
      indexName: text(r['indexName']),
      model: text(r['model']),
      threshold: numberOrText(r['threshold']),
      params,
    };
  }
  return { kind: 'unknown', json: jsonText(source) };
}

function deduplicationView(value: unknown): DeduplicationView {
  const positioning = isRecord(value) ? value['positioning'] : undefined;
  if (positioning === undefined || positioning === null) {
    return { positioning: DEFAULT_POSITIONING, isDefault: true };
  }
  if (positioning === 'highest' || positioning === 'highestInjected') {
    return { positioning, isDefault: false };
  }
  return { positioning: 'unknown', raw: jsonText(positioning), isDefault: false };
}

function itemView(item: unknown, index: number, range: SlotRange | null): InjectedItemView {
  const record = isRecord(item) ? item : {};
  const metadata = isRecord(record['metadata']) ? record['metadata'] : {};
  const hits = isRecord(metadata['hits']) ? metadata['hits'] : {};
  const extra = isRecord(hits['extra'])
    ? Object.entries(hits['extra']).map(([name, value]) => ({ name, json: jsonText(value) }))
    : hits['extra'] === undefined
      ? []
      : [{ name: 'extra', json: jsonText(hits['extra']) }];
  return {
    label: itemLabel(item, index),
    key: text(record['key']),
    position: numberOrText(record['position']),
    length: numberOrText(record['length']),
    range,
    source: sourceView(record['source']),
    addItemKey: typeof hits['addItemKey'] === 'boolean' ? hits['addItemKey'] : null,
    extra,
  };
}

function sourceUrlWarnings(source: SourceView | null, feed: string | undefined) {
  if (!source) return [];
  if (source.kind === 'search' || source.kind === 'external') {
    return urlWarnings(source.params.renderingContent, feed);
  }
  if (source.kind === 'recommend') {
    return source.params.flatMap((p) => urlWarnings(p.params.renderingContent, feed));
  }
  return [];
}

/** Builds one injection's view, plus the warnings only visible once it is laid out. */
function injectionView(
  injection: unknown,
  feed?: string,
): { view: InjectionView; warnings: CompositionWarning[] } {
  const record = isRecord(injection) ? injection : {};
  const main = isRecord(record['main']) ? sourceView(record['main']['source']) : null;
  const allItems = Array.isArray(record['injectedItems'])
    ? (record['injectedItems'] as unknown[])
    : [];
  // Bounded: the slot map and the overlaps grow faster than the number of items.
  const rawItems = allItems.slice(0, MAX_ROWS);
  const slots = computeSlotMap(rawItems.map((item) => (isRecord(item) ? item : {})));
  const items = rawItems.map((item, index) => itemView(item, index, slots.ranges[index] ?? null));
  const warnings: CompositionWarning[] = [
    ...overlapWarnings(
      slots,
      items.map((item) => item.label),
      feed,
    ),
    ...sourceUrlWarnings(main, feed),
    ...items.flatMap((item) => sourceUrlWarnings(item.source, feed)),
  ];
  return {
    view: {
      main,
      items,
      omitted: allItems.length - rawItems.length,
      deduplication: deduplicationView(record['deduplication']),
      slots,
    },
    warnings,
  };
}

/** Reads a composition for display. Never throws, whatever the input. */
export function compositionView(composition: unknown): CompositionView {
  const c = isRecord(composition) ? composition : {};
  const warnings: CompositionWarning[] = ruleWarnings(composition);
  const behavior = isRecord(c['behavior']) ? c['behavior'] : {};
  const hasInjection = behavior['injection'] !== undefined;
  const hasMultifeed = behavior['multifeed'] !== undefined;

  let injection: InjectionView | null = null;
  if (hasInjection) {
    const built = injectionView(behavior['injection']);
    injection = built.view;
    warnings.push(...built.warnings);
  }

  let multifeed: MultifeedView | null = null;
  if (hasMultifeed) {
    const m = isRecord(behavior['multifeed']) ? behavior['multifeed'] : {};
    const feeds = isRecord(m['feeds']) ? m['feeds'] : {};
    const hasOrder = Array.isArray(m['feedsOrder']);
    const order = hasOrder
      ? (m['feedsOrder'] as unknown[]).filter((id): id is string => typeof id === 'string')
      : Object.keys(feeds);
    const used = new Set(order.filter((id) => Object.hasOwn(feeds, id)));
    const ids: [string, boolean][] = [...used].map((id) => [id, true]);
    for (const id of Object.keys(feeds)) if (!used.has(id)) ids.push([id, false]);
    const feedViews: FeedView[] = [];
    for (const [id, isUsed] of ids.slice(0, MAX_FEEDS)) {
      const feed = feeds[id];
      const feedInjection = isRecord(feed) ? feed['injection'] : undefined;
      if (feedInjection === undefined) {
        feedViews.push({ id, used: isUsed, injection: null });
        continue;
      }
      const built = injectionView(feedInjection, id);
      warnings.push(...built.warnings);
      feedViews.push({ id, used: isUsed, injection: built.view });
    }
    multifeed = {
      feeds: feedViews,
      omitted: Math.max(0, ids.length - MAX_FEEDS),
      hasOrder,
      unknownInOrder: hasOrder
        ? (m['feedsOrder'] as unknown[])
            .filter((id) => typeof id !== 'string' || !Object.hasOwn(feeds, id))
            .slice(0, MAX_ROWS)
            .map((id) => (typeof id === 'string' ? id : jsonText(id)))
        : [],
    };
  }

  const sortingRecord = isRecord(c['sortingStrategy']) ? c['sortingStrategy'] : {};
  const sorting = Object.entries(sortingRecord).map(([label, index], i) => ({
    label,
    index: text(index) ?? '',
    overLimit: i >= MAX_SORTING_STRATEGIES,
  }));

  return {
    objectID: text(c['objectID']),
    name: text(c['name']),
    description: text(c['description']),
    behaviour:
      hasInjection && hasMultifeed
        ? 'both'
        : hasInjection
          ? 'injection'
          : hasMultifeed
            ? 'multifeed'
            : 'none',
    injection,
    multifeed,
    sorting,
    warnings,
  };
}
