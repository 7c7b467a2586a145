/**
 * The elements' side of the translations: English costs nothing, other languages load on demand.
 *
 * Each element hands its locale controller a `TranslationSource` (its part's name and English
 * defaults). While the page only speaks English (and registers nothing), the strings are the
 * defaults under the element's own `strings`. The first element that renders in another language
 * loads the registry (`src/translations/registry.ts`) through `hook.load`, which loads that
 * language's part of each element that needs it; every arrival re-renders the elements.
 * `hook.load` is set by `src/translations/auto.ts` (the data elements, `/all` and the CDN build
 * import it; the pagination does not, so that its bundle has no `import()`): without it the page
 * stays in English (the README says which import a pagination page adds). `registerTranslation()`
 * installs the registry at once. See the registry for the order in which the terms merge.
 */
import { hook } from './translation-hook.js';

/** An element's strings: texts, and functions of formatted values that return texts. */
export type Strings = object;

/** One element's part of the translations. */
export interface TranslationSource<S extends Strings> {
  /** The part's name in a translation: `pagination`, `usageChart`, `secretKeyList`, `compositionView`. */
  part: string;
  /** The English strings. */
  defaults: S;
}

let loading: Promise<unknown> | undefined;

/** `source`'s strings in `locale`, under the element's own `strings`. */
export function translate<S extends Strings>(
  source: TranslationSource<S>,
  locale: string,
  own: Partial<S> | undefined,
): S {
  if (hook.translator) return hook.translator.translate(source, locale, own) as S;
  if (!/^en\b/i.test(locale)) {
    // Installed in the hook once loaded, the registry re-renders the elements.
    if (hook.load) loading ??= hook.load();
  }
  return { ...source.defaults, ...own };
}

/**
 * Resolves once the translations every element asked for so far have arrived (or failed to):
 * for tests, and for pages that show an element only once it speaks the page's language.
 */
export async function translationsSettled(): Promise<void> {
  await loading;
  await hook.translator?.settled();
}
