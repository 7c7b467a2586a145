/**
 * Fires a library event: always `search-`-prefixed, bubbling and composed so it crosses shadow
 * roots. Returns `false` when a cancelable event was cancelled by a listener.
 */
export function emit<T>(
  target: EventTarget,
  name: `search-${string}`,
  detail: T,
  options?: { cancelable?: boolean },
): boolean {
  return target.dispatchEvent(
    new CustomEvent<T>(name, { detail, bubbles: true, composed: true, ...options }),
  );
}
