/**
 * Groups a search parameters object into readable sections. Classification follows the value
 * that is actually there (a known name holding an unexpected type still shows, by its type),
 * with the few parameters that need parsing recognised by name.
 */
import { isRecord } from '../internal/guards.js';
import { jsonText } from './json.js';
import { checkUrl, type CheckedUrl } from './safe-url.js';

export type ParamEntry =
  | { readonly kind: 'boolean'; readonly name: string; readonly value: boolean }
  | { readonly kind: 'number'; readonly name: string; readonly value: number }
  | { readonly kind: 'string'; readonly name: string; readonly value: string }
  | { readonly kind: 'list'; readonly name: string; readonly values: readonly string[] }
  | {
      readonly kind: 'snippets';
      readonly name: string;
      readonly values: readonly SnippetAttribute[];
    }
  | {
      readonly kind: 'filters';
      readonly name: string;
      /** Every outer item must match (AND); the strings of one inner item are alternatives (OR). */
      readonly groups: readonly (readonly string[])[];
    }
  | { readonly kind: 'facets'; readonly name: string; readonly values: readonly FacetName[] }
  /** Any other value, as bounded JSON text (see `json.ts`). */
  | { readonly kind: 'json'; readonly name: string; readonly json: string };

export interface SnippetAttribute {
  readonly attribute: string;
  /** The word count of `attr:count`, or `null` when none is given (the service default). */
  readonly words: number | null;
}

export interface FacetName {
  readonly facet: string;
  /** `disjunctive(facet)`: values of this facet combine with OR. */
  readonly disjunctive: boolean;
}

export type ParamGroupName =
  'filters' | 'facets' | 'booleans' | 'numbers' | 'strings' | 'lists' | 'other';

const PARAM_GROUP_ORDER: readonly ParamGroupName[] = [
  'filters',
  'facets',
  'booleans',
  'numbers',
  'strings',
  'lists',
  'other',
];

interface FacetValuesOrdering {
  readonly facet: string;
  readonly order: readonly string[];
  readonly sortRemainingBy: string | null;
  readonly hide: readonly string[];
}

interface BannerView {
  readonly title: string | null;
  readonly images: readonly CheckedUrl[];
  readonly link: CheckedUrl | null;
}

export interface RenderingContentView {
  /** `facetOrdering.facets.order`, or `null` when absent. */
  readonly facetOrder: readonly string[] | null;
  readonly facetValues: readonly FacetValuesOrdering[];
  readonly redirect: CheckedUrl | null;
  readonly banners: readonly BannerView[];
  /** Anything else found in `renderingContent`, as JSON text. */
  readonly other: readonly { readonly name: string; readonly json: string }[];
}

export interface GroupedParams {
  readonly groups: readonly {
    readonly name: ParamGroupName;
    readonly entries: readonly ParamEntry[];
  }[];
  readonly renderingContent: RenderingContentView | null;
  /** How many parameters there are in all (0: the source uses the index settings as they are). */
  readonly count: number;
}

const FILTER_PARAMS = new Set([
  'facetFilters',
  'numericFilters',
  'optionalFilters',
  'tagFilters',
  'filters',
]);
const FACET_PARAMS = new Set([
  'facets',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'facetingAfterDistinct',
]);

const DISJUNCTIVE = /^disjunctive\((.*)\)$/s;
const SNIPPET = /^(.*):(\d+)$/s;

function isStringArray(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** `disjunctive(brand)` → `{facet: 'brand', disjunctive: true}`. */
export function parseFacet(value: string): FacetName {
  const match = DISJUNCTIVE.exec(value.trim());
  return match
    ? { facet: match[1]!.trim(), disjunctive: true }
    : { facet: value, disjunctive: false };
}

/** `title:20` → `{attribute: 'title', words: 20}`; `title` → `{attribute: 'title', words: null}`. */
export function parseSnippet(value: string): SnippetAttribute {
  const match = SNIPPET.exec(value);
  return match
    ? { attribute: match[1]!, words: Number(match[2]) }
    : { attribute: value, words: null };
}

/**
 * A filter list (`facetFilters`, `numericFilters`, …): items are a string (must match) or an
 * array of strings (any may match). Returns `null` when the value has another shape.
 */
export function parseFilterList(value: unknown): string[][] | null {
  if (typeof value === 'string') return [[value]];
  if (!Array.isArray(value)) return null;
  const groups: string[][] = [];
  for (const item of value) {
    if (typeof item === 'string') groups.push([item]);
    else if (isStringArray(item)) groups.push([...item]);
    else return null;
  }
  return groups;
}

function entryFor(name: string, value: unknown): [ParamGroupName, ParamEntry] {
  const strings = isStringArray(value);
  // The faceting settings show among the facets, whatever their type.
  const group = (own: ParamGroupName): ParamGroupName => (FACET_PARAMS.has(name) ? 'facets' : own);
  if (FILTER_PARAMS.has(name)) {
    if (name === 'filters' && typeof value === 'string') {
      return ['filters', { kind: 'string', name, value }];
    }
    const groups = parseFilterList(value);
    if (groups) return ['filters', { kind: 'filters', name, groups }];
  } else if (name === 'facets' && strings) {
    return ['facets', { kind: 'facets', name, values: value.map(parseFacet) }];
  } else if (name === 'attributesToSnippet' && strings) {
    return ['lists', { kind: 'snippets', name, values: value.map(parseSnippet) }];
  } else if (typeof value === 'boolean') {
    return [group('booleans'), { kind: 'boolean', name, value }];
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    return [group('numbers'), { kind: 'number', name, value }];
  } else if (typeof value === 'string') {
    return [group('strings'), { kind: 'string', name, value }];
  } else if (strings) {
    return [group('lists'), { kind: 'list', name, values: value }];
  }
  return ['other', { kind: 'json', name, json: jsonText(value) }];
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => (typeof v === 'string' ? v : jsonText(v)));
}

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : jsonText(value);
}

/** Reads `renderingContent`: facet ordering, redirect and banners, with URLs checked. */
function parseRenderingContent(value: unknown): RenderingContentView {
  if (!isRecord(value)) {
    return {
      facetOrder: null,
      facetValues: [],
      redirect: null,
      banners: [],
      other: [{ name: 'renderingContent', json: jsonText(value) }],
    };
  }
  const other: { name: string; json: string }[] = [];
  let facetOrder: string[] | null = null;
  const facetValues: FacetValuesOrdering[] = [];
  let redirect: CheckedUrl | null = null;
  const banners: BannerView[] = [];

  for (const [key, part] of Object.entries(value)) {
    if (key === 'facetOrdering' && isRecord(part)) {
      for (const [sub, subValue] of Object.entries(part)) {
        if (sub === 'facets' && isRecord(subValue) && Array.isArray(subValue['order'])) {
          facetOrder = stringList(subValue['order']);
        } else if (sub === 'values' && isRecord(subValue)) {
          for (const [facet, rule] of Object.entries(subValue)) {
            const r = isRecord(rule) ? rule : {};
            facetValues.push({
              facet,
              order: stringList(r['order']),
              sortRemainingBy: optionalText(r['sortRemainingBy']),
              hide: stringList(r['hide']),
            });
          }
        } else {
          other.push({ name: `facetOrdering.${sub}`, json: jsonText(subValue) });
        }
      }
    } else if (key === 'redirect' && isRecord(part) && 'url' in part) {
      redirect = checkUrl(part['url']);
    } else if (key === 'widgets' && isRecord(part) && Array.isArray(part['banners'])) {
      for (const banner of part['banners'] as unknown[]) {
        const b = isRecord(banner) ? banner : {};
        const image = isRecord(b['image']) ? b['image'] : {};
        const urls = Array.isArray(image['urls']) ? (image['urls'] as unknown[]) : [];
        const link = isRecord(b['link']) && 'url' in b['link'] ? checkUrl(b['link']['url']) : null;
        banners.push({
          title: optionalText(image['title']),
          images: urls.map((u) => checkUrl(isRecord(u) ? u['url'] : u)),
          link,
        });
      }
      for (const [sub, subValue] of Object.entries(part)) {
        if (sub !== 'banners') other.push({ name: `widgets.${sub}`, json: jsonText(subValue) });
      }
    } else {
      other.push({ name: key, json: jsonText(part) });
    }
  }
  return { facetOrder, facetValues, redirect, banners, other };
}

/** Groups a search parameters object for display. A non-object is shown as one JSON entry. */
export function groupParams(params: unknown): GroupedParams {
  if (params === undefined || params === null)
    return { groups: [], renderingContent: null, count: 0 };
  if (!isRecord(params)) {
    return {
      groups: [
        { name: 'other', entries: [{ kind: 'json', name: 'params', json: jsonText(params) }] },
      ],
      renderingContent: null,
      count: 1,
    };
  }
  const byGroup: Partial<Record<ParamGroupName, ParamEntry[]>> = {};
  let renderingContent: RenderingContentView | null = null;
  let count = 0;
  for (const [name, value] of Object.entries(params)) {
    count += 1;
    if (name === 'renderingContent') {
      renderingContent = parseRenderingContent(value);
      continue;
    }
    const [group, entry] = entryFor(name, value);
    (byGroup[group] ??= []).push(entry);
  }
  const groups = PARAM_GROUP_ORDER.filter((g) => byGroup[g]).map((g) => ({
    name: g,
    entries: byGroup[g]!,
  }));
  return { groups, renderingContent, count };
}
