/**
 * Where the element side of the translations (`./translations.ts`) meets the registry
 * (`src/translations/registry.ts`, loaded only when a page needs a language other than English
 * and imports the loader `src/translations/auto.ts`, or registers one). A module of its own so
 * that neither imports the other.
 */

/** The registry's one entry point for the elements. */
export interface Translator {
  translate(source: { part: string; defaults: object }, locale: string, own?: object): object;
  /** Settles when every translation asked for so far has arrived (or failed to). */
  settled(): Promise<void>;
}

/**
 * `changed` is set by the locale controllers' module (it re-renders their hosts); `load` by
 * `src/translations/auto.ts` (it loads and installs the registry), else no language loads.
 */
export const hook: {
  translator?: Translator;
  changed?: () => void;
  load?: () => Promise<unknown>;
} = {};
