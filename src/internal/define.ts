import { ContextRoot } from '@lit/context';

const rootAttached = Symbol.for('search-ui.context-root');

/**
 * Elements ask an ancestor `<search-provider>` for the store when they connect. If the
 * provider's tag is defined later than theirs, nobody answers that first request; a context
 * root on the document keeps such requests and replays them once a provider appears, so the
 * order in which entries are imported does not matter. Attached once per document.
 */
function attachContextRoot(): void {
  const doc = globalThis.document as (Document & { [rootAttached]?: true }) | undefined;
  if (!doc || doc[rootAttached]) return;
  doc[rootAttached] = true;
  new ContextRoot().attach(doc.documentElement);
}

/**
 * Registers a custom element once. A second registration of the same class is a no-op; a
 * different class under the same name (two copies of the library on one page) is skipped with
 * a warning instead of throwing, so the page keeps working.
 */
export function defineElement(name: string, ctor: CustomElementConstructor): void {
  attachContextRoot();
  const existing = customElements.get(name);
  if (existing === undefined) {
    customElements.define(name, ctor);
  } else if (existing !== ctor) {
    console.warn(
      `<${name}> is already defined by another copy of this library; keeping the first one.`,
    );
  }
}
