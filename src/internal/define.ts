/**
 * Registers a custom element once. A second registration of the same class is a no-op; a
 * different class under the same name (two copies of the library on one page) is skipped with
 * a warning instead of throwing, so the page keeps working. Without a `customElements` registry
 * (a server without a DOM shim), it does nothing.
 */
export function defineElement(name: string, ctor: CustomElementConstructor): void {
  // A server without a DOM shim has no registry: importing an entry there registers nothing.
  const registry = globalThis.customElements;
  const existing = registry?.get(name);
  if (!existing) {
    registry?.define(name, ctor);
  } else if (existing !== ctor) {
    console.warn(`<${name}> is already defined by another copy of this library.`);
  }
}
