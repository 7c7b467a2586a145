/**
 * Fuzzing of the transport (issue #17) through the public client, against a local HTTP server:
 * whatever text and status a service answers (malformed or truncated JSON, a huge or 200,000-deep
 * body, an HTML error page, a dropped connection), every call settles with a value the schema
 * accepts or with a typed `ApiError`, and no error carries the API key.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createClient, type ApiClient } from '../../../src/api/client.js';
import { ApiError, HttpError, SchemaError } from '../../../src/api/errors.js';
import { check as zodCheck } from '../../../src/api/schemas/common.js';
import { usageSchemaFor } from '../../../src/api/schemas/usage.js';
import { secretKeysPage } from '../../../src/api/schemas/secret-keys.js';
import { composition } from '../../../src/api/schemas/composition.js';
import { statusBody } from '../../../src/api/schemas/common.js';
import { compositionBody, secretKeysBody, statusBody as statusArb, usageBody } from './bodies.js';
import {
  DEEP,
  HUGE,
  checkAsync,
  mutate,
  mutations,
  nestText,
  prototypeSnapshot,
} from './support.js';
import { jsonPreview } from '../../../src/internal/text.js';
import { startScripted, type Reply, type ScriptedServer } from './server.js';

const RUNS = 150;
const KEY = 'fuzz-secret-api-key-0123456789';

const ENDPOINTS = {
  usage: {
    valid: usageBody,
    call: (c: ApiClient) =>
      c.getUsage({
        statistic: 'records',
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2026-01-02T00:00:00.000Z',
      }),
    accepts: (json: unknown) => zodCheck(usageSchemaFor(json), json).ok,
  },
  keys: {
    valid: secretKeysBody,
    call: (c: ApiClient) => c.listSecretKeys({ page: 1, limit: 10 }),
    accepts: (json: unknown) => zodCheck(secretKeysPage, json).ok,
  },
  composition: {
    valid: compositionBody,
    call: (c: ApiClient) => c.getComposition('c1'),
    accepts: (json: unknown) => zodCheck(composition, json).ok,
  },
  events: {
    valid: statusArb,
    call: (c: ApiClient) =>
      c.sendEvents([
        {
          eventType: 'view',
          eventName: 'Viewed',
          index: 'products',
          userToken: 'user-1',
          objectIDs: ['a'],
        },
      ]),
    accepts: (json: unknown) => zodCheck(statusBody, json).ok,
  },
};
type Endpoint = keyof typeof ENDPOINTS;

/** JSON text of a value; a value too deep for `JSON.stringify` becomes deep text instead. */
function wire(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return nestText('null', 50_000, 'object');
  }
}

const HTML =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1>' +
  '<p>The proxy got an invalid answer.</p><script>alert(1)</script></body></html>';

/** What a service may answer for an endpoint: as text, from sane to hostile. */
function replyText(endpoint: Endpoint): fc.Arbitrary<string> {
  const valid = ENDPOINTS[endpoint].valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(wire) },
    fc.tuple(valid, mutations(false)).map(([v, m]) => wire(mutate(v, m))),
    fc.jsonValue().map(wire),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constant(''),
    fc.constant(HTML),
    // Truncated JSON.
    fc.tuple(valid, fc.double({ min: 0, max: 1, noNaN: true })).map(([v, cut]) => {
      const text = wire(v);
      return text.slice(0, Math.floor(text.length * cut));
    }),
    // Deep: 10,000 to 200,000 levels, closed or not.
    fc
      .tuple(
        fc.integer({ min: DEEP, max: 200_000 }),
        fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
        fc.boolean(),
      )
      .map(([depth, kind, closed]) => {
        const text = nestText('1', depth, kind);
        return closed ? text : text.slice(0, text.length - 10);
      }),
    // Huge: a message or a field of 100 KB to 3 MB, echoing the API key.
    fc
      .integer({ min: HUGE, max: 3_000_000 })
      .map((n) =>
        JSON.stringify({ status: 500, message: `bad ${KEY} ${'x'.repeat(n)}`, data: [] }),
      ),
    fc.constant(JSON.stringify({ message: `Invalid key ${KEY}`, detail: [{ loc: [KEY] }] })),
  );
}

const replyFor = (endpoint: Endpoint): fc.Arbitrary<Reply> =>
  fc.record({
    status: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(200, 201) },
      { weight: 2, arbitrary: fc.constantFrom(400, 401, 403, 404, 422, 429) },
      { weight: 1, arbitrary: fc.constantFrom(300, 500, 502, 503) },
    ),
    body: replyText(endpoint),
    type: fc.constantFrom('application/json', 'text/html', 'text/plain'),
    drop: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  });

let server: ScriptedServer;
before(async () => {
  server = await startScripted({ status: 200, body: '{}' });
});
after(() => server.close());

describe('fuzz: transport on arbitrary answers', () => {
  it('settles with a value the schema accepts, or a typed ApiError without the key', async () => {
    const unchanged = prototypeSnapshot();
    const client = createClient({
      appId: 'FUZZ',
      apiKey: KEY,
      hosts: { main: server.url, usage: server.url, events: server.url },
      timeouts: { connect: 2_000, read: 10_000, write: 10_000 },
      retries: 0,
    });
    const seen = { deep: 0, huge: 0, html: 0, truncated: 0, dropped: 0, ok: 0, schema: 0, http: 0 };
    const endpoint = fc.constantFrom(...(Object.keys(ENDPOINTS) as Endpoint[]));
    await checkAsync(
      fc.asyncProperty(
        endpoint.chain((e) => fc.tuple(fc.constant(e), replyFor(e))),
        async ([name, reply]) => {
          server.script = [reply];
          const outcome = await ENDPOINTS[name].call(client).then(
            (value) => ({ ok: true as const, value }),
            (error: unknown) => ({ ok: false as const, error }),
          );
          if (reply.body.length >= HUGE) seen.huge++;
          if (/^(\[|\{"a":){10000}/.test(reply.body.slice(0, 50_000))) seen.deep++;
          if (reply.body === HTML) seen.html++;
          if (reply.drop) seen.dropped++;
          let json: unknown;
          let parsed = true;
          try {
            json = JSON.parse(reply.body);
          } catch {
            parsed = false;
            if (reply.body) seen.truncated++;
          }
          const success = reply.status < 300;
          if (outcome.ok) {
            seen.ok++;
            assert.ok(success && !reply.drop, `resolved on ${reply.status}`);
            assert.ok(
              parsed && ENDPOINTS[name].accepts(json),
              'resolved on a body the schema refuses',
            );
          } else {
            const { error } = outcome;
            assert.ok(error instanceof ApiError, `untyped ${String(error).slice(0, 200)}`);
            assert.ok(!error.message.includes(KEY), 'the key in a message');
            if (!reply.drop) {
              if (success) {
                assert.ok(error instanceof SchemaError, `${error.name} on a 2xx`);
                assert.ok(!parsed || !ENDPOINTS[name].accepts(json), 'refused a valid body');
                seen.schema++;
              } else {
                assert.ok(error instanceof HttpError && error.status === reply.status);
                const body = jsonPreview(error.body, { indent: 0, maxChars: 10_000_000 }).text;
                assert.ok(!body.includes(KEY), 'the key in a body');
                seen.http++;
              }
            }
          }
          unchanged();
        },
      ),
      RUNS,
      () => Object.values(seen).every((n) => n > 0),
    );
    // The hostile cases were met, and both outcomes.
    for (const [k, n] of Object.entries(seen)) assert.ok(n > 0, `no run had ${k}`);
  });
});
