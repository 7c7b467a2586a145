// Shared setup of the insights browser tests: a real client pointed at the emulator under a
// fresh application id (its own faults, request log and accepted events), and queues that are
// closed and whose storage is cleared after each test.
import { InsightsQueue, type InsightsQueueOptions } from '../../../src/insights/index.js';
import { makeClient, keys, requestLog } from '../../support/emulator.js';

const queues: InsightsQueue[] = [];

/**
 * The event batches the service received for `appId` (every POST of an application is one),
 * failed ones included, each with its status once answered.
 */
export const eventPosts = async (appId: string) =>
  (await requestLog(appId)).filter((r) => r.method === 'POST');
const storageKeys: string[] = [];

/** A client without retries of its own (the queue's retries are what the tests count). */
export function setup(client = makeClient({ apiKey: keys.search, retries: 0 })) {
  const appId = client.appId;
  storageKeys.push(`search-ui-insights:${appId}`, `search-ui-insights:${appId}:token`);
  const queue = (options: Partial<InsightsQueueOptions> = {}) => {
    const q = new InsightsQueue({
      client,
      userToken: 'user-1',
      flushDelay: 60_000,
      retry: { attempts: 3, minDelay: 10, maxDelay: 40 },
      ...options,
    });
    queues.push(q);
    return q;
  };
  const posts = () => eventPosts(appId);
  return { client, appId, queue, posts };
}

export function cleanup(): void {
  for (const q of queues.splice(0)) q.close();
  for (const key of storageKeys.splice(0)) localStorage.removeItem(key);
}

/** Resolves with the detail of the next `type` event of `queue`. */
export function next<K extends 'sent' | 'error' | 'dropped'>(queue: InsightsQueue, type: K) {
  return new Promise<CustomEvent['detail']>((resolve) =>
    queue.addEventListener(type, (e: Event) => resolve((e as CustomEvent).detail), { once: true }),
  );
}

export const QUERY_ID = '0123456789abcdef0123456789abcdef';
