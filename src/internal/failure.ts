/**
 * One description of a failure, for every element: what went wrong (a `kind` an element can
 * title and style), and what exactly (the service's `message`, or each field of a validation
 * `detail`, in the lines of the errors' own messages: `detailLine`). It reads the typed errors
 * of `src/api` by their `kind` and `status`, so it does not import them (and no element bundles
 * a schema to show an error). The error view of state-view.ts draws it.
 */

import { detailLine } from '../api/schemas/bodies.js';
import type { FailureStrings } from './failure-strings.js';

type FailureKind =
  | 'notFound'
  | 'notEnabled'
  | 'notAllowed'
  | 'invalid'
  | 'rateLimited'
  | 'unreachable'
  | 'malformed'
  | 'other';

export interface Failure {
  kind: FailureKind;
  /** One readable sentence (never the API key: the client scrubs it from messages). */
  message: string;
  /** One line per invalid field (`page: Input should be …`), for validation failures. */
  details: string[];
}

/** The title of a failure in the given strings (`failureNotFound` for `notFound`, …). */
export function failureTitle(failure: Failure, strings: FailureStrings): string {
  const k = failure.kind;
  const key = `failure${k[0]!.toUpperCase()}${k.slice(1)}` as `failure${Capitalize<FailureKind>}`;
  return strings[key];
}

interface ErrorShape {
  kind?: unknown;
  status?: unknown;
  message?: unknown;
  detail?: unknown;
}

function kindOf(e: ErrorShape): FailureKind {
  switch (e.kind) {
    case 'http':
      switch (e.status) {
        case 404:
          return 'notFound';
        case 402:
          return 'notEnabled';
        case 401:
        case 403:
          return 'notAllowed';
        case 429:
          return 'rateLimited';
      }
      return typeof e.status === 'number' && e.status < 500 ? 'invalid' : 'other';
    case 'limit':
    case 'event':
      return 'invalid';
    case 'network':
    case 'timeout':
      return 'unreachable';
    case 'schema':
      return 'malformed';
  }
  return 'other';
}

/** What went wrong, for any value a load may reject with. */
export function describeFailure(error: unknown): Failure {
  const e: ErrorShape = typeof error === 'object' && error !== null ? (error as ErrorShape) : {};
  const message =
    typeof e.message === 'string' && e.message ? e.message : String(error ?? 'Unknown error');
  return {
    kind: kindOf(e),
    message,
    details: Array.isArray(e.detail) ? e.detail.map(detailLine) : [],
  };
}
