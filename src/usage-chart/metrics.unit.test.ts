import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BILLED, GROUPS, parseStatistic, unitOf } from './metrics.js';

describe('metric catalogue', () => {
  it('gives each family its unit', () => {
    assert.equal(unitOf('records'), 'count');
    assert.equal(unitOf('total_search_operations'), 'count');
    assert.equal(unitOf('max_qps'), 'count');
    assert.equal(unitOf('avg_processing_time'), 'ms');
    assert.equal(unitOf('90p_processing_time'), 'ms');
    assert.equal(unitOf('99p_processing_time'), 'ms');
    // a number of queries, not a duration
    assert.equal(unitOf('queries_above_last_ms_processing_time'), 'count');
    assert.equal(unitOf('data_size'), 'bytes');
    assert.equal(unitOf('file_size'), 'bytes');
    assert.equal(unitOf('used_search_capacity'), 'percent');
    assert.equal(unitOf('region_avg_used_search_capacity'), 'percent');
    assert.equal(unitOf('total_used_search_capacity'), 'percent');
    assert.equal(unitOf('degraded_queries_ssd_used_seconds_impacted'), 'percent');
    assert.equal(unitOf(BILLED), 'count');
    assert.equal(unitOf('something_new'), 'count');
  });

  it('lists the six groups with their operation metrics', () => {
    assert.deepEqual(Object.keys(GROUPS), [
      'search_operations',
      'acl_operations',
      'indexing_operations',
      'record_operations',
      'synonym_operations',
      'rule_operations',
    ]);
    assert.deepEqual(GROUPS.search_operations, ['queries_operations', 'multi_queries_operations']);
    assert.ok(GROUPS.record_operations!.includes('partial_update_record_operations'));
  });
});

describe('parseStatistic', () => {
  it('splits, trims and deduplicates names', () => {
    const r = parseStatistic(' records, data_size ,records,,');
    assert.deepEqual(r.requested, ['records', 'data_size']);
    assert.deepEqual(r.fetch, ['records', 'data_size']);
    assert.deepEqual(r.expected, ['records', 'data_size']);
    assert.equal(r.billed, false);
  });

  it('fetches the two operands of the billed series instead of the derived name', () => {
    const r = parseStatistic('billed_search_requests,records');
    assert.deepEqual(r.fetch, [
      'total_search_requests',
      'querysuggestions_total_search_requests',
      'records',
    ]);
    assert.deepEqual(r.expected, ['billed_search_requests', 'records']);
    assert.equal(r.billed, true);
  });

  it('sends * alone and expects nothing by name from * or groups', () => {
    assert.deepEqual(parseStatistic('*,records').fetch, ['*']);
    assert.deepEqual(parseStatistic('*').expected, []);
    const g = parseStatistic('search_operations,records');
    assert.deepEqual(g.fetch, ['search_operations', 'records']);
    assert.deepEqual(g.expected, ['records']);
  });

  it('accepts an array and treats empty input as nothing asked', () => {
    assert.deepEqual(parseStatistic(['a', ' b ']).requested, ['a', 'b']);
    assert.deepEqual(parseStatistic('').fetch, []);
    assert.deepEqual(parseStatistic(undefined).requested, []);
  });
});
