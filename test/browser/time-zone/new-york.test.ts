// The viewer in New York (issue #40): the browsers of this file are launched with
// TZ=America/New_York (`zoneGroups` in web-test-runner.config.mjs), and no element is told a
// zone: the chart shows the viewer's hours across the autumn change, daily data keeps the
// service's UTC dates, and `time-zone="UTC"` still wins.
import { expect } from '@open-wc/testing';
import {
  AUTUMN,
  chartOf,
  csvTimes,
  expectNewYorkAutumn,
  serviceTimes,
  tableTimes,
} from '../../support/time-zone.js';

/** The zone these browsers were launched in; none when this file runs in the default browsers. */
const launched = (window as { __ZONE__?: string }).__ZONE__;

(launched ? describe : describe.skip)('a viewer in New York', function () {
  this.timeout(30_000);

  it('is in New York: the browser was launched there', () => {
    expect(launched).to.equal('America/New_York');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('America/New_York');
    expect(new Date(Date.UTC(2026, 10, 1, 12)).getTimezoneOffset()).to.equal(300);
  });

  it('sees the autumn change in its own hours, with no time-zone set', async () => {
    await expectNewYorkAutumn(await chartOf(AUTUMN));
  });

  it('sees a daily chart’s first row as the service’s first UTC date, never the day before', async () => {
    const el = await chartOf({
      granularity: 'daily',
      start: '2026-10-01',
      end: '2026-10-05T00:00:00.000Z',
    });
    expect(new Date(serviceTimes(el)[0]!).toISOString().slice(0, 10)).to.equal('2026-10-01');
    expect((await csvTimes(el)).times[0]).to.equal('2026-10-01');
    expect((await tableTimes(el))[0]).to.equal('Oct 1, 2026');
  });

  it('shows UTC when told, over its own zone', async () => {
    const el = await chartOf({ zone: 'UTC', ...AUTUMN });
    expect((await csvTimes(el)).times[0]).to.equal('2026-11-01T00:00:00Z');
  });
});
