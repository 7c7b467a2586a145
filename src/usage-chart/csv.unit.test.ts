import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { csvField, drawnCSV } from './csv.js';
import { buildSeries } from './series.js';
import { checkResult } from './data.js';
import { pairPrevious } from './compare.js';
import { defaultStrings } from './strings.js';
import { parseStatistic } from './metrics.js';

/** `buildSeries` over a response as the element reads `data`: through `checkResult`. */
const build = (result: { series: Record<string, unknown> }, statistic?: string) =>
  buildSeries(checkResult(result)!, parseStatistic(statistic));

const t0 = Date.UTC(2026, 0, 1);
const D = 86_400_000;

describe('drawnCSV', () => {
  it("writes the service's UTC days and one raw column per series, blanks for gaps", () => {
    const { series } = build({
      series: {
        records: [
          { t: t0, v: 1200 },
          { t: t0 + D, v: 1300.5 },
        ],
        max_qps: [{ t: t0 + D, v: { 'server-1': 4, 'server-2': 5 } }],
      },
    });
    const csv = drawnCSV({ shown: series }, defaultStrings, { granularity: 'daily' });
    assert.equal(
      csv,
      'Days in UTC,Records,Peak queries per second (server-1),Peak queries per second (server-2)\r\n' +
        '2026-01-01,1200,,\r\n' +
        '2026-01-02,1300.5,4,5\r\n',
    );
  });
  it('writes hourly times with the offset of the zone, under the time column', () => {
    const { series } = build({ series: { records: [{ t: t0, v: 1 }] } });
    assert.equal(
      drawnCSV({ shown: series }, defaultStrings, {
        granularity: 'hourly',
        timeZone: 'America/New_York',
      }),
      'Time,Records\r\n2025-12-31T19:00:00-05:00,1\r\n',
    );
  });
  it('heads only the time column when nothing is drawn (before the first update)', () => {
    assert.equal(drawnCSV({ shown: [] }, defaultStrings), 'Days in UTC\r\n');
  });
});

describe('csvField', () => {
  it('quotes separators, quotes and line breaks', () => {
    assert.equal(csvField('plain'), 'plain');
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\nlines'), '"two\nlines"');
  });
  it('defuses spreadsheet formulas', () => {
    assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
    assert.equal(csvField('+1'), "'+1");
    assert.equal(csvField('@cmd'), "'@cmd");
  });
});

describe('drawnCSV with the previous period', () => {
  it('follows each series with its previous value and the change as a ratio', () => {
    const current = {
      startDate: new Date(t0).toISOString(),
      endDate: new Date(t0 + 3 * D - 1).toISOString(),
      granularity: 'daily' as const,
      series: {
        records: [
          { t: t0, v: 112 },
          { t: t0 + D, v: 50 },
          { t: t0 + 2 * D, v: 7 },
        ],
      },
    };
    const before = checkResult({
      startDate: new Date(t0 - 3 * D).toISOString(),
      endDate: new Date(t0 - 1).toISOString(),
      granularity: 'daily',
      series: {
        records: [
          { t: t0 - 3 * D, v: 100 },
          { t: t0 - 2 * D, v: 0 },
        ],
      },
    })!;
    const { series } = build(current);
    const previous = pairPrevious(series, checkResult(current)!, before, parseStatistic(''));
    const strings = { ...defaultStrings, metricNames: { records: 'Records, all' } };
    assert.equal(
      drawnCSV({ shown: series, previous }, strings, { granularity: 'daily' }),
      'Days in UTC,"Records, all","Records, all (previous period)","Records, all (change)"\r\n' +
        '2026-01-01,112,100,0.12\r\n' +
        '2026-01-02,50,0,\r\n' +
        '2026-01-03,7,,\r\n',
    );
  });
});
