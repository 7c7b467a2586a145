/**
 * The sender of the stored backlog (see `tabs.ts`), once its page holds the `<key>:sender` lock:
 * for each owner it sees in storage (at once, and on each `storage` event of the key), it asks
 * for the owner's lock, which it gets at once for a queue that is gone, or when the page of a
 * living one closes (the browser releases a page's locks after its last `pagehide` write), and
 * then takes over that owner's stored events.
 */
import type { EventStore } from './persistence.js';

/** Asks for the lock `<key>:<name>` and runs `then` while holding it (until it settles). */
export type Lock = (name: string, then: () => unknown) => void;

/** The owner of a stored event: the prefix of its id (`<uuid>-`), the queue that queued it. */
const ownerOf = (id: string): string => id.slice(0, 37);

/** Watches `store` for other owners' events until `signal` aborts; `restore` takes them over. */
export function send(
  store: EventStore,
  signal: AbortSignal,
  restore: (owner: string) => void,
  lock: Lock,
): void {
  const owners = new Set([store.prefix]);
  const watch = (e?: StorageEvent) => {
    if (e && e.key !== store.key) return;
    for (const { id } of store.read()) {
      const owner = ownerOf(id);
      if (!owners.has(owner)) {
        owners.add(owner);
        lock(owner, () => restore(owner));
      }
    }
  };
  watch();
  addEventListener('storage', watch, { signal });
}
