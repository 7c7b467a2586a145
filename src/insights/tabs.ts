/**
 * One sender per site for the stored backlog: the queues of the tabs of one site (one storage
 * key) coordinate through Web Locks, so each stored event is sent by one tab.
 *
 * - Each queue holds the lock `<key>:<prefix>` while it lives: the events it queued (stored
 *   with ids `<prefix><n>`) are its own, and it alone sends them.
 * - One queue at a time holds `<key>:sender`, the others wait in line for it. The holder
 *   takes over the stored events of every queue that is gone (`sender.ts`, loaded only once
 *   the lock is granted: a page that is not the sender never needs it).
 * - When the sender's page closes, the next queue in line becomes the sender.
 */
import type { EventStore } from './persistence.js';
import type { Lock } from './sender.js';

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
  // Held until the queue closes; at once released when it closed already (as it may while
  // sender.ts loads: an abort listener added after the abort never runs).
  const hold = () =>
    new Promise((resolve) =>
      signal.aborted ? resolve(undefined) : signal.addEventListener('abort', resolve),
    );
  const lock: Lock = (name, then) =>
    void locks.request(`${store.key}:${name}`, { signal }, then).catch(() => {});
  lock(store.prefix, hold);
  // Should the module fail to load, the lock is released and the next tab in line sends.
  lock('sender', () =>
    import('./sender.js').then(({ send }) => (send(store, signal, restore, lock), hold())),
  );
  return true;
}
