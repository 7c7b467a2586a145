import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { APP_METRICS, INDEX_METRICS } from '../../../dev/emulator/metrics.js';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { usageSchemaFor } from '../../../src/api/schemas/usage.js';
import { DAY, HOUR, KEYS, NOW, appId, call, clickEvent, range, start } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

const TODAY = Math.floor(NOW / DAY) * DAY;
const CURRENT_HOUR = Math.floor(NOW / HOUR) * HOUR;
/** A past, complete week inside the window. */
const WEEK_START = TODAY - 30 * DAY;

const usage = (path: string, app = 'DEMOAPP') =>
  call(emulator.url, `/1/usage/${path}`, { key: KEYS.usage, appId: app });

async function ok(path: string, app?: string) {
  const res = await usage(path, app);
  assert.equal(res.status, 200, `${path}: ${res.text}`);
  return res.json as Record<string, { t: number; v: number | Record<string, number> }[]>;
}

async function refused(path: string, status: number, message: RegExp | string) {
  const res = await usage(path);
  assert.equal(res.status, status, `${path}: ${res.text}`);
  assert.equal(res.json.status, status);
  if (typeof message === 'string') assert.equal(res.json.message, message);
  else assert.match(res.json.message, message);
}

describe('usage: limits', () => {
  it('hourly: 7 days pass, 7 days and 1 ms do not', async () => {
    const week = await ok(`records${range(WEEK_START, WEEK_START + 7 * DAY, 'hourly')}`);
    assert.equal(week.records!.length, 7 * 24);
    await refused(
      `records${range(WEEK_START, WEEK_START + 7 * DAY + 1, 'hourly')}`,
      422,
      /at most 7 days/,
    );
  });

  it('daily: 365 days pass, 365 days and 1 ms do not', async () => {
    const year = await ok(`records${range(TODAY - 365 * DAY, TODAY, 'daily')}`);
    assert.equal(year.records!.length, 365);
    await refused(
      `records${range(TODAY - 365 * DAY - 1, TODAY, 'daily')}`,
      422,
      /at most 365 days/,
    );
  });

  it('the start must be before the end', async () => {
    await refused(
      `records${range(WEEK_START, WEEK_START)}`,
      422,
      'startDate must be before endDate.',
    );
    await refused(
      `records${range(WEEK_START + DAY, WEEK_START)}`,
      422,
      'startDate must be before endDate.',
    );
    await ok(`records${range(WEEK_START, WEEK_START + 1, 'hourly')}`);
  });

  it('granularity defaults to daily and accepts only hourly or daily', async () => {
    const body = await ok(`records${range(WEEK_START, WEEK_START + 3 * DAY)}`);
    assert.equal(body.records!.length, 3);
    assert.equal(body.records![1]!.t - body.records![0]!.t, DAY);
    await refused(`records${range(WEEK_START, WEEK_START + DAY, 'weekly')}`, 422, /granularity/);
    await refused(`records${range(WEEK_START, WEEK_START + DAY, '')}`, 422, /granularity/);
  });

  it('startDate and endDate are required RFC 3339 timestamps', async () => {
    const end = new Date(WEEK_START).toISOString();
    await refused(`records?endDate=${end}`, 422, /startDate is required/);
    await refused(`records?startDate=${end}`, 422, /endDate is required/);
    for (const bad of [
      'yesterday',
      '2026-06-01',
      '2026-13-01T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '2026-06-01T24:00:00Z',
      '1750000000000',
    ]) {
      await refused(
        `records?startDate=${encodeURIComponent(bad)}&endDate=${end}`,
        422,
        /startDate must be an RFC 3339 timestamp/,
      );
    }
    // With or without milliseconds, Z or an offset.
    await ok(`records?startDate=2026-05-01T00:00:00Z&endDate=2026-05-02T02:00:00%2B02:00`);
  });
});

describe('usage: statistic and index', () => {
  const r = range(WEEK_START, WEEK_START + DAY, 'hourly');

  it('answers 422 "Metric not found" for an unknown metric, alone or in a list', async () => {
    await refused(`nope${r}`, 422, 'Metric not found');
    await refused(`records,nope${r}`, 422, 'Metric not found');
    await refused(`records,${r}`, 422, 'Metric not found');
    await refused(`nope/products${r}`, 422, 'Metric not found');
  });

  it('answers 404 for an unknown index', async () => {
    await refused(`records/unknown${r}`, 404, /unknown/);
    await refused(`records/Products${r}`, 404, /Products/);
  });

  it('keys the response by metric, for comma lists (encoded or not)', async () => {
    assert.deepEqual(Object.keys(await ok(`records,data_size,file_size${r}`)), [
      'records',
      'data_size',
      'file_size',
    ]);
    assert.deepEqual(Object.keys(await ok(`records%2Cmax_qps${r}`)), ['records', 'max_qps']);
    assert.deepEqual(Object.keys(await ok(`records,records${r}`)), ['records']);
  });

  it('* returns every metric of the level that has data', async () => {
    const noData = 'queries_above_last_ms_processing_time';
    const app = await ok(`*${r}`);
    assert.deepEqual(
      Object.keys(app),
      APP_METRICS.filter((m) => m !== noData),
    );
    const index = await ok(`%2A/products${r}`);
    assert.deepEqual(
      Object.keys(index),
      INDEX_METRICS.filter((m) => m !== noData),
    );
    assert.equal(usageSchemaFor(app).safeParse(app).success, true);
  });

  it('expands group names per level', async () => {
    const acl = Object.keys(await ok(`acl_operations${r}`));
    assert.ok(acl.includes('list_api_key_operations'));
    assert.ok(acl.includes('get_api_keys_operations'));
    const aclIndex = Object.keys(await ok(`acl_operations/products${r}`));
    assert.ok(!aclIndex.includes('list_api_key_operations'));
    assert.equal(aclIndex.length, 5);
    assert.deepEqual(Object.keys(await ok(`search_operations${r}`)), [
      'queries_operations',
      'multi_queries_operations',
    ]);
    for (const group of [
      'indexing_operations',
      'record_operations',
      'synonym_operations',
      'rule_operations',
    ]) {
      assert.ok(Object.keys(await ok(`${group}/articles${r}`)).length >= 5, group);
    }
    assert.ok(Object.keys(await ok(`synonym_operations${r}`)).includes('clear_synonym_operations'));
  });
});

describe('usage: values', () => {
  const day = range(WEEK_START, WEEK_START + DAY, 'hourly');

  it('uses objects per server and per region where the spec says so, integers elsewhere', async () => {
    const body = await ok(`*${day}`);
    const servers = ['server-1', 'server-2', 'server-3'];
    for (const [metric, points] of Object.entries(body)) {
      for (const { t, v } of points) {
        assert.equal(t % HOUR, 0);
        if (
          /^(max_qps|used_search_capacity|avg_used_search_capacity|degraded_queries_.*)$/.test(
            metric,
          )
        ) {
          assert.deepEqual(Object.keys(v).sort(), servers, metric);
        } else if (metric.startsWith('region_')) {
          assert.deepEqual(Object.keys(v).sort(), ['de', 'us'], metric);
        } else {
          assert.equal(typeof v, 'number', metric);
        }
        const values = typeof v === 'number' ? [v] : Object.values(v);
        for (const n of values) {
          assert.ok(Number.isInteger(n) && n >= 0, `${metric} ${n}`);
          if (/capacity|degraded/.test(metric)) assert.ok(n <= 100, `${metric} ${n}`);
        }
      }
    }
  });

  it('has units that look real', async () => {
    const body = await ok(
      `avg_processing_time,99p_processing_time,records,data_size,file_size/products${day}`,
    );
    const mean = (m: string) => body[m]!.reduce((a, p) => a + (p.v as number), 0) / body[m]!.length;
    assert.ok(mean('avg_processing_time') >= 1 && mean('avg_processing_time') < 50);
    assert.ok(mean('99p_processing_time') > mean('avg_processing_time'));
    assert.ok(mean('records') > 10_000);
    assert.ok(mean('data_size') > mean('records') * 100, 'bytes');
    assert.ok(mean('file_size') > mean('data_size'));
  });

  it('keeps totals consistent with their parts and billed requests positive', async () => {
    const body = await ok(
      `queries_operations,multi_queries_operations,total_search_operations,total_search_requests,querysuggestions_total_search_requests,total_operations,total_read_operations,total_write_operations${day}`,
    );
    body.total_search_operations!.forEach((p, i) => {
      assert.equal(
        p.v,
        (body.queries_operations![i]!.v as number) +
          (body.multi_queries_operations![i]!.v as number),
      );
      assert.ok(
        (body.total_search_requests![i]!.v as number) -
          (body.querysuggestions_total_search_requests![i]!.v as number) >
          0,
      );
      assert.equal(
        body.total_operations![i]!.v,
        (body.total_read_operations![i]!.v as number) +
          (body.total_write_operations![i]!.v as number),
      );
    });
  });

  it('aggregates a day from its hours', async () => {
    const hourly = await ok(`queries_operations,records,max_qps${day}`);
    const daily = await ok(
      `queries_operations,records,max_qps${range(WEEK_START, WEEK_START + DAY, 'daily')}`,
    );
    const sum = hourly.queries_operations!.reduce((a, p) => a + (p.v as number), 0);
    assert.deepEqual(daily.queries_operations, [{ t: WEEK_START, v: sum }]);
    assert.equal(daily.records![0]!.v, hourly.records!.at(-1)!.v);
    const peak = Math.max(
      ...hourly.max_qps!.map((p) => (p.v as Record<string, number>)['server-1']!),
    );
    assert.equal((daily.max_qps![0]!.v as Record<string, number>)['server-1'], peak);
  });

  it('covers buckets that overlap the range', async () => {
    const body = await ok(
      `records${range(WEEK_START + 30 * 60_000, WEEK_START + 2 * HOUR + 1, 'hourly')}`,
    );
    assert.deepEqual(
      body.records!.map((p) => p.t),
      [WEEK_START, WEEK_START + HOUR, WEEK_START + 2 * HOUR],
    );
  });

  it('is deterministic across emulators', async () => {
    const other = await start();
    try {
      const path = `/1/usage/*${range(TODAY - 365 * DAY, TODAY)}`;
      const a = await call(emulator.url, path, { key: KEYS.usage });
      const b = await call(other.url, path, { key: KEYS.usage, appId: 'DEMOAPP_twin' });
      assert.equal(a.text, b.text);
    } finally {
      await other.close();
    }
  });
});

describe('usage: gaps', () => {
  it('ends at the current hour and starts 400 days ago', async () => {
    const hourly = await ok(
      `records${range(CURRENT_HOUR - 2 * HOUR, CURRENT_HOUR + 5 * HOUR, 'hourly')}`,
    );
    assert.equal(hourly.records!.at(-1)!.t, CURRENT_HOUR);
    assert.equal(hourly.records!.length, 3);
    const daily = await ok(`records${range(TODAY - 2 * DAY, TODAY + 3 * DAY)}`);
    assert.equal(daily.records!.at(-1)!.t, TODAY);
    const first = TODAY - 399 * DAY;
    const edge = await ok(`records${range(first - 10 * DAY, first + 2 * DAY)}`);
    assert.equal(edge.records![0]!.t, first);
    assert.deepEqual(await ok(`records${range(first - 20 * DAY, first)}`), {});
    assert.deepEqual(await ok(`records${range(TODAY + DAY, TODAY + 5 * DAY)}`), {});
  });

  it('leaves out documented metrics without data, {} when nothing has data', async () => {
    const r = range(WEEK_START, WEEK_START + DAY, 'hourly');
    assert.deepEqual(await ok(`queries_above_last_ms_processing_time${r}`), {});
    assert.deepEqual(Object.keys(await ok(`records,queries_above_last_ms_processing_time${r}`)), [
      'records',
    ]);
    assert.deepEqual(await ok(`region_max_qps,max_qps,insights_operations/products${r}`), {});
  });

  it('has no faq data before the index existed', async () => {
    const faqStart = TODAY - 90 * DAY;
    assert.deepEqual(await ok(`*/faq${range(faqStart - 30 * DAY, faqStart)}`), {});
    const edge = await ok(`records/faq${range(faqStart - 5 * DAY, faqStart + 5 * DAY)}`);
    assert.equal(edge.records!.length, 5);
    assert.equal(edge.records![0]!.t, faqStart);
    assert.equal(
      Object.keys(await ok(`*/products${range(faqStart - 30 * DAY, faqStart)}`)).length > 0,
      true,
    );
  });
});

describe('usage: insights_operations counts accepted events', () => {
  it('adds the events an application sent to its current hour', async () => {
    const mine = appId();
    const r = range(CURRENT_HOUR, CURRENT_HOUR + HOUR, 'hourly');
    const before = (await ok(`insights_operations${r}`, mine)).insights_operations![0]!.v as number;
    const sent = await call(emulator.url, '/1/events', {
      method: 'POST',
      appId: mine,
      key: KEYS.search,
      body: { events: [clickEvent(1), clickEvent(2), clickEvent(3)] },
    });
    assert.equal(sent.status, 200);
    const afterMine = (await ok(`insights_operations${r}`, mine)).insights_operations![0]!.v;
    const afterOther = (await ok(`insights_operations${r}`, appId())).insights_operations![0]!.v;
    assert.equal(afterMine, before + 3);
    assert.equal(afterOther, before);
  });
});
