/** Shared helpers of the `<secret-key-list>` browser tests (user-level queries only). */
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from './wait.js';
import { makeStore, uniqueAppId } from './emulator.js';
import type { Store } from '../../src/store/index.js';
import type { SecretKeyList } from '../../src/secret-key-list/index.js';
import '../../src/secret-key-list/index.js';
import { controlName } from '../../src/internal/bidi.js';

export { SECRET_KEYS, SECRET_KEY_COUNT } from '../../dev/emulator/seed/secret-keys.js';

export function root(el: SecretKeyList): ShadowRoot {
  return el.shadowRoot!;
}

/** The data rows (not the skeleton rows). */
export function rows(el: SecretKeyList): HTMLTableRowElement[] {
  return [...root(el).querySelectorAll<HTMLTableRowElement>('tbody tr:not(.skeleton)')];
}

/** The key names of the rows shown, as text. */
/**
 * A service string as a row shows it: each direction control replaced by its marker's text
 * (`RLO`), never obeyed (issue #20).
 */
export const shown = (text: string): string =>
  text.replace(/[\u202a-\u202e\u2066-\u2069]/g, controlName);

export function names(el: SecretKeyList): string[] {
  return rows(el).map((r) => r.querySelector('th')!.textContent!.trim());
}

/** Settled: nothing busy, and a table, a state message or an error is on screen. */
export async function settled(el: SecretKeyList, message = 'the list to settle'): Promise<void> {
  // Let a change made just before (page, limit, retry, new client) start its request first.
  await el.updateComplete;
  await waitUntil(
    () =>
      !root(el).querySelector('[aria-busy="true"]') &&
      // Rows, or a state block (empty, error, past the end) that is not the loading one.
      root(el).querySelector('tbody tr:not(.skeleton), .state:not(.state-loading)') !== null,
    `timed out waiting for ${message}`,
    { timeout: 8000 },
  );
  await el.updateComplete;
}

/** The page navigation (a `<nav>` landmark holding the `ais-Pagination` links), if shown. */
export function pagination(el: SecretKeyList): HTMLElement | null {
  return root(el).querySelector('nav');
}

/** The page link (or disabled control) with this accessible name. */
export function pageLink(el: SecretKeyList, label: string): HTMLElement | null {
  return pagination(el)?.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? null;
}

/** The accessible name of the current page's link ("Page 3"). */
export function currentPageLabel(el: SecretKeyList): string | null | undefined {
  return pagination(el)?.querySelector('a[aria-current="page"]')?.getAttribute('aria-label');
}

export function button(el: SecretKeyList | ParentNode, text: string): HTMLButtonElement {
  const scope = 'shadowRoot' in el && el.shadowRoot ? el.shadowRoot : (el as ParentNode);
  const found = [...scope.querySelectorAll('button')].find(
    (b) => b.textContent!.trim() === text || b.getAttribute('aria-label') === text,
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** Everything a page could leak a secret through: the markup and every attribute. */
export function everything(el: SecretKeyList): string {
  const attributes = [el, ...root(el).querySelectorAll('*')]
    .flatMap((node) => [...node.attributes].map((a) => `${a.name}=${a.value}`))
    .join('\n');
  return `${el.outerHTML}\n${root(el).innerHTML}\n${attributes}\n${root(el).textContent ?? ''}`;
}

/** A list bound to a fresh emulator application (its own faults), loaded and settled. */
export async function mountList(
  options: {
    appId?: string;
    apiKey?: string;
    /** Zero-based. */
    page?: number;
    limit?: number;
    store?: Store;
    wait?: boolean;
    timeouts?: { connect?: number; read?: number; write?: number };
    retries?: number;
  } = {},
): Promise<{ el: SecretKeyList; store: Store; appId: string }> {
  const appId = options.appId ?? uniqueAppId();
  const store =
    options.store ??
    (makeStore({
      appId,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      ...(options.timeouts ? { timeouts: options.timeouts } : {}),
      ...(options.retries !== undefined ? { retries: options.retries } : {}),
    }) as unknown as Store);
  const el = await fixture<SecretKeyList>(
    html`<secret-key-list
      page=${options.page ?? 0}
      limit=${options.limit ?? 10}
      .store=${store}
    ></secret-key-list>`,
  );
  if (options.wait !== false) await settled(el);
  return { el, store, appId };
}
