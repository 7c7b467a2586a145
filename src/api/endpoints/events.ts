import { LimitError, EventValidationError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import { statusBody } from '../schemas/common.js';
import {
  MAX_BODY_BYTES,
  KEEPALIVE_MAX_BYTES,
  MAX_EVENTS_PER_BATCH,
  validateEvent,
  preparedBatches,
  utf8Length,
  type InsightsEvent,
} from '../schemas/events.js';
import { parser } from '../parse.js';

const parseStatus = parser(statusBody);

/**
 * `POST /1/events` (right: search): every event is validated first; nothing is sent if one fails.
 * (A batch built by the insights queue, whose events it already validated and serialised, is
 * sent as it was prepared.)
 */
export async function sendEvents(
  client: ClientCore,
  batch: readonly InsightsEvent[],
  { signal, keepalive }: RequestOptions & { keepalive?: boolean } = {},
): Promise<{ status: number; message: string }> {
  if (batch.length < 1 || batch.length > MAX_EVENTS_PER_BATCH) {
    throw new LimitError(
      'events',
      `A batch holds 1 to ${MAX_EVENTS_PER_BATCH} events (got ${batch.length}): ${
        batch.length ? 'split it' : 'add an event'
      }.`,
    );
  }
  let [body, bytes] = preparedBatches.get(batch) ?? [];
  if (body === undefined || bytes === undefined) {
    const now = Date.now();
    batch.forEach((event, i) => {
      const issue = validateEvent(event, now);
      if (issue) throw new EventValidationError(i, issue.path, issue.rule, issue.message);
    });
    body = JSON.stringify({ events: batch });
    bytes = utf8Length(body);
  }
  if (bytes >= MAX_BODY_BYTES) {
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
    keepalive: keepalive && bytes <= KEEPALIVE_MAX_BYTES,
  });
  return { status, message };
}
