import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AbortedError,
  ApiError,
  EventValidationError,
  HttpError,
  LimitError,
  NetworkError,
  SchemaError,
  TimeoutError,
  ValidationError,
  describeError,
} from './errors.js';

test('every error is an ApiError with its kind', () => {
  const errors = [
    new HttpError(404, 'Composition not found', { message: 'Composition not found' }),
    new ValidationError(422, [], {}),
    new NetworkError('Failed to fetch'),
    new TimeoutError(7000),
    new AbortedError(),
    new SchemaError(['data', 3, 'agentIds'], 'expected array'),
    new LimitError('page', 'page must be an integer of at least 1 (got 0).'),
    new EventValidationError(
      2,
      ['queryID'],
      'query-id',
      'queryID: must be 32 lowercase hexadecimal characters',
    ),
  ];
  assert.deepEqual(
    errors.map((e) => e.kind),
    ['http', 'http', 'network', 'timeout', 'aborted', 'schema', 'limit', 'event'],
  );
  for (const e of errors) assert.ok(e instanceof ApiError && e instanceof Error);
  assert.ok(errors[1] instanceof HttpError);
});

test('describeError: the service message', () => {
  assert.equal(describeError(new HttpError(401, 'Invalid credentials', {})), 'Invalid credentials');
});

test('describeError: one sentence per 422 detail item, location prefix dropped', () => {
  const error = new ValidationError(
    422,
    [
      {
        loc: ['query', 'page'],
        msg: 'Input should be greater than or equal to 1',
        type: 'greater_than_equal',
      },
      {
        loc: ['query', 'limit'],
        msg: 'Input should be less than or equal to 100',
        type: 'less_than_equal',
      },
      { loc: ['body', 'items', 0], msg: 'Field required', type: 'missing' },
      { loc: [], msg: 'Bad input', type: 'value_error' },
    ],
    {},
  );
  assert.equal(error.status, 422);
  assert.equal(
    describeError(error),
    'page: Input should be greater than or equal to 1; limit: Input should be less than or equal to 100; items.0: Field required; Bad input',
  );
});

test('describeError: network, timeout, abort, schema, event', () => {
  assert.equal(
    describeError(new NetworkError('Failed to fetch')),
    'Network error: Failed to fetch',
  );
  assert.equal(describeError(new TimeoutError(7000)), 'The request timed out after 7 s.');
  assert.equal(describeError(new TimeoutError(1250)), 'The request timed out after 1.3 s.');
  assert.equal(describeError(new AbortedError()), 'The request was aborted.');
  assert.equal(
    describeError(new SchemaError(['data', 3, 'agentIds'], 'expected array')),
    'Unexpected response from the service: data[3].agentIds: expected array.',
  );
  assert.equal(
    describeError(
      new EventValidationError(
        1,
        ['positions', 0],
        'position',
        'positions[0]: must be an integer >= 1',
      ),
    ),
    'Event 1: positions[0]: must be an integer >= 1',
  );
});

test('describeError: anything else', () => {
  assert.equal(describeError(new DOMException('x', 'AbortError')), 'The request was aborted.');
  assert.equal(describeError(new TypeError('boom')), 'boom');
  assert.equal(describeError('plain'), 'plain');
});
