/**
 * Every visible and aria string of `<composition-view>`, in English. Pass a partial object as
 * the `strings` property to override some (translations, wording); functions receive the values
 * to place, already formatted for the element's language.
 */
import { failureStrings, type FailureStrings } from '../internal/failure-strings.js';
import type { CompositionWarning } from './check.js';
import type { ParamGroupName } from './params.js';

/** The failure titles (`failureNotFound`, …) and `retry` come from `FailureStrings`. */
export interface CompositionViewStrings extends FailureStrings {
  loading: string;
  empty: string;
  noClient: string;

  untitled: string;
  id: string;
  behaviour: string;
  behaviourInjection: string;
  behaviourMultifeed: string;
  behaviourBoth: string;
  behaviourNone: string;

  viewsLabel: string;
  readableTab: string;
  jsonTab: string;
  copyJson: string;
  /** Announced after a copy. */
  copied: string;
  /** The copy button's text for a moment after a copy (with a check mark). */
  copiedJson: string;
  copyFailed: string;
  /** Under the JSON when it was cut (too deep or too long to show whole). */
  jsonTruncated: string;
  /** After a list cut short: how many more entries the data holds. */
  notShown: (count: string, n: number) => string;

  warningsHeading: (count: string, n: number) => string;
  /** `format` formats a number, `list` joins (already quoted) items the language's way. */
  warning: (
    warning: CompositionWarning,
    format: (n: number) => string,
    list: (items: readonly string[]) => string,
  ) => string;

  mainSource: string;
  noMainSource: string;
  sourceType: string;
  sourceSearch: string;
  sourceExternal: string;
  sourceRecommend: string;
  sourceUnknown: string;
  index: string;
  ordering: string;
  orderingDefault: string;
  orderingUserDefined: string;
  model: string;
  threshold: string;
  thresholdValue: (value: string) => string;
  parameters: string;
  noParameters: string;
  otherParameters: string;
  paramGroup: Record<ParamGroupName, string>;
  yes: string;
  no: string;
  emptyString: string;
  allOf: string;
  anyOf: string;
  disjunctive: string;
  snippetWords: (count: string, n: number) => string;
  snippetDefault: string;

  renderingContent: string;
  facetOrder: string;
  facetValuesOrder: (facet: string) => string;
  pinnedFirst: string;
  sortRemainingBy: string;
  hidden: string;
  redirect: string;
  banners: string;
  banner: (n: string) => string;
  bannerUntitled: string;
  bannerLink: string;
  bannerImage: string;
  unsafeUrl: string;

  injectedItems: string;
  noInjectedItems: string;
  occupies: (first: string, last: string, count: string, n: number) => string;
  occupiesNothing: string;
  notPlaced: string;
  /** `items`: the other items' names, unquoted; `list` joins them the language's way. */
  overlapsWith: (items: readonly string[], list: (items: readonly string[]) => string) => string;
  mainFillsRest: string;
  item: (label: string) => string;
  key: string;
  position: string;
  length: string;
  source: string;
  metadata: string;
  addItemKey: string;
  extra: string;

  deduplication: string;
  dedupHighest: string;
  dedupHighestInjected: string;
  dedupUnknown: (value: string) => string;
  dedupDefault: string;

  feeds: string;
  feed: (id: string) => string;
  feedUsed: (position: string, count: string) => string;
  feedUnused: string;
  feedNoOrder: string;
  feedNoInjection: string;

  sortingStrategies: string;
  sortingCaption: (count: string, max: string, n: number) => string;
  sortingHelp: string;
  sortingLabel: string;
  sortingIndex: string;
  sortingNote: string;
  overLimit: string;
}

const q = (text: string) => `“${text}”`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : ` (feed ${q(feed)})`);

export const defaultStrings: CompositionViewStrings = {
  ...failureStrings,
  failureNotFound: 'Composition not found',
  failureNotEnabled: 'Compositions are not enabled for this application',
  failureOther: 'The composition could not be loaded',
  loading: 'Loading the composition…',
  empty: 'No composition to show.',
  noClient: 'No API client: give this element a store, or place it inside a <search-provider>.',

  untitled: '(no name)',
  id: 'ID',
  behaviour: 'Behaviour',
  behaviourInjection: 'Injection: one result list with injected items',
  behaviourMultifeed: 'Multifeed: several result lists (feeds)',
  behaviourBoth: 'Both injection and multifeed (not allowed)',
  behaviourNone: 'None',

  viewsLabel: 'Composition views',
  readableTab: 'Readable',
  jsonTab: 'JSON',
  copyJson: 'Copy JSON',
  copied: 'The JSON was copied to the clipboard.',
  copiedJson: 'Copied',
  copyFailed: 'Copying failed: the JSON is selected, copy it with your keyboard.',
  jsonTruncated:
    '… truncated: the JSON is too deep or too long to show whole here; Copy JSON copies all of it.',
  notShown: (count) => `… and ${count} more, not shown here (the JSON tab has them all).`,

  warningsHeading: (count) => `Warnings (${count})`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `The required field “${w.field}” is missing.`;
      case 'bothBehaviours':
        return 'It has both an injection and a multifeed behaviour; only one is allowed.';
      case 'noBehaviour':
        return 'It has neither an injection nor a multifeed behaviour.';
      case 'tooManyInjectedItems':
        return `${n(w.count)} injected items${ruleOf(w.feed)}: at most ${n(w.max)} are allowed.`;
      case 'tooManySortingStrategies':
        return `${n(w.count)} sorting strategies: at most ${n(w.max)} are allowed.`;
      case 'positionOutOfRange':
        return `Injected item “${w.item}”${ruleOf(w.feed)}: position ${w.value} is outside ${n(w.min)}–${n(w.max)}.`;
      case 'lengthOutOfRange':
        return `Injected item “${w.item}”${ruleOf(w.feed)}: length ${w.value} is outside ${n(w.min)}–${n(w.max)}.`;
      case 'unknownFeed':
        return `feedsOrder names “${w.feed}”, which is not a feed.`;
      case 'noMainSource':
        return `There is no main source${ruleOf(w.feed)}.`;
      case 'overlap':
        return `Injected items ${l(w.items.map(q))}${ruleOf(w.feed)} overlap at position${w.positions.length > 1 ? 's' : ''} ${l(w.positions.map(n))}.`;
      case 'unsafeUrl': {
        const where =
          w.where === 'redirect'
            ? 'redirect'
            : w.where === 'bannerImage'
              ? 'banner image'
              : 'banner link';
        return `The ${where} URL${ruleOf(w.feed)} is not an http(s) URL and is shown as text only: ${w.url}`;
      }
    }
  },

  mainSource: 'Main source',
  noMainSource: 'No main source.',
  sourceType: 'Source',
  sourceSearch: 'Search',
  sourceExternal: 'External',
  sourceRecommend: 'Recommend',
  sourceUnknown: 'Unknown',
  index: 'Index',
  ordering: 'Ordering',
  orderingDefault: 'default: the ranking of the index',
  orderingUserDefined: 'user defined: the order of the IDs sent with the request',
  model: 'Model',
  threshold: 'Threshold',
  thresholdValue: (v) => `${v} (minimum score, 0–100)`,
  parameters: 'Parameters',
  noParameters: 'None: the index settings apply as they are.',
  otherParameters: 'Other settings',
  paramGroup: {
    filters: 'Filters',
    facets: 'Facets',
    booleans: 'Switches',
    numbers: 'Numbers',
    strings: 'Text settings',
    lists: 'Lists',
    other: 'Other',
  },
  yes: 'yes',
  no: 'no',
  emptyString: '(empty)',
  allOf: 'All of:',
  anyOf: 'any of',
  disjunctive: 'disjunctive (values combine with OR)',
  snippetWords: (count, n) => `${count} ${n === 1 ? 'word' : 'words'}`,
  snippetDefault: 'default length',

  renderingContent: 'Rendering content',
  facetOrder: 'Facet order',
  facetValuesOrder: (facet) => `Values of “${facet}”`,
  pinnedFirst: 'First',
  sortRemainingBy: 'Others sorted by',
  hidden: 'Hidden',
  redirect: 'Redirect',
  banners: 'Banners',
  banner: (n) => `Banner ${n}`,
  bannerUntitled: '(no title)',
  bannerLink: 'Link',
  bannerImage: 'Image',
  unsafeUrl: 'not a safe link, shown as text',

  injectedItems: 'Injected items',
  noInjectedItems: 'No injected items: every position shows a main result.',
  occupies: (first, last, count, n) =>
    n === 1 ? `position ${first}` : `positions ${first}–${last} (${count} results)`,
  occupiesNothing: 'no position (length 0)',
  notPlaced: 'not placed: its position or length is unusable',
  overlapsWith: (items, l) => `overlaps with ${l(items.map(q))}`,
  mainFillsRest: 'Every other position shows a main result.',
  item: (label) => `Item “${label}”`,
  key: 'Key',
  position: 'Position',
  length: 'Length',
  source: 'Source',
  metadata: 'Metadata',
  addItemKey: 'Adds the item key to each hit',
  extra: 'Extra fields on each hit',

  deduplication: 'Deduplication',
  dedupHighest:
    'Highest: when a result appears more than once, the highest-ranked copy is kept and the others are dropped.',
  dedupHighestInjected:
    'Highest injected: a result that also appears in the main results moves to its injected slot and is dropped from the main results.',
  dedupUnknown: (v) => `Unknown rule ${v}.`,
  dedupDefault: 'This is the default: no rule is set.',

  feeds: 'Feeds',
  feed: (id) => `Feed “${id}”`,
  feedUsed: (p, c) => `Used: feed ${p} of ${c}`,
  feedUnused: 'Unused: not in feedsOrder',
  feedNoOrder: 'No feedsOrder: every feed is used, in this order.',
  feedNoInjection: 'This feed has no injection behaviour.',

  sortingStrategies: 'Sorting strategies',
  sortingCaption: (count, max) => `${count} sorting strategies (at most ${max})`,
  sortingHelp: 'A request with sortBy set to a label queries that index instead of the main index.',
  sortingLabel: 'Label (sortBy)',
  sortingIndex: 'Index',
  sortingNote: 'Note',
  overLimit: 'over the limit',
};
