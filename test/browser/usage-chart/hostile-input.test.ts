// <usage-chart> with hostile `data`: absurd numbers and dates are gaps (never NaN or Infinity
// on screen), long names are drawn bounded (the CSV keeps them whole), and thousands of series
// render with bounded work (what is drawn). How long that takes is a figure of the bench
// (`npm run bench`), not a bound of a test.
import { expect, fixture, html } from '@open-wc/testing';
import { MAX_TEXT } from '../../../src/internal/text.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import { watchErrors } from '../../support/fuzz.js';
import { largeUsage } from '../../support/large-inputs.js';

const D = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);

const $ = (el: UsageChart, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: UsageChart, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];

/** Every attribute value and text of the shadow root, and the CSV. */
async function everything(el: UsageChart): Promise<string> {
  const parts: string[] = [el.shadowRoot!.textContent ?? '', el.toCSV()];
  for (const node of el.shadowRoot!.querySelectorAll('*')) {
    for (const a of node.attributes) parts.push(a.value);
  }
  return parts.join('\n');
}

async function show(data: unknown, view: 'chart' | 'table' = 'chart'): Promise<UsageChart> {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: 640px"
      view=${view}
      .data=${data as never}
    ></usage-chart>`,
  );
  await el.updateComplete;
  return el;
}

describe('<usage-chart> with hostile data', () => {
  it('leaves out negative and absurd values and times: no NaN or Infinity anywhere', async () => {
    // Numbers, as the service's check lets through, of which only some can be drawn.
    const bad = [1e308, -1, -1e308, Number.MAX_VALUE];
    const points = [
      ...bad.map((v, i) => ({ t: t0 + i * D, v })),
      { t: t0 + 20 * D, v: 5 },
      { t: t0 + 21 * D, v: 7 },
      { t: 1e300, v: 3 },
      { t: -8.64e15, v: 3 },
      { t: t0 + 22 * D, v: { a: -1, b: 1e300, c: 2, ['__proto__']: 4 } },
    ];
    for (const view of ['chart', 'table'] as const) {
      const { value: el, errors } = await watchErrors(() =>
        show(
          {
            series: {
              records: points,
              max_qps: points,
              data_size: points,
              avg_used_search_capacity: points,
            },
            startDate: 'not a date',
            endDate: 8.64e20,
            granularity: 'monthly',
          },
          view,
        ),
      );
      expect(errors).to.deep.equal([]);
      const all = await everything(el);
      expect(all).to.not.match(/NaN|Infinity/);
      if (view === 'chart') {
        expect(el.getAttribute('view')).to.equal('chart');
        expect($$(el, 'path.s').length).to.be.greaterThan(0);
        const plot = $(el, '[part="plot"]')!;
        // Only the three valid times are stops of the crosshair.
        expect(plot.getAttribute('aria-valuemax')).to.equal('2');
      } else {
        expect($$(el, 'tbody tr')).to.have.length(3);
      }
      // A server named `__proto__` is skipped, as in the service's answer: never a prototype.
      expect($$(el, '[part~="legend-item"]').map((b) => b.textContent!.trim())).to.not.include(
        'Peak queries per second (__proto__)',
      );
    }
  });

  it('shows data that is not a result as the error, naming the field, without throwing', async () => {
    for (const [data, field] of [
      [42, '(root)'],
      ['usage', '(root)'],
      [[], '(root)'],
      [{ series: 'x' }, 'series'],
      [{ series: { records: 'x' } }, 'series.records'],
      [{ series: { records: [{ t: t0, v: NaN }] } }, 'series.records[0].v'],
      [{ series: { records: [{ t: '2026-01-01', v: 3 }] } }, 'series.records[0].t'],
      [{ series: { records: [null] } }, 'series.records[0]'],
    ] as const) {
      const { value: el, errors } = await watchErrors(() => show(data));
      expect(errors).to.deep.equal([]);
      const alert = $(el, '[part="error"][role="alert"]');
      expect(alert, JSON.stringify(data)).to.not.equal(null);
      expect(alert!.textContent).to.contain(`${field}:`);
      expect(await everything(el)).to.not.match(/NaN|Infinity/);
    }
  });

  it('draws long server and metric names bounded, and keeps them whole in the CSV', async () => {
    const server = `server-${'x'.repeat(100_000)}`;
    const metric = `metric_${'m'.repeat(100_000)}`;
    const el = await show({
      series: {
        max_qps: [
          { t: t0, v: { [server]: 1 } },
          { t: t0 + D, v: { [server]: 2 } },
        ],
        [metric]: [{ t: t0, v: 1 }],
      },
      startDate: new Date(t0).toISOString(),
      endDate: new Date(t0 + D).toISOString(),
      granularity: 'daily',
    });
    for (const item of $$(el, '[part~="legend-item"]')) {
      expect(item.textContent!.length).to.be.below(2 * MAX_TEXT + 20);
      // Cut by the box too (the name inside the button, which is a flex box).
      const name = item.querySelector('bdi')!;
      expect(name.scrollWidth).to.be.greaterThan(name.clientWidth);
      expect(item.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right);
    }
    expect(el.scrollWidth).to.be.at.most(640);
    expect(el.shadowRoot!.textContent!.length).to.be.below(10_000);
    const csv = el.toCSV();
    expect(csv).to.contain(server);
    expect(csv).to.contain(`Metric ${'m'.repeat(100_000)}`);
    el.view = 'table';
    await el.updateComplete;
    for (const th of $$(el, 'thead th'))
      expect(th.textContent!.length).to.be.below(2 * MAX_TEXT + 20);
    expect(el.scrollWidth).to.be.at.most(640);
  });

  it('renders 2,000 keyed series of 30 points with bounded work: 50 lines, 100 legend items', async () => {
    const { value: el, errors } = await watchErrors(() => show(largeUsage()));
    expect(errors).to.deep.equal([]);
    // The first 50 are drawn; the legend lists 100, and all of them a click away.
    expect($$(el, '[part~="legend-item"]')).to.have.length(100);
    const more = $(el, '[part="legend-more"]')!;
    expect(more.textContent!.trim()).to.equal('Show all 2,000 series');
    more.click();
    await el.updateComplete;
    const legend = $$(el, '[part~="legend-item"]');
    expect(legend).to.have.length(2_000);
    expect($(el, '[part="legend-more"]')).to.equal(null);
    expect(legend.filter((b) => b.getAttribute('aria-pressed') === 'true')).to.have.length(50);
    expect($$(el, 'path.s')).to.have.length(50);
    legend[1_999]!.click();
    await el.updateComplete;
    expect(legend[1_999]!.getAttribute('aria-pressed')).to.equal('true');
    expect($$(el, 'path.s')).to.have.length(51);
    expect(el.toCSV().split('\r\n')[0]).to.contain('Peak queries per second (server-1999)');
  });
});
