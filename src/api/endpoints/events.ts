import { LimitError, EventValidationError, SchemaError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import { checkStatusBody, type StatusBody } from '../schemas/bodies.js';
import { validateEvent } from '../rules/events-check.js';
import type { InsightsEvent } from '../types/events.js';
import {
  MAX_EVENTS_PER_BATCH,
  isBatchCountAllowed,
  isBodySizeAllowed,
  fitsKeepalive,
  utf8Length,
} from '../rules/events.js';

/** The success body, read without zod (as `parser(statusBody)` would; see `schemas/bodies.ts`). */
function parseStatus(json: unknown): StatusBody {
  const body = checkStatusBody(json);
  if (!body.ok) throw new SchemaError(body.mismatch.path, body.mismatch.reason);
  return body.value;
}

/**
 * A request body already built from the events of a batch, as `InsightsQueue` prepares it: the
 * queue validated each event when it was queued and serialised it once, so the body is
 * `JSON.stringify({events: batch})` and needs neither again.
 */
export interface PreparedBody {
  /** `{"events":[…]}`, exactly the JSON of the batch passed beside it. */
  body: string;
  /** Its UTF-8 length in bytes. */
  bytes: number;
}

export interface SendEventsOptions extends RequestOptions {
  /** Send with `fetch(…, {keepalive: true})` when the body fits the 64 KiB keepalive limit. */
  keepalive?: boolean;
  /**
   * The body of this batch, prepared by its caller from events it has validated: sent as it is,
   * without validating or serialising the events again. The caller vouches that it is the JSON
   * of exactly these events; the batch and body limits are still checked.
   */
  prepared?: PreparedBody;
}

/**
 * `POST /1/events` (right: search): every event is validated first; nothing is sent if one fails
 * (unless the body comes `prepared` by a caller that validated the events, as the insights
 * queue does).
 */
export async function sendEvents(
  client: ClientCore,
  batch: readonly InsightsEvent[],
  { signal, keepalive, prepared }: SendEventsOptions = {},
): Promise<{ status: number; message: string }> {
  if (!isBatchCountAllowed(batch.length)) {
    throw new LimitError(
      'events',
      `A batch holds 1 to ${MAX_EVENTS_PER_BATCH} events (got ${batch.length}): ${
        batch.length ? 'split it' : 'add an event'
      }.`,
    );
  }
  let body: string;
  let bytes: number;
  if (prepared) {
    ({ body, bytes } = prepared);
  } else {
    const now = Date.now();
    batch.forEach((event, i) => {
      const issue = validateEvent(event, now);
      if (issue) throw new EventValidationError(i, issue.path, issue.rule, issue.message);
    });
    body = JSON.stringify({ events: batch });
    bytes = utf8Length(body);
  }
  if (!isBodySizeAllowed(bytes)) {
    throw new LimitError(
      'bodySize',
      `The request body must be under 2 MB (this batch is ${bytes} bytes): send fewer events per batch.`,
    );
  }
  const { status, message } = await client.transport.request({
    hosts: client.hosts.events,
    method: 'POST',
    path: '/1/events',
    body,
    parse: parseStatus,
    signal,
    keepalive: keepalive && fitsKeepalive(bytes),
  });
  return { status, message };
}
