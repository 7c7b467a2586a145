/** An element given as itself or as a CSS selector (its first match in the document). */
export const find = <E extends Element>(target: string | E): E | null =>
  typeof target === 'string' ? document.querySelector<E>(target) : target;

/**
 * Scrolls after a page change, as the InstantSearch.js widget does: to `target` (a CSS
 * selector, an element, or `true` for the body; `false` does nothing), keeping `offset` pixels
 * above it (sticky headers), smoothly when asked unless the user prefers reduced motion. A
 * selector that matches nothing is a page error, reported clearly.
 */
export function scrollAfterChange(
  target: string | Element | boolean,
  behavior: 'auto' | 'smooth',
  offset: number,
): void {
  if (target === false) return;
  const element = find(target === true ? 'body' : target);
  if (!element) {
    throw new Error(`Pagination: the scroll target ${target as string} matches no element.`);
  }
  const motion =
    behavior === 'smooth' && !matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'smooth'
      : 'auto';
  if (offset) {
    scrollTo({ top: element.getBoundingClientRect().top + scrollY - offset, behavior: motion });
  } else {
    element.scrollIntoView({ behavior: motion });
  }
}
