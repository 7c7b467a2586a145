/**
 * One sender per site for the stored backlog: the queues of the tabs of one site (one storage
 * key) coordinate through Web Locks, so each stored event is sent by one tab.
 *
 * - Each queue holds the lock `<key>:<prefix>` while it lives: the events it queued (stored
 *   with ids `<prefix><n>`) are its own, and it alone sends them.
 * - One queue at a time holds `<key>:sender`, the others wait in line for it. The holder
 *   takes over the stored events of every queue that is gone (`send` below).
 * - When the sender's page closes, the next queue in line becomes the sender.
 */
import type { EventStore } from './persistence.js';

/** Asks for the lock `<key>:<name>` and runs `then` while holding it (until it settles). */
type Lock = (name: string, then: () => unknown) => void;

/** The owner of a stored event: the prefix of its id (`<uuid>-`), the queue that queued it. */
const ownerOf = (id: string): string => id.slice(0, 37);

/**
 * Starts coordinating `store`'s queue with the other tabs until `signal` aborts; `restore`
 * takes over one owner's stored events. `false` without Web Locks (the caller then takes over
 * everything stored, as before: README.md says when that sends an event twice).
 */
export function coordinate(
  store: EventStore,
  signal: AbortSignal,
  restore: (owner: string) => void,
): boolean {
  const locks = globalThis.navigator?.locks;
  if (!locks) return false;
  // Held until the queue closes; at once released when it closed already: a lock granted
  // before `close()` may run its callback after it, and an abort listener added after the
  // abort never runs.
  const hold = () =>
    new Promise((resolve) =>
      signal.aborted ? resolve(undefined) : signal.addEventListener('abort', resolve),
    );
  const lock: Lock = (name, then) =>
    void locks.request(`${store.key}:${name}`, { signal }, then).catch(() => {});
  lock(store.prefix, hold);
  lock('sender', () => (send(store, signal, restore, lock), hold()));
  return true;
}

/**
 * The sender's part, once its page holds the `<key>:sender` lock: for each owner it sees in
 * storage (at once, and on each `storage` event of the key), it asks for the owner's lock, which
 * it gets at once for a queue that is gone, or when the page of a living one closes (the browser
 * releases a page's locks after its last `pagehide` write), and then takes over that owner's
 * stored events. Watches until `signal` aborts.
 */
function send(
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
