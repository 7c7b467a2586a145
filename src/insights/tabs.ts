/**
 * One sender per site for the stored backlog: the queues of the tabs of one site (one storage
 * key) coordinate through Web Locks, so each stored event is sent by one tab.
 *
 * - Each queue holds the lock `<key>:<prefix>` while it lives: the events it queued (stored
 *   with ids `<prefix><n>`) are its own, and it alone sends them.
 * - One queue at a time holds `<key>:sender`, the others wait in line for it. The holder
 *   takes over the stored events of every queue that is gone: for each owner it sees in
 *   storage (at once, and on each `storage` event of the key), it asks for the owner's lock,
 *   which it gets at once for a queue that is gone, or when the page of a living one closes
 *   (the browser releases a page's locks after its last `pagehide` write).
 * - When the sender's page closes, the next queue in line becomes the sender.
 */
import { ownerOf, type EventStore } from './persistence.js';

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
  const { key, prefix } = store;
  const hold = () => new Promise((resolve) => signal.addEventListener('abort', resolve));
  const lock = (name: string, then: () => unknown) =>
    locks.request(`${key}:${name}`, { signal }, then).catch(() => {});
  const owners = new Set([prefix]);
  const watch = (e?: StorageEvent) => {
    if (e && e.key !== key) return;
    for (const { id } of store.read()) {
      const owner = ownerOf(id);
      if (!owners.has(owner)) {
        owners.add(owner);
        lock(owner, () => restore(owner));
      }
    }
  };
  lock(prefix, hold);
  lock('sender', () => {
    watch();
    addEventListener('storage', watch, { signal });
    return hold();
  });
  return true;
}
