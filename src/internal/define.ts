/**
 * Registers a custom element once. A second registration of the same class is a no-op; a
 * different class under the same name (two copies of the library on one page) is skipped with
 * a warning instead of throwing, so the page keeps working.
 */
export function defineElement(name: string, ctor: CustomElementConstructor): void {
  const existing = customElements.get(name);
  if (existing === undefined) {
    customElements.define(name, ctor);
  } else if (existing !== ctor) {
    console.warn(
      `<${name}> is already defined by another copy of this library; keeping the first one.`,
    );
  }
}
