/**
 * One description of a failure, for every element: what went wrong (a `kind` an element can
 * title and style), and what exactly (the service's `message`, or each field of a validation
 * `detail`, in the lines of the errors' own messages: `detailLine`). It reads the typed errors
 * of `src/api` by their `kind` and `status`, so it does not import them (and no element bundles
 * a schema to show an error). Part of the error view (error-view.ts), loaded the first time an
 * element fails, with the English titles of the failures (`failureTitles`).
 */

import { detailLine } from '../api/schemas/bodies.js';
import type { FailureStrings, FailureTitles } from './failure-strings.js';

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

/** The English titles the error view brings (see failure-strings.ts). */
export const failureTitles: FailureTitles = {
  failureNotFound: 'Not found',
  failureNotEnabled: 'Not enabled for this application',
  failureNotAllowed: 'The application id or API key was refused',
  failureInvalid: 'The request was refused as invalid',
  failureRateLimited: 'Too many requests: try again in a moment',
  failureMalformed: 'The service sent an unexpected answer',
  failureOther: 'Something went wrong',
};

/**
 * The title of a failure in the given strings (`failureNotFound` for `notFound`, …), else in
 * English (`failureTitles`).
 */
export function failureTitle(failure: Failure, strings: FailureStrings): string {
  const k = failure.kind;
  const key = `failure${k[0]!.toUpperCase()}${k.slice(1)}` as `failure${Capitalize<FailureKind>}`;
  return strings[key] ?? failureTitles[key as keyof FailureTitles];
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
