import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  checkZone,
  isoWithOffset,
  resolveZone,
  wallTime,
  zoneName,
  zoneOffset,
  zonedTicks,
} from './time-zone.js';
import { formatTimeTicks } from '../usage-chart/format.js';
import { timeTicks } from '../usage-chart/scales.js';

const HOUR = 3_600_000;
const QUARTER = HOUR / 4;
const ZONES = [
  'America/New_York',
  'Europe/Paris',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
];
const YEAR_START = Date.UTC(2026, 0, 1);
const YEAR_END = Date.UTC(2027, 0, 1);

/** What Intl says of an instant in a zone, independently of the module. */
const intl = (zone: string) => {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (time: number) => f.format(time);
};

describe('time zones', () => {
  it('checks names: IANA names and UTC pass, anything else is refused', () => {
    assert.equal(checkZone('America/New_York'), 'America/New_York');
    assert.equal(checkZone('UTC'), 'UTC');
    assert.equal(checkZone(' Asia/Kolkata '), 'Asia/Kolkata');
    assert.equal(checkZone('Mars/Olympus'), undefined);
    assert.equal(checkZone(''), undefined);
    assert.equal(checkZone(null), undefined);
  });

  it('falls back to the viewer zone with one warning per invalid name, and never throws', () => {
    const warn = console.warn;
    const seen: unknown[] = [];
    console.warn = (...args: unknown[]) => void seen.push(args);
    try {
      assert.equal(
        resolveZone('Nowhere/Else', () => 'Europe/Paris'),
        'Europe/Paris',
      );
      assert.equal(
        resolveZone('Nowhere/Else', () => 'Europe/Paris'),
        'Europe/Paris',
      );
      assert.equal(
        resolveZone(undefined, () => 'Asia/Kolkata'),
        'Asia/Kolkata',
      );
      assert.equal(
        resolveZone('Asia/Tokyo', () => 'Europe/Paris'),
        'Asia/Tokyo',
      );
    } finally {
      console.warn = warn;
    }
    assert.equal(seen.length, 1);
  });

  it('gives offsets, including 30- and 45-minute ones and both sides of a change', () => {
    assert.equal(zoneOffset(Date.UTC(2026, 10, 1, 5), 'America/New_York'), -240);
    assert.equal(zoneOffset(Date.UTC(2026, 10, 1, 6), 'America/New_York'), -300);
    assert.equal(zoneOffset(Date.UTC(2026, 0, 1), 'Asia/Kolkata'), 330);
    assert.equal(zoneOffset(Date.UTC(2026, 0, 1), 'Pacific/Chatham'), 825);
    assert.equal(zoneOffset(Date.UTC(2026, 6, 1), 'Pacific/Chatham'), 765);
    assert.equal(zoneOffset(Date.UTC(2026, 0, 1), 'Australia/Lord_Howe'), 660);
    assert.equal(zoneOffset(Date.UTC(2026, 6, 1), 'Australia/Lord_Howe'), 630);
  });

  it('writes ISO 8601 with the offset of the instant, which parses back to it', () => {
    const first = Date.UTC(2026, 10, 1, 5);
    assert.equal(isoWithOffset(first, 'America/New_York'), '2026-11-01T01:00:00-04:00');
    assert.equal(isoWithOffset(first + HOUR, 'America/New_York'), '2026-11-01T01:00:00-05:00');
    assert.equal(isoWithOffset(first, 'Asia/Kolkata'), '2026-11-01T10:30:00+05:30');
    assert.equal(isoWithOffset(first, 'UTC'), '2026-11-01T05:00:00Z');
    for (const zone of [...ZONES, 'UTC']) {
      for (let time = YEAR_START; time < YEAR_END; time += HOUR) {
        assert.equal(Date.parse(isoWithOffset(time, zone)), time, `${zone} ${time}`);
      }
    }
  });

  it('names the zone for a reader, with each name it has over the times', () => {
    const summer = Date.UTC(2026, 6, 1);
    const winter = Date.UTC(2026, 11, 1);
    assert.equal(zoneName('America/New_York', 'en', [winter]), 'New York (EST)');
    assert.equal(zoneName('America/New_York', 'en', [summer, winter]), 'New York (EDT, EST)');
    assert.equal(zoneName('Australia/Lord_Howe', 'en', [winter]), 'Lord Howe (GMT+11)');
    assert.equal(zoneName('UTC', 'de', [winter]), 'UTC');
    // Each name listed as the reader's language lists words, not with an English comma.
    assert.match(zoneName('America/New_York', 'de', [summer, winter]), / \(GMT-4 und GMT-5\)$/);
    const arabic = zoneName('America/New_York', 'ar', [summer, winter]);
    assert.ok(!arabic.includes(', '), arabic);
    assert.match(zoneName('America/New_York', 'ja', [summer, winter]), /、/);
  });

  for (const zone of ZONES) {
    it(`ticks every whole local hour of 2026 in ${zone}, and only those`, () => {
      const text = intl(zone);
      const expected: number[] = [];
      for (let time = YEAR_START; time <= YEAR_END; time += QUARTER) {
        if (text(time).endsWith(':00')) expected.push(time);
      }
      const ticks: number[] = [];
      // In windows of a week: the most an hourly chart shows.
      for (let from = YEAR_START; from <= YEAR_END; from += 7 * 24 * HOUR) {
        const to = Math.min(YEAR_END, from + 7 * 24 * HOUR - 1);
        ticks.push(...zonedTicks(from, to, 1, zone));
      }
      assert.deepEqual(ticks, expected);
      // Each agrees with Intl on the wall time, and no two ticks are the same instant.
      for (const tick of ticks.slice(0, 200)) {
        const wall = wallTime(tick, zone);
        assert.ok(text(tick).endsWith(`${String(wall.getUTCHours()).padStart(2, '0')}:00`));
      }
    });

    it(`starts each local day of 2026 once in ${zone}, 23- and 25-hour days included`, () => {
      const text = intl(zone);
      const days = zonedTicks(YEAR_START, YEAR_END, 24, zone);
      const dates = days.map((tick) => text(tick).slice(0, 10));
      assert.equal(new Set(dates).size, dates.length);
      assert.ok(dates.length >= 365);
      for (const tick of days)
        assert.equal(text(tick - QUARTER).slice(0, 10) === text(tick).slice(0, 10), false);
      const lengths = new Set(days.slice(1).map((tick, i) => (tick - days[i]!) / HOUR));
      const changes =
        zone === 'Asia/Kolkata'
          ? [24]
          : zone === 'Australia/Lord_Howe'
            ? [23.5, 24, 24.5]
            : [23, 24, 25];
      assert.deepEqual([...lengths].sort(), changes);
    });
  }

  it('ticks 3-hour steps on local multiples of 3 through the autumn change in New York', () => {
    const ticks = zonedTicks(
      Date.UTC(2026, 10, 1, 0),
      Date.UTC(2026, 10, 2, 0),
      3,
      'America/New_York',
    );
    assert.deepEqual(
      ticks.map((tick) => isoWithOffset(tick, 'America/New_York')),
      [
        '2026-10-31T21:00:00-04:00',
        '2026-11-01T00:00:00-04:00',
        '2026-11-01T03:00:00-05:00',
        '2026-11-01T06:00:00-05:00',
        '2026-11-01T09:00:00-05:00',
        '2026-11-01T12:00:00-05:00',
        '2026-11-01T15:00:00-05:00',
        '2026-11-01T18:00:00-05:00',
      ],
    );
  });

  for (const zone of ZONES) {
    it(`labels the chart's hourly ticks of 2026 in ${zone}: whole local hours, no neighbours alike`, () => {
      const hour = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hour: 'numeric',
        minute: '2-digit',
      });
      const check = (from: number, to: number, count: number) => {
        const ticks = timeTicks(from, to, count, 'hourly', zone);
        assert.ok(ticks.length >= 2, `${zone}: ticks from ${from}`);
        const labels = formatTimeTicks(ticks, 'en-US', false, zone);
        labels.forEach((label, i) => {
          assert.notEqual(label, labels[i - 1], `${zone}: ${labels.join(' | ')}`);
          const wall = wallTime(+ticks[i]!, zone);
          assert.equal(wall.getUTCMinutes(), 0, `${zone}: ${label} on a whole hour`);
          if (wall.getUTCHours()) assert.ok(label.startsWith(hour.format(ticks[i]!)), `${label}`);
        });
      };
      for (let day = YEAR_START; day < YEAR_END; day += 24 * HOUR) {
        // The last 24 hours, hour by hour and every 3 hours; a week by 12 hours and by days.
        check(day, day + 24 * HOUR, 24);
        check(day + 5 * HOUR, day + 29 * HOUR, 6);
        if ((day - YEAR_START) % (7 * 24 * HOUR) === 0) {
          check(day, day + 7 * 24 * HOUR, 14);
          check(day, day + 7 * 24 * HOUR, 7);
        }
      }
    });
  }

  it('tells the repeated hour apart on the axis: 1:00 AM EDT, then 1:00 AM EST', () => {
    const zone = 'America/New_York';
    const from = Date.UTC(2026, 10, 1, 3);
    const ticks = timeTicks(from, from + 5 * HOUR, 24, 'hourly', zone);
    assert.deepEqual(formatTimeTicks(ticks, 'en-US', false, zone), [
      '11:00 PM',
      // (The first of a month names the month, as in UTC.)
      'Nov',
      '1:00 AM EDT',
      '1:00 AM EST',
      '2:00 AM',
      '3:00 AM',
    ]);
  });
});
