import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeFailure, failureTitle } from './failure.js';
import { failureStrings } from './failure-strings.js';
import {
  HttpError,
  ValidationError,
  NetworkError,
  TimeoutError,
  SchemaError,
  LimitError,
} from '../api/errors.js';

describe('describeFailure', () => {
  it('names the kind of each typed error and keeps the service message', () => {
    const cases: [unknown, string][] = [
      [new HttpError(404, 'Composition not found', {}), 'notFound'],
      [new HttpError(402, 'Feature not enabled', {}), 'notEnabled'],
      [new HttpError(401, 'Invalid credentials', {}), 'notAllowed'],
      [new HttpError(403, 'Method not allowed with this API key', {}), 'notAllowed'],
      [new HttpError(429, 'Too many requests', {}), 'rateLimited'],
      [new HttpError(400, 'Bad request', {}), 'invalid'],
      [new HttpError(503, 'Service unavailable', {}), 'other'],
      [new NetworkError('connection refused'), 'unreachable'],
      [new TimeoutError(5000), 'unreachable'],
      [new SchemaError(['data', 3, 'name'], 'expected string'), 'malformed'],
      [new LimitError('page', 'page must be an integer of at least 1 (got 0).'), 'invalid'],
      [new Error('boom'), 'other'],
      ['a string', 'other'],
      [undefined, 'other'],
    ];
    for (const [error, kind] of cases) {
      const failure = describeFailure(error);
      assert.equal(failure.kind, kind, String(error));
      assert.ok(failure.message.length > 0);
    }
    assert.equal(
      describeFailure(new HttpError(404, 'Composition not found', {})).message,
      'Composition not found',
    );
  });

  it('lists each invalid field of a validation detail, without the location prefix', () => {
    const error = new ValidationError(
      422,
      [
        { loc: ['query', 'page'], msg: 'Input should be greater than or equal to 1', type: 'x' },
        { loc: ['query', 'limit'], msg: 'Input should be less than or equal to 100', type: 'y' },
      ],
      {},
    );
    const failure = describeFailure(error);
    assert.equal(failure.kind, 'invalid');
    assert.deepEqual(failure.details, [
      'page: Input should be greater than or equal to 1',
      'limit: Input should be less than or equal to 100',
    ]);
  });

  it('titles a failure from overridable strings', () => {
    const failure = describeFailure(new NetworkError('refused'));
    assert.equal(failureTitle(failure, failureStrings), failureStrings.failureUnreachable);
    assert.equal(
      failureTitle(failure, { ...failureStrings, failureUnreachable: 'Hors ligne' }),
      'Hors ligne',
    );
  });

  it('titles the other kinds in English unless the strings word them', () => {
    const failure = describeFailure({ kind: 'http', status: 404, message: 'No such key' });
    assert.equal(failureTitle(failure, failureStrings), failureStrings.failureNotFound);
    assert.equal(
      failureTitle(failure, { ...failureStrings, failureNotFound: 'Introuvable' }),
      'Introuvable',
    );
  });
});
