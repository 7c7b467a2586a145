/**
 * One way to find and use an element's language, for every element of the library.
 *
 * - `checkLocale(tag)` turns what a page carries into a tag `Intl` accepts, or `undefined`:
 *   `en_US` is read as `en-US`; an invalid tag (`zz-invalid-`, `C`) is refused.
 * - `resolveLocale(element)` walks up from the element to the nearest usable `lang`, crossing
 *   shadow roots through their hosts, then tries the browser's languages, then `en-US`.
 * - `LocaleController` keeps a host's locale current: every controller shares one
 *   `MutationObserver` on the document, which re-resolves the hosts when any `lang` changes.
 * - `formatter(…)` caches `Intl` formatters per locale and options.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The locale used when nothing on the page or in the browser gives a valid one. */
export const DEFAULT_LOCALE = 'en-US';

/** A canonical BCP 47 tag for `tag` (`en_US` → `en-US`), or `undefined` when it is not one. */
export function checkLocale(tag: string | null | undefined): string | undefined {
  try {
    return tag ? Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of `element`: the nearest ancestor's `lang` that is a valid tag (looking through
 * shadow roots to their hosts), else the browser's first valid language, else `en-US`.
 */
export function resolveLocale(element: Element): string {
  let node: Element | null = element;
  // A server's DOM shim has no `closest` (nor a page): there, only the defaults below count.
  while (node?.closest) {
    const owner: Element | null = node.closest('[lang]');
    if (owner) {
      const locale = checkLocale(owner.getAttribute('lang'));
      if (locale) return locale;
      node = owner.parentElement ?? hostOf(owner);
    } else {
      node = hostOf(node);
    }
  }
  const nav = globalThis.navigator;
  for (const tag of nav?.languages ?? [nav?.language]) {
    const locale = checkLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function hostOf(node: Node): Element | null {
  const root = node.getRootNode?.();
  return root && 'host' in root ? (root as ShadowRoot).host : null;
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

const hosts = new Set<LocaleController>();
let observer: MutationObserver | undefined;

function watch(controller: LocaleController): void {
  hosts.add(controller);
  if (!observer && typeof MutationObserver !== 'undefined' && globalThis.document) {
    observer = new MutationObserver(() => {
      for (const c of hosts) c.refresh();
    });
    observer.observe(document.documentElement, { attributeFilter: ['lang'], subtree: true });
  }
}

function unwatch(controller: LocaleController): void {
  hosts.delete(controller);
  if (!hosts.size) {
    observer?.disconnect();
    observer = undefined;
  }
}

/**
 * Keeps `locale` current for its host: resolved when the host connects, and again (with an
 * update of the host) when a `lang` attribute changes anywhere in the document.
 */
export class LocaleController implements ReactiveController {
  readonly #host: LocaleHost;
  #locale: string | undefined;

  constructor(host: LocaleHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The host's checked locale (resolved on first use). */
  get locale(): string {
    return (this.#locale ??= resolveLocale(this.#host));
  }

  hostConnected(): void {
    this.#locale = undefined;
    watch(this);
  }

  hostDisconnected(): void {
    unwatch(this);
  }

  /** Resolves again; asks the host to update when the locale changed. */
  refresh(): void {
    const previous = this.#locale;
    this.#locale = resolveLocale(this.#host);
    if (previous !== this.#locale) this.#host.requestUpdate();
  }
}
