/**
 * The translations of the elements' strings: the languages the library ships, and those a page
 * registers. Loaded only when an element first renders in a language other than English, or when
 * a page calls `registerTranslation()`.
 *
 * A translation is a set of terms per language tag and per part (one part per element). An
 * element's strings are, from bottom to top: its English defaults; then, for each tag of its
 * locale's chain from the least to the most specific (`pt`, then `pt-BR`), the shipped terms and
 * the registered ones; then the element's own `strings` property. So a partial translation falls
 * back term by term: `pt-BR` → `pt` → English. Values that are plain objects (`paramGroup`, the key
 * list's `pagination`) merge one level deeper, term by term too.
 *
 * Shipped: Arabic, German, Spanish, French, Hebrew, Japanese, Brazilian Portuguese (for every `pt`
 * page) and Simplified Chinese (for every `zh` page written in Simplified: `zh`, `zh-CN`, `zh-SG`,
 * `zh-Hans`; `zh-TW`, `zh-HK`, `zh-Hant` stay in English), one module per language and element, each
 * loaded the first time an element on the page needs it.
 */
import { hook, type Translator } from '../internal/translation-hook.js';
import type { CompositionViewStrings } from '../composition-view/strings.js';
import type { PaginationStrings } from '../pagination/templates.js';
import type { SecretKeyListStrings } from '../secret-key-list/strings.js';
import type { UsageChartStrings } from '../usage-chart/strings.js';

/** What `registerTranslation` takes: a language tag, and the terms to add per element. */
export interface Translation {
  /** The language: a BCP 47 tag (`de`, `pt-BR`, `zh-Hans`). */
  $code: string;
  pagination?: Partial<PaginationStrings>;
  usageChart?: Partial<UsageChartStrings>;
  secretKeyList?: Partial<SecretKeyListStrings>;
  compositionView?: Partial<CompositionViewStrings>;
}

type Part = Exclude<keyof Translation, '$code'>;
type Loader = () => Promise<{ default: object }>;

/**
 * The chart's strings and its metric names, two modules loaded together (the names, about
 * 1.3 KB, would take a language's chart strings past the 3 KB a module may weigh).
 */
const chart =
  (strings: Loader, names: () => Promise<{ default: Readonly<Record<string, string>> }>): Loader =>
  () =>
    Promise.all([strings(), names()]).then(([{ default: terms }, { default: metricNames }]) => ({
      default: { ...terms, metricNames },
    }));

/** The shipped modules, by language (lower-case primary tag) and part. */
const shipped: Record<string, Record<Part, Loader>> = {
  ar: {
    pagination: () => import('./ar/pagination.js'),
    usageChart: chart(
      () => import('./ar/usage-chart.js'),
      () => import('./ar/metric-names.js'),
    ),
    secretKeyList: () => import('./ar/secret-key-list.js'),
    compositionView: () => import('./ar/composition-view.js'),
  },
  de: {
    pagination: () => import('./de/pagination.js'),
    usageChart: chart(
      () => import('./de/usage-chart.js'),
      () => import('./de/metric-names.js'),
    ),
    secretKeyList: () => import('./de/secret-key-list.js'),
    compositionView: () => import('./de/composition-view.js'),
  },
  es: {
    pagination: () => import('./es/pagination.js'),
    usageChart: chart(
      () => import('./es/usage-chart.js'),
      () => import('./es/metric-names.js'),
    ),
    secretKeyList: () => import('./es/secret-key-list.js'),
    compositionView: () => import('./es/composition-view.js'),
  },
  fr: {
    pagination: () => import('./fr/pagination.js'),
    usageChart: chart(
      () => import('./fr/usage-chart.js'),
      () => import('./fr/metric-names.js'),
    ),
    secretKeyList: () => import('./fr/secret-key-list.js'),
    compositionView: () => import('./fr/composition-view.js'),
  },
  he: {
    pagination: () => import('./he/pagination.js'),
    usageChart: chart(
      () => import('./he/usage-chart.js'),
      () => import('./he/metric-names.js'),
    ),
    secretKeyList: () => import('./he/secret-key-list.js'),
    compositionView: () => import('./he/composition-view.js'),
  },
  ja: {
    pagination: () => import('./ja/pagination.js'),
    usageChart: chart(
      () => import('./ja/usage-chart.js'),
      () => import('./ja/metric-names.js'),
    ),
    secretKeyList: () => import('./ja/secret-key-list.js'),
    compositionView: () => import('./ja/composition-view.js'),
  },
  pt: {
    pagination: () => import('./pt-BR/pagination.js'),
    usageChart: chart(
      () => import('./pt-BR/usage-chart.js'),
      () => import('./pt-BR/metric-names.js'),
    ),
    secretKeyList: () => import('./pt-BR/secret-key-list.js'),
    compositionView: () => import('./pt-BR/composition-view.js'),
  },
  zh: {
    pagination: () => import('./zh-Hans/pagination.js'),
    usageChart: chart(
      () => import('./zh-Hans/usage-chart.js'),
      () => import('./zh-Hans/metric-names.js'),
    ),
    secretKeyList: () => import('./zh-Hans/secret-key-list.js'),
    compositionView: () => import('./zh-Hans/composition-view.js'),
  },
};

/**
 * Terms by `part tag` (shipped ones that have arrived) and `+part tag` (registered by the page).
 * A shipped part asked for and not yet arrived is `{}`, so that it is asked for once.
 */
const terms = new Map<string, object>();
/** Bumps on each registration or arrival: strings merged before are stale. */
let version = 0;
/** Settles when every shipped part asked for so far has arrived (or failed to). */
let arrived: Promise<unknown> = Promise.resolve();
const cache = new WeakMap<object, { key: string; strings: object }>();

function add(key: string, strings: object): void {
  terms.set(key, { ...terms.get(key), ...strings });
  version++;
}

/**
 * Adds languages, or terms to a language (shipped or not): each part's terms merge over what the
 * language has, and every element on the page renders again.
 *
 * ```js
 * registerTranslation({ $code: 'nl', secretKeyList: { copy: 'Kopiëren', reveal: 'Tonen' } });
 * ```
 */
export function registerTranslation(...translations: Translation[]): void {
  for (const { $code, ...parts } of translations) {
    for (const [part, strings] of Object.entries(parts)) {
      if (strings && typeof strings === 'object') add(`+${part} ${$code.toLowerCase()}`, strings);
    }
  }
  install();
}

/** The tags to look in, from the most specific: `zh-Hans-CN` → `zh-hans-cn`, `zh-hans`, `zh`. */
export function chainOf(locale: string): string[] {
  const tags: string[] = [];
  for (let tag = locale.toLowerCase(); tag; tag = tag.slice(0, Math.max(0, tag.lastIndexOf('-')))) {
    tags.push(tag);
  }
  return tags;
}

/**
 * The script a shipped language is written in, where the language has more than one: a page in
 * Traditional Chinese (`zh-TW`, `zh-HK`, `zh-Hant`) stays in English rather than get Simplified.
 */
const scripts: Record<string, string> = { zh: 'Hans' };

/** Whether the shipped terms of `tag` (a primary language) fit the locale's script. */
function fits(tag: string, locale: string): boolean {
  const script = scripts[tag];
  return !script || new Intl.Locale(locale).maximize().script === script;
}

function ask(part: string, key: string, tag: string): void {
  const load = Object.hasOwn(shipped, tag) ? shipped[tag]![part as Part] : undefined;
  if (!load || terms.has(key)) return;
  terms.set(key, {});
  // A language that cannot be loaded stays in English (the next page load tries again).
  arrived = Promise.all([
    arrived,
    load().then((module) => {
      add(key, module.default);
      hook.changed?.();
    }, Boolean),
  ]);
}

const isPlain = (v: unknown): v is object =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

function merge(into: Record<string, unknown>, strings: object | undefined): void {
  for (const [term, value] of Object.entries(strings ?? {})) {
    if (value === undefined) continue;
    const under = into[term];
    into[term] = isPlain(under) && isPlain(value) ? { ...under, ...value } : value;
  }
}

const translator: Translator = {
  translate(source, locale, own) {
    const key = `${locale}|${version}|${source.part}`;
    const memo = cache.get(own ?? source);
    if (memo?.key === key) return memo.strings;
    const result = { ...source.defaults } as Record<string, unknown>;
    for (const tag of chainOf(locale).reverse()) {
      const at = `${source.part} ${tag}`;
      if (fits(tag, locale)) {
        ask(source.part, at, tag);
        merge(result, terms.get(at));
      }
      merge(result, terms.get(`+${at}`));
    }
    merge(result, own);
    cache.set(own ?? source, { key, strings: result });
    return result;
  },
  async settled() {
    for (let seen; seen !== arrived;) await (seen = arrived);
  },
};

/** Makes the elements take their strings from here, and renders them again. */
export function install(): void {
  hook.translator = translator;
  hook.changed?.();
}
