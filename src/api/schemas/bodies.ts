/**
 * What needs no validator: the guards that read failure bodies, the mismatch shape and path
 * formatting. Nothing here imports zod, so the error path of every bundle stays small (the
 * usage chart, for one, ships without zod). Imports nothing else of ours but the library's guards.
 */

import { isRecord } from '../../internal/guards.js';

/** A number as the validator takes it: finite. */
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/*
 * Failure bodies are only inspected, never promised, so two type guards read them instead of
 * schemas: they accept what the equivalent loose object schemas would, and keep the validator
 * out of the way of every failure (and the error path of every bundle small).
 */

/** The error body every area sends: at least a `message`, maybe a `status`. */
export interface MessageBody {
  message: string;
  status?: number;
  [field: string]: unknown;
}

export function isMessageBody(body: unknown): body is MessageBody {
  return (
    isRecord(body) &&
    typeof body.message === 'string' &&
    (body.status === undefined || isNumber(body.status))
  );
}

/** One item of a 422 `detail` list (secret keys): `loc` items are strings or integers. */
export interface ValidationDetail {
  loc: (string | number)[];
  msg: string;
  type: string;
  ctx?: Record<string, unknown>;
  input?: unknown;
  [field: string]: unknown;
}

function isValidationDetail(item: unknown): item is ValidationDetail {
  return (
    isRecord(item) &&
    Array.isArray(item.loc) &&
    item.loc.every((part) => typeof part === 'string' || isNumber(part)) &&
    typeof item.msg === 'string' &&
    typeof item.type === 'string' &&
    (item.ctx === undefined || isRecord(item.ctx))
  );
}

/** A 422 body with a `detail` list (secret keys). */
export function isValidationBody(body: unknown): body is { detail: ValidationDetail[] } {
  return isRecord(body) && Array.isArray(body.detail) && body.detail.every(isValidationDetail);
}

/** The first segment of a `loc` that says where a field was sent, not which field it is. */
const LOCATIONS = ['query', 'path', 'body', 'header'];

/**
 * One item of a `detail` as a line, `page: Input should be …` (`loc` without where the field
 * was sent). For what the error's message lists and what every element shows under its title;
 * it reads any value (`invalid` for want of a `msg`), since an element may be shown any error.
 */
export function detailLine(item: unknown): string {
  const { loc, msg } = isRecord(item) ? item : {};
  const path = Array.isArray(loc) ? loc.map(String) : [];
  const field = LOCATIONS.includes(path[0]!) ? path.slice(1) : path;
  const text = typeof msg === 'string' ? msg : 'invalid';
  return field.length ? `${field.join('.')}: ${text}` : text;
}

/** A problem found in a value: where it is, and why it fails (`expected array`). */
export interface Mismatch {
  path: (string | number)[];
  reason: string;
}

/** `data[3].agentIds` from `['data', 3, 'agentIds']`; the empty path is `(root)`. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(root)';
}

/** The success body of a write (events): `{status, message}`, and whatever else it holds. */
export interface StatusBody {
  status: number;
  message: string;
  [field: string]: unknown;
}

/**
 * Reads a write's success body as `check(statusBody, body)` of `common.ts` does (proven equal
 * by `bodies.unit.test.ts`): the body's fields copied, `status` and `message` first, a
 * `__proto__` key skipped; or the first mismatch.
 */
export function checkStatusBody(
  body: unknown,
): { ok: true; value: StatusBody } | { ok: false; mismatch: Mismatch } {
  if (!isRecord(body)) return { ok: false, mismatch: { path: [], reason: 'expected object' } };
  const { status, message } = body;
  if (!isNumber(status))
    return { ok: false, mismatch: { path: ['status'], reason: 'expected number' } };
  if (typeof message !== 'string') {
    return { ok: false, mismatch: { path: ['message'], reason: 'expected string' } };
  }
  const value: StatusBody = { status, message };
  for (const key in body) {
    if (key !== 'status' && key !== 'message' && key !== '__proto__') value[key] = body[key];
  }
  return { ok: true, value };
}
