import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { secretKeysPage } from '../../../src/api/schemas/secret-keys.js';
import { daysToToday } from '../../../dev/emulator/seed/secret-keys.js';
import { KEYS, call, start } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

const list = (query = '', key: string = KEYS.admin) =>
  call(emulator.url, `/agent-studio/1/secret-keys${query}`, { key });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function allKeys(): Promise<any[]> {
  const res = await list('?limit=100');
  assert.equal(res.status, 200);
  return res.json.data;
}

describe('secret keys: pagination', () => {
  it('defaults to page 1 and limit 10', async () => {
    const res = await list();
    assert.equal(res.status, 200);
    assert.equal(res.json.data.length, 10);
    assert.deepEqual(res.json.pagination, { limit: 10, page: 1, totalCount: 47, totalPages: 5 });
  });

  it('matches the schema of the client', async () => {
    const res = await list('?limit=100');
    assert.equal(secretKeysPage.safeParse(res.json).success, true);
  });

  it('orders by createdAt descending, then id', async () => {
    const keys = await allKeys();
    assert.equal(keys.length, 47);
    for (let i = 1; i < keys.length; i += 1) {
      const [a, b] = [keys[i - 1], keys[i]];
      assert.ok(
        a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id < b.id),
        `${i}: ${a.createdAt} ${a.id} / ${b.createdAt} ${b.id}`,
      );
    }
    // The seed holds ties, so the id order is exercised.
    assert.ok(keys.some((k, i) => i > 0 && keys[i - 1].createdAt === k.createdAt));
  });

  it('pages partition the list', async () => {
    const keys = await allKeys();
    const paged = [];
    for (let page = 1; page <= 5; page += 1) {
      const res = await list(`?page=${page}&limit=10`);
      assert.equal(res.json.pagination.page, page);
      paged.push(...res.json.data);
    }
    assert.deepEqual(paged, keys);
    assert.equal((await list('?page=5')).json.data.length, 7);
  });

  it('answers an empty page past the end with the real pagination', async () => {
    const res = await list('?page=6&limit=10');
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, {
      data: [],
      pagination: { limit: 10, page: 6, totalCount: 47, totalPages: 5 },
    });
    const far = await list('?page=100000');
    assert.deepEqual(far.json.data, []);
  });

  it('accepts limit 1 and limit 100', async () => {
    const one = await list('?limit=1');
    assert.equal(one.json.data.length, 1);
    assert.equal(one.json.pagination.totalPages, 47);
    const hundred = await list('?limit=100&page=1');
    assert.equal(hundred.json.data.length, 47);
    assert.equal(hundred.json.pagination.totalPages, 1);
  });

  it('takes the last value of a repeated parameter', async () => {
    const res = await list('?limit=3&limit=2');
    assert.equal(res.json.pagination.limit, 2);
  });
});

describe('secret keys: 422 detail like a Python validation service', () => {
  const cases: [string, object][] = [
    [
      '?page=0',
      {
        type: 'greater_than_equal',
        loc: ['query', 'page'],
        msg: 'Input should be greater than or equal to 1',
        input: '0',
        ctx: { ge: 1 },
      },
    ],
    [
      '?page=-1',
      {
        type: 'greater_than_equal',
        loc: ['query', 'page'],
        msg: 'Input should be greater than or equal to 1',
        input: '-1',
        ctx: { ge: 1 },
      },
    ],
    [
      '?limit=0',
      {
        type: 'greater_than_equal',
        loc: ['query', 'limit'],
        msg: 'Input should be greater than or equal to 1',
        input: '0',
        ctx: { ge: 1 },
      },
    ],
    [
      '?limit=101',
      {
        type: 'less_than_equal',
        loc: ['query', 'limit'],
        msg: 'Input should be less than or equal to 100',
        input: '101',
        ctx: { le: 100 },
      },
    ],
    [
      '?page=abc',
      {
        type: 'int_parsing',
        loc: ['query', 'page'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: 'abc',
      },
    ],
    [
      '?limit=1.5',
      {
        type: 'int_parsing',
        loc: ['query', 'limit'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: '1.5',
      },
    ],
    [
      '?page=',
      {
        type: 'int_parsing',
        loc: ['query', 'page'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: '',
      },
    ],
  ];
  for (const [query, item] of cases) {
    it(`${query} → 422`, async () => {
      const res = await list(query);
      assert.equal(res.status, 422);
      assert.deepEqual(res.json, { detail: [item] });
    });
  }

  it('lists every invalid parameter, page first', async () => {
    const res = await list('?limit=500&page=0');
    assert.equal(res.status, 422);
    assert.deepEqual(
      res.json.detail.map((d: { loc: string[] }) => d.loc),
      [
        ['query', 'page'],
        ['query', 'limit'],
      ],
    );
  });
});

describe('secret keys: seed data', () => {
  it('is realistic: one default, some never used, several agents, some without agents', async () => {
    const keys = await allKeys();
    assert.equal(keys.filter((k) => k.isDefault).length, 1);
    assert.ok(keys.filter((k) => k.lastUsedAt === null).length >= 5);
    assert.ok(keys.filter((k) => k.agentIds.length === 0).length >= 3);
    assert.ok(new Set(keys.flatMap((k) => k.agentIds)).size >= 5);
    assert.ok(keys.some((k) => k.agentIds.length >= 3));
    assert.equal(new Set(keys.map((k) => k.id)).size, 47);
  });

  it('uses RFC 3339 dates in a consistent order', async () => {
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
    for (const k of await allKeys()) {
      assert.match(k.createdAt, rfc3339);
      assert.match(k.updatedAt, rfc3339);
      assert.ok(k.updatedAt >= k.createdAt, k.id);
      if (k.lastUsedAt !== null) {
        assert.match(k.lastUsedAt, rfc3339);
        assert.ok(k.lastUsedAt >= k.updatedAt, k.id);
      }
    }
  });

  it('dates follow today: the newest use was this week, nothing is today or later', async () => {
    const keys = await allKeys();
    const now = Date.now();
    const day = 86_400_000;
    const stamps = keys.flatMap((k) => [k.createdAt, k.updatedAt, k.lastUsedAt]).filter(Boolean);
    const newest = Math.max(...stamps.map((s: string) => Date.parse(s)));
    assert.ok(newest < Math.floor(now / day) * day, 'no date is today or later');
    assert.ok(newest >= Math.floor(now / day) * day - 7 * day, 'the newest use is this week');
    // A few days later the same list moves by whole days and keeps its order.
    assert.equal(daysToToday(now + 3 * day), daysToToday(now) + 3);
    assert.equal(daysToToday(Date.UTC(2025, 10, 1)), 0);
  });

  it('includes hostile strings: markup, a very long name, right-to-left text', async () => {
    const names = (await allKeys()).map((k) => k.name as string);
    assert.ok(names.some((n) => n.includes('<script>')));
    assert.ok(names.some((n) => /<img [^>]*onerror=/.test(n)));
    assert.ok(names.some((n) => n.length > 200));
    assert.ok(names.some((n) => n.includes('\u202E') && /[\u0600-\u06ff]/.test(n)));
  });

  it('shows values in full to the admin key only', async () => {
    const full = await allKeys();
    const redacted = (await list('?limit=100', KEYS.settings)).json.data;
    assert.equal(redacted.length, full.length);
    redacted.forEach((k: { value: string; id: string }, i: number) => {
      assert.equal(k.id, full[i].id);
      assert.notEqual(k.value, full[i].value);
      assert.equal(k.value, `${'*'.repeat(12)}${full[i].value.slice(-4)}`);
    });
    assert.ok(full.every((k) => /^sk_live_[0-9a-f]{40}$/.test(k.value)));
  });

  it('is the same in every emulator and every application id', async () => {
    const other = await start({ now: () => Date.UTC(2030, 0, 1) });
    try {
      const a = await list('?limit=100');
      const b = await call(other.url, '/agent-studio/1/secret-keys?limit=100', {
        appId: 'DEMOAPP_other',
      });
      assert.equal(a.text, b.text);
    } finally {
      await other.close();
    }
  });
});
