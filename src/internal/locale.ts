/**
 * One way to find and use an element's language, for every element of the library.
 *
 * - `checkLocale(tag)` turns what a page carries into a tag `Intl` accepts, or `undefined`:
 *   `en_US` is read as `en-US`; an invalid tag (`zz-invalid-`, `C`) is refused.
 * - `resolveLocale(element)` walks up from the element to the nearest usable `lang`, crossing
 *   shadow roots through their hosts, then tries the browser's languages, then `en-US`.
 * - `LanguageController` keeps a host's locale and direction current: every controller shares
 *   one `MutationObserver` on the document and on the shadow roots its hosts live in, which
 *   re-resolves the hosts when any `lang` or `dir` changes. Given its element's part of the
 *   translations, it also gives the host its strings in that language (see `./translations.ts`).
 * - `formatter(…)` caches `Intl` formatters per locale and options.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { hook } from './translation-hook.js';
import { translate, type Strings, type TranslationSource } from './translations.js';

/** The locale used when nothing on the page or in the browser gives a valid one. */
export const DEFAULT_LOCALE = 'en-US';

/** A canonical BCP 47 tag for `tag` (`en_US` → `en-US`), or `undefined` when it is not one. */
export function checkLocale(tag: string | null | undefined): string | undefined {
  try {
    return tag ? Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] : undefined;
  } catch {
    // An invalid tag: `undefined`.
  }
}

/**
 * The language of `element`: the nearest ancestor's `lang` that is a valid tag (looking through
 * shadow roots to their hosts), else the browser's first valid language, else `en-US`.
 */
export function resolveLocale(element: Element): string {
  let node: Element | null | undefined = element;
  // A server's DOM shim has no `closest` (nor a page): there, only the defaults below count.
  while (node?.closest) {
    const owner: Element | null = node.closest('[lang]');
    const locale = checkLocale(owner?.getAttribute('lang'));
    if (locale) return locale;
    // Past an unusable `lang` (or up from a shadow root without one), to the next host.
    node = owner?.parentElement ?? hostOf(owner ?? node);
  }
  const nav = globalThis.navigator;
  for (const tag of nav?.languages ?? [nav?.language]) {
    const locale = checkLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The host of the shadow root `node` is in, else `undefined` (a document or a detached tree). */
function hostOf(node: Node): Element | undefined {
  return (node.getRootNode?.() as Partial<ShadowRoot> | undefined)?.host;
}

type FormatterClass =
  | typeof Intl.NumberFormat
  | typeof Intl.DateTimeFormat
  | typeof Intl.RelativeTimeFormat
  | typeof Intl.ListFormat
  | typeof Intl.PluralRules;

const formatters = new Map<string, unknown>();

/**
 * A cached `Intl` formatter: `formatter(Intl.NumberFormat, 'de', { notation: 'compact' })`.
 * The locale should come from `checkLocale` / `resolveLocale`; an unusable one falls back to
 * `en-US` instead of throwing.
 */
export function formatter<F extends FormatterClass>(
  Ctor: F,
  locale: string,
  options?: ConstructorParameters<F>[1],
): InstanceType<F> {
  const key = `${Ctor.name}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let value = formatters.get(key) as InstanceType<F> | undefined;
  if (!value) {
    const Make = Ctor as unknown as new (l: string, o?: unknown) => InstanceType<F>;
    try {
      value = new Make(locale, options);
    } catch {
      value = new Make(DEFAULT_LOCALE, options);
    }
    if (formatters.size > 500) formatters.clear();
    formatters.set(key, value);
  }
  return value;
}

/** A host the locale controller can observe. */
export type LocaleHost = ReactiveControllerHost & Element;

const hosts = new Set<LanguageController>();
let observer: MutationObserver | undefined;
const ATTRIBUTES = { attributeFilter: ['lang', 'dir'], subtree: true };

// A translation that arrives (or is registered) re-renders every host.
hook.changed = () => {
  for (const c of hosts) c.host.requestUpdate();
};

/** Re-resolves every host (a `lang` or `dir` changed, or a translation arrived). */
function refreshAll(): void {
  for (const c of hosts) c.refresh();
}

function watch(controller: LanguageController, host: Element): void {
  hosts.add(controller);
  if (!globalThis.MutationObserver) return;
  if (!observer) {
    observer = new MutationObserver(refreshAll);
    observer.observe(document.documentElement, ATTRIBUTES);
  }
  // The document's observation does not see into shadow roots: observe each root the host
  // lives in, up to the document (observing a root twice only renews its options).
  for (let root = host.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
    observer.observe(root, ATTRIBUTES);
  }
}

function unwatch(controller: LanguageController): void {
  hosts.delete(controller);
  if (!hosts.size) {
    observer?.disconnect();
    observer = undefined;
  }
}

/**
 * Keeps `locale` and `dir` current for its host: resolved on first use after the host connects,
 * and again (with an update of the host) when a `lang` or `dir` attribute changes on any
 * ancestor, across shadow roots. Its `strings(own)` gives the host's strings in its language.
 * The one language controller of every element (`SearchElement` owns the data elements').
 */
export class LanguageController<S extends Strings = Strings> implements ReactiveController {
  readonly host: LocaleHost;
  readonly #source: TranslationSource<S>;
  #locale: string | undefined;
  #rtl: boolean | undefined;

  constructor(host: LocaleHost, translations: TranslationSource<S>) {
    this.host = host;
    this.#source = translations;
    host.addController(this);
  }

  /** The host's checked locale (resolved on first use). */
  get locale(): string {
    return (this.#locale ??= resolveLocale(this.host));
  }

  /** Whether the browser lays the host out right to left (resolved on first use). */
  get rtl(): boolean {
    return (this.#rtl ??= globalThis.getComputedStyle?.(this.host).direction === 'rtl');
  }

  /**
   * The host's strings for `locale` (its own by default): the English defaults, under the
   * shipped and registered translations of the locale's chain (`pt-BR`, then `pt`), under `own`.
   * Asks for a shipped translation the first time a locale needs it; its arrival re-renders.
   */
  strings(own: Partial<S> | undefined, locale = this.locale): S {
    return translate(this.#source, locale, own);
  }

  hostConnected(): void {
    this.#locale = this.#rtl = undefined;
    watch(this, this.host);
  }

  hostDisconnected(): void {
    unwatch(this);
  }

  /**
   * Forgets the locale and the direction (resolved again on next use) and updates the host: a
   * `lang` or `dir` changed on the page, which is rare enough not to check what it changed.
   */
  refresh(): void {
    this.#locale = this.#rtl = undefined;
    this.host.requestUpdate();
  }
}
