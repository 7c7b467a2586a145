/**
 * Serialisation of queued events: each event is turned into JSON once, when it is queued, and a
 * request body is then made of slices of that JSON, never by serialising the events again.
 *
 * Events queued together are serialised `MAX_EVENTS_PER_BATCH` at a time in one
 * `JSON.stringify` call, their JSON joined with commas in one string; each event keeps where its
 * JSON is in that string. A batch of events queued one after the other is then one slice of it.
 */
import { LimitError } from '../api/errors.js';
import type { PreparedBody } from '../api/endpoints/events.js';
import {
  BODY_OVERHEAD,
  MAX_EVENTS_PER_BATCH,
  isBodySizeAllowed,
  utf8Length,
} from '../api/rules/events.js';

/** Where an event's JSON is. */
export interface Serialised {
  /** The JSON of the events serialised with this one, joined with commas. */
  json: string;
  /** This event's JSON is `json.slice(at, end)`. */
  at: number;
  end: number;
  /** The UTF-8 bytes of this event's JSON. */
  size: number;
}

/** An event to serialise, and where its JSON goes. */
export interface Serialisable extends Serialised {
  readonly event: unknown;
}

/** The JSON of one serialised event. */
export const jsonOf = (s: Serialised): string => s.json.slice(s.at, s.end);

/**
 * Serialises the events of `items` in place (`json`, `at`, `end`, `size`), in chunks of
 * `MAX_EVENTS_PER_BATCH`. Throws a `LimitError` for the first event too large to fit in a request
 * body on its own (`first` is the index of `items[0]` in the caller's list, for the message).
 */
export function serialise(items: readonly Serialisable[], first = 0): void {
  for (let from = 0; from < items.length; from += MAX_EVENTS_PER_BATCH) {
    const count = Math.min(MAX_EVENTS_PER_BATCH, items.length - from);
    // The chunk's events in one call, with `null` between them (no valid event holds a null):
    // split at `,null,`, this gives each event's JSON, unless a string in an event holds
    // `,null,` (then there are more pieces, and each event is serialised on its own).
    const chunk: unknown[] = [];
    for (let i = 0; i < count; i++) {
      if (i) chunk.push(null);
      chunk.push(items[from + i]!.event);
    }
    const parts = JSON.stringify(chunk).slice(1, -1).split(',null,');
    const jsons =
      parts.length === count
        ? parts
        : items.slice(from, from + count).map((item) => JSON.stringify(item.event));
    const all = jsons.join();
    const ascii = utf8Length(all) === all.length; // then each JSON's bytes are its length
    let at = 0;
    jsons.forEach((json, i) => {
      const item = items[from + i]!;
      item.size = ascii ? json.length : utf8Length(json);
      if (!isBodySizeAllowed(BODY_OVERHEAD + item.size)) {
        throw new LimitError(
          'bodySize',
          `Event ${first + from + i} is ${item.size} bytes: one event must fit in a request body under 2 MB.`,
        );
      }
      item.json = all;
      item.at = at;
      at = item.end = at + json.length;
      at++;
    });
  }
}

/** The bytes of a request body holding events of these sizes (each with its comma). */
export const bodyBytes = (sizes: number): number => BODY_OVERHEAD - 1 + sizes;

/**
 * The request body of a batch, `{"events":[…]}`, and its bytes: the same text as
 * `JSON.stringify({events})` of the batch's events, made of slices of their JSON (one slice for
 * each run of events serialised one after the other).
 */
export function prepareBody(batch: readonly Serialised[]): PreparedBody {
  const slices: string[] = [];
  let from = batch[0]!;
  let sizes = 0;
  batch.forEach((s, i) => {
    sizes += s.size + 1;
    const next = batch[i + 1];
    if (next?.json !== s.json || next.at !== s.end + 1) {
      slices.push(s.json.slice(from.at, s.end));
      from = next!;
    }
  });
  return { body: `{"events":[${slices.join()}]}`, bytes: bodyBytes(sizes) };
}
