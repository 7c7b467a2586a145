// `time-zone` on <usage-chart> and <secret-key-list> (issue #40), in the browser's own zone:
// the zone comes from the attribute, the provider or the store. (The viewer's zone itself is set
// at launch for the files of test/browser/time-zone/.)
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/provider/define.js';
import '../../../src/secret-key-list/define.js';
import { translationsSettled } from '../../../src/internal/translations.js';
import { viewerZone, zoneName } from '../../../src/internal/time-zone.js';
import type { SecretKeyList } from '../../../src/secret-key-list/secret-key-list.js';
import type { UsageChart } from '../../../src/usage-chart/usage-chart.js';
import { metricName } from '../../../src/usage-chart/labels.js';
import { defaultStrings } from '../../../src/usage-chart/strings.js';
import { appServingKeys, makeStore } from '../../support/emulator.js';
import { waitUntil } from '../../support/wait.js';
import {
  AUTUMN,
  chartOf,
  csvTimes,
  expectNewYorkAutumn,
  serviceTimes,
  settled,
  tableTimes,
  text,
  tickLabels,
  usageStore,
} from '../../support/time-zone.js';

describe('<usage-chart time-zone>', function () {
  this.timeout(30_000);

  it('has a timeZone property, which the time-zone attribute sets', async () => {
    const el = await chartOf({ zone: 'Asia/Kolkata', ...AUTUMN });
    expect(el.timeZone).to.equal('Asia/Kolkata');
  });

  it('shows New York across the autumn change, whatever the viewer’s zone', async () => {
    await expectNewYorkAutumn(await chartOf({ zone: 'America/New_York', ...AUTUMN }));
  });

  it('writes Kolkata’s half-hour offset in the CSV and ticks on its whole hours', async () => {
    const el = await chartOf({ zone: 'Asia/Kolkata', ...AUTUMN });
    const { times } = await csvTimes(el);
    expect(times.every((time) => time.endsWith('+05:30'))).to.equal(true);
    expect(times[0]).to.match(/^2026-11-01T0\d:30:00\+05:30$/);
    expect(times.map((time) => Date.parse(time))).to.deep.equal(serviceTimes(el));
    expect(text(el.shadowRoot!.querySelector('[part="time-zone"]'))).to.equal(
      'Times in Kolkata (GMT+5:30)',
    );
  });

  it('shows a daily chart’s UTC days as their own dates in Los Angeles', async () => {
    const el = await chartOf({
      zone: 'America/Los_Angeles',
      granularity: 'daily',
      start: '2026-10-01',
      end: '2026-10-05T00:00:00.000Z',
    });
    const first = serviceTimes(el)[0]!;
    expect(new Date(first).toISOString().slice(0, 10)).to.equal('2026-10-01');
    const { head, times } = await csvTimes(el);
    expect(head).to.equal('Days in UTC');
    expect(times[0]).to.equal('2026-10-01');
    expect(text(el.shadowRoot!.querySelector('[part="time-zone"]'))).to.equal('Days in UTC');
    expect((await tableTimes(el))[0]).to.equal('Oct 1, 2026');
  });

  // Both 2026 changes in New York (autumn: above) and Paris, Chatham's 45-minute offset and Lord
  // Howe's 30-minute shift, end to end (the unit tests check every hour of the year).
  const CHANGES = [
    { zone: 'America/New_York', start: '2026-03-08T00:00:00.000Z', offsets: ['-05:00', '-04:00'] },
    { zone: 'Europe/Paris', start: '2026-03-28T20:00:00.000Z', offsets: ['+01:00', '+02:00'] },
    { zone: 'Europe/Paris', start: '2026-10-24T20:00:00.000Z', offsets: ['+02:00', '+01:00'] },
    { zone: 'Pacific/Chatham', start: '2026-04-04T08:00:00.000Z', offsets: ['+13:45', '+12:45'] },
    {
      zone: 'Australia/Lord_Howe',
      start: '2026-04-04T08:00:00.000Z',
      offsets: ['+11:00', '+10:30'],
    },
  ];
  for (const { zone, start, offsets } of CHANGES) {
    it(`shows ${zone} across its change of ${start.slice(0, 10)} on whole local hours`, async () => {
      const end = new Date(Date.parse(start) + 12 * 3_600_000).toISOString();
      const el = await chartOf({ zone, start, end });
      const { times } = await csvTimes(el);
      expect(times.map((time) => Date.parse(time))).to.deep.equal(serviceTimes(el));
      expect([...new Set(times.map((time) => time.slice(-6)))]).to.deep.equal(offsets);
      const ticks = tickLabels(el);
      expect(ticks.length, ticks.join(' | ')).to.be.greaterThan(2);
      ticks.forEach((label, i) => {
        expect(label, ticks.join(' | ')).not.to.equal(ticks[i - 1]);
        // A whole local hour ("3:00 AM"), or a day.
        expect(label, ticks.join(' | ')).to.match(/^[^:]*$|:00\b/);
      });
    });
  }

  it('takes the provider’s time-zone, then the store’s, and its own over both', async () => {
    const store = usageStore('Asia/Kolkata');
    const page = await fixture<HTMLElement>(
      html`<search-provider .store=${store} time-zone="America/New_York">
        <usage-chart
          lang="en-US"
          statistic="records"
          granularity="hourly"
          start-date=${AUTUMN.start}
          end-date=${AUTUMN.end}
        ></usage-chart>
      </search-provider>`,
    );
    const el = page.querySelector('usage-chart')!;
    await settled(el);
    expect((await csvTimes(el)).times[0]).to.match(/-04:00$/);
    page.removeAttribute('time-zone');
    await (page as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await settled(el);
    expect((await csvTimes(el)).times[0]).to.match(/\+05:30$/);
    el.timeZone = 'UTC';
    await settled(el);
    expect((await csvTimes(el)).times[0]).to.equal('2026-11-01T00:00:00Z');
  });

  it('falls back to the viewer’s zone with one warning for a name that is no zone', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    let el: UsageChart;
    try {
      el = await chartOf({ zone: 'Mars/Olympus_Mons', ...AUTUMN });
      el.view = 'table';
      await el.updateComplete;
      el.view = 'chart';
      await el.updateComplete;
    } finally {
      console.warn = warn;
    }
    const ours = warnings.filter((args) => String(args[0]).includes('Mars/Olympus_Mons'));
    expect(ours).to.have.length(1);
    const times = serviceTimes(el);
    expect(text(el.shadowRoot!.querySelector('[part="time-zone"]'))).to.equal(
      `Times in ${zoneName(viewerZone(), 'en-US', [times[0]!, times[times.length - 1]!])}`,
    );
  });

  it('names the zone in the reader’s language', async () => {
    const el = await chartOf({ zone: 'America/New_York', lang: 'de', ...AUTUMN });
    await translationsSettled();
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('[part="time-zone"]'))).to.match(
      /^Zeitzone: .+ \(GMT-4 und GMT-5\)$/,
    );
  });
});

describe('<secret-key-list time-zone>', function () {
  this.timeout(20_000);

  it('dates a key in the zone asked for: 23:30 UTC on March 2 is March 3 in Kiritimati', async () => {
    const appId = await appServingKeys([
      {
        id: 'key-1',
        name: 'Late key',
        value: 'secret',
        agentIds: [],
        isDefault: false,
        createdAt: '2026-03-02T23:30:00Z',
        updatedAt: '2026-03-02T23:30:00Z',
        lastUsedAt: null,
      },
    ]);
    const el = await fixture<SecretKeyList>(
      html`<secret-key-list
        lang="en-US"
        time-zone="Pacific/Kiritimati"
        .store=${makeStore({ appId })}
      ></secret-key-list>`,
    );
    const created = () => text(el.shadowRoot!.querySelector('tbody tr time'));
    await waitUntil(() => created(), 'the list did not load', { timeout: 8000 });
    expect(created()).to.equal('Mar 3, 2026');
    el.timeZone = 'UTC';
    await el.updateComplete;
    expect(created()).to.equal('Mar 2, 2026');
  });
});

describe('metric names in every shipped language', function () {
  this.timeout(60_000);
  const LANGUAGES = ['ar', 'de', 'es', 'fr', 'he', 'ja', 'pt-BR', 'zh-Hans'];
  const STATISTIC = 'total_search_requests,records,data_size,avg_processing_time,max_qps';
  const english = STATISTIC.split(',').map((id) => metricName(id, defaultStrings));

  for (const lang of LANGUAGES) {
    it(`${lang}: no English metric name in the legend, table, CSV or image`, async () => {
      const el = await fixture<UsageChart>(
        html`<usage-chart
          lang=${lang}
          .store=${usageStore()}
          statistic=${STATISTIC}
          period="month"
        ></usage-chart>`,
      );
      await settled(el);
      await translationsSettled();
      await el.updateComplete;
      const csvHead = el.toCSV().split('\r\n')[0]!;
      const svg = await el.toSVG();
      await tableTimes(el);
      const seen = [text(el.shadowRoot!.querySelector('[part="base"]')), csvHead, svg];
      for (const name of english) {
        for (const shown of seen) expect(shown, `${lang}: ${name}`).not.to.contain(name);
      }
    });
  }
});
