// Small helpers shared by the API client's browser tests (the emulator's own helpers live in
// test/support/emulator.ts).
import { expect } from '@open-wc/testing';
import { requestLog, type LoggedRequest } from './emulator.js';

/** The error a promise rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  expect.fail('expected the call to fail');
}

/** The logged requests of `appId` (preflights left out) whose path contains `path`. */
export async function sent(appId: string, path = '/'): Promise<LoggedRequest[]> {
  const requests = await requestLog(appId);
  return requests.filter(
    (r) => r.method !== 'OPTIONS' && r.url.includes(path) && !r.url.includes('/__emulator/'),
  );
}

/** A date `days` whole days before today's UTC midnight. */
export function daysAgo(days: number): Date {
  const midnight = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  return new Date(midnight - days * 86_400_000);
}
