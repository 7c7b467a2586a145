// <usage-chart> as a file (issue #14): the SVG and PNG downloads beside the CSV, against the
// emulator — what the SVG says (title, range, units, legend, one line per shown series, the
// element's colours), the PNG's dimensions, the buttons by pointer and by keyboard, axe in light
// and dark, a PNG the page cannot make (a strict Content-Security-Policy without `blob:`
// images, a canvas that gives no image), and a decimated year of every metric whose peak the
// table and the tooltip still show exactly.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/index.js';
import type { Store } from '../../../src/store/index.js';
import { makeStore } from '../../support/emulator.js';
import { withPageScheme } from '../../support/engine.js';

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (t: number) => new Date(t).toISOString();
const lastTenDays = { start: iso(today - 10 * DAY), end: iso(today - 1) };

const $ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) =>
  el.shadowRoot!.querySelector<T>(sel);
const $$ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(sel),
];
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function settled(el: UsageChart): Promise<void> {
  await el.updateComplete;
  await waitUntil(
    () => $(el, '[part="base"]')?.getAttribute('aria-busy') === 'false',
    'the chart did not finish loading',
    { timeout: 15_000 },
  );
  await el.updateComplete;
}

async function mount(
  statistic: string,
  attrs: { start?: string; end?: string; period?: string; layout?: string } = lastTenDays,
  width = 600,
): Promise<UsageChart> {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: ${width}px"
      .store=${makeStore()}
      statistic=${statistic}
      start-date=${attrs.start ?? ''}
      end-date=${attrs.end ?? ''}
      period=${attrs.period ?? ''}
      layout=${attrs.layout ?? 'auto'}
    ></usage-chart>`,
  );
  await settled(el);
  return el;
}

/** Parses an SVG document; fails the test on a parser error. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror'), 'SVG parser error').to.equal(null);
  expect(doc.documentElement.localName).to.equal('svg');
  return doc;
}

/** The links the element clicks to download (the downloads themselves are not started). */
async function downloads<T>(run: () => T | Promise<T>, count = 1): Promise<HTMLAnchorElement[]> {
  const original = HTMLAnchorElement.prototype.click;
  const clicked: HTMLAnchorElement[] = [];
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    clicked.push(this);
  };
  try {
    await run();
    await waitUntil(() => clicked.length >= count, 'no download started', { timeout: 10_000 });
  } finally {
    HTMLAnchorElement.prototype.click = original;
  }
  return clicked;
}

/** The range as the text alternative words it: its first sentence. */
const rangeOf = (el: UsageChart) => {
  const summary = text($(el, '[part="summary"]'));
  return summary.slice(0, summary.indexOf('daily.') + 'daily.'.length);
};

describe('<usage-chart> SVG and PNG export', function () {
  this.timeout(40_000);

  it('makes an SVG with the title, the range, the units, the legend and one line per series', async () => {
    const el = await mount('records,avg_processing_time,data_size');
    const svg = await el.toSVG();
    const doc = parse(svg);
    const root = doc.documentElement;
    const words = [...doc.querySelectorAll('text')].map((t) => t.textContent!.trim());
    const all = words.join('\n');
    expect(words[0]).to.equal('Usage statistics');
    expect(all).to.contain('Records, Average processing time, and Data size');
    expect(rangeOf(el)).to.match(/^Usage from .+, daily\.$/);
    expect(all).to.contain(rangeOf(el));
    expect(doc.querySelector('title')!.textContent).to.contain(rangeOf(el).slice(0, -1));
    // Each panel's quantity heads it; the ticks carry the unit.
    for (const unit of ['Count', 'Duration', 'Size']) expect(words).to.include(unit);
    expect(words.some((w) => /\d ms$/.test(w))).to.equal(true);
    expect(words.some((w) => /\d (B|kB|MB|GB)$/.test(w))).to.equal(true);
    // The legend: each shown series' name, in the colour of its line.
    const legend = $$(el, '[part~="legend-item"]');
    const paths = [...doc.querySelectorAll('path')];
    expect(paths).to.have.length(legend.length).and.length(3);
    legend.forEach((item, i) => {
      const name = text(item);
      expect(all).to.contain(`\u2068${name}\u2069`);
      const swatch = getComputedStyle(item.querySelector('.sw')!).backgroundColor;
      expect(paths[i]!.getAttribute('stroke'), name).to.equal(swatch);
      expect(paths[i]!.getAttribute('d')).to.equal($$(el, 'path.s')[i]!.getAttribute('d'));
    });
    // It stands alone: its own size, font and background (the element's surface colour).
    expect(Number(root.getAttribute('width'))).to.be.at.least(600);
    expect(Number(root.getAttribute('height'))).to.be.greaterThan(3 * 200);
    expect(root.getAttribute('xmlns')).to.equal('http://www.w3.org/2000/svg');
    expect(doc.querySelector('rect')!.getAttribute('fill')).to.equal('rgb(255, 255, 255)');
    // Drawn the same from the table view.
    $(el, '[part="view-toggle"]')!.click();
    await el.updateComplete;
    expect($(el, '[part="table"]')).to.exist;
    expect(parse(await el.toSVG()).querySelectorAll('path')).to.have.length(3);
  });

  it('makes a PNG at twice the size of the SVG', async () => {
    const el = await mount('records,max_qps');
    const root = parse(await el.toSVG()).documentElement;
    const png = await el.toPNG();
    expect(png.type).to.equal('image/png');
    const signature = [...new Uint8Array(await png.slice(0, 8).arrayBuffer())];
    expect(signature).to.deep.equal([137, 80, 78, 71, 13, 10, 26, 10]);
    const bitmap = await createImageBitmap(png);
    expect(bitmap.width).to.equal(2 * Number(root.getAttribute('width')));
    expect(bitmap.height).to.equal(2 * Number(root.getAttribute('height')));
    // Not blank: the lines were drawn (some pixel differs from the background).
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const data = g.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] !== data[i + 2]) coloured++;
    expect(coloured).to.be.greaterThan(500);
  });

  it('downloads the SVG and the PNG from the toolbar, named as the CSV', async () => {
    const el = await mount('records');
    const name = `usage-${el.result!.startDate.slice(0, 10)}-${el.result!.endDate.slice(0, 10)}`;
    const [csv] = await downloads(() => $(el, '[part="download"]')!.click());
    expect(csv!.download).to.equal(`${name}.csv`);
    const [svg] = await downloads(() => $(el, '[part="download-svg"]')!.click());
    expect(svg!.download).to.equal(`${name}.svg`);
    expect(svg!.href).to.match(/^blob:/);
    const svgBlob = await (await fetch(svg!.href)).blob();
    expect(svgBlob.type).to.equal('image/svg+xml');
    parse(await svgBlob.text());
    const [png] = await downloads(() => $(el, '[part="download-png"]')!.click());
    expect(png!.download).to.equal(`${name}.png`);
    const pngBlob = await (await fetch(png!.href)).blob();
    expect(pngBlob.type).to.equal('image/png');
    expect((await createImageBitmap(pngBlob)).width).to.be.greaterThan(1000);
    expect($(el, '[part~="export-error"]')).to.equal(null);
  });

  it('works from the keyboard alone, with a visible focus ring', async () => {
    const el = await mount('records');
    $(el, '[part="view-toggle"]')!.focus();
    const active = () => el.shadowRoot!.activeElement as HTMLElement;
    await sendKeys({ press: 'Tab' });
    expect(active().getAttribute('part')).to.equal('download');
    await sendKeys({ press: 'Tab' });
    expect(active().getAttribute('part')).to.equal('download-svg');
    expect(active().getAttribute('aria-label')).to.equal('Download SVG');
    expect(text(active())).to.equal('SVG');
    const ring = getComputedStyle(active());
    expect(ring.outlineStyle).to.equal('solid');
    expect(ring.zIndex).to.equal('1'); // over its neighbours' borders
    const [svg] = await downloads(() => sendKeys({ press: 'Enter' }));
    expect(svg!.download).to.match(/\.svg$/);
    await sendKeys({ press: 'Tab' });
    expect(active().getAttribute('part')).to.equal('download-png');
    const [png] = await downloads(() => sendKeys({ press: ' ' }));
    expect(png!.download).to.match(/\.png$/);
  });

  it('keeps SVG and PNG a joined pair, and every download inside a 240 px chart', async () => {
    const el = await mount('records', lastTenDays, 240);
    const [svg, png] = [...$(el, '.formats')!.querySelectorAll('button')].map((b) =>
      b.getBoundingClientRect(),
    );
    expect(Math.round(png!.top)).to.equal(Math.round(svg!.top));
    expect(png!.left - svg!.right).to.be.within(-1.5, 0.5);
    const host = el.getBoundingClientRect();
    for (const button of $$(el, '[part="toolbar"] button')) {
      const b = button.getBoundingClientRect();
      expect(b.left, button.getAttribute('part')!).to.be.at.least(host.left - 0.5);
      expect(b.right, button.getAttribute('part')!).to.be.at.most(host.right + 0.5);
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`is accessible in ${scheme}, the failure message too, and exports in ${scheme} colours`, async function () {
      const dark = scheme === 'dark';
      await withPageScheme(
        dark ? 'dark' : '',
        async () => {
          const el = await mount('records,max_qps');
          await expect(el).to.be.accessible();
          const svg = parse(await el.toSVG());
          expect(svg.querySelector('rect')!.getAttribute('fill')).to.equal(
            scheme === 'dark' ? 'rgb(24, 27, 34)' : 'rgb(255, 255, 255)',
          );
          expect(svg.documentElement.getAttribute('fill')).to.equal(getComputedStyle(el).color);
          // A canvas that gives no image (as a tainted one): a message, no exception.
          const original = HTMLCanvasElement.prototype.toBlob;
          HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
            callback(null);
          };
          try {
            await el.downloadImage('png');
          } finally {
            HTMLCanvasElement.prototype.toBlob = original;
          }
          await el.updateComplete;
          const message = $(el, '[part~="export-error"]')!;
          expect(message.getAttribute('role')).to.equal('alert');
          expect(text(message)).to.equal(
            'The PNG image could not be made on this page (it may block generated images). Try another format.',
          );
          await expect(el).to.be.accessible();
          // The next export clears it.
          await downloads(() => el.downloadImage('svg'));
          await el.updateComplete;
          expect($(el, '[part~="export-error"]')).to.equal(null);
        },
        { background: dark ? '#181b22' : '' },
      );
    });
  }

  it('disables the image downloads and rejects toSVG() when every series is hidden', async () => {
    const el = await mount('records');
    $(el, '[part~="legend-item"]')!.click();
    await el.updateComplete;
    expect($<HTMLButtonElement>(el, '[part="download-svg"]')!.disabled).to.equal(true);
    expect($<HTMLButtonElement>(el, '[part="download-png"]')!.disabled).to.equal(true);
    let error: unknown;
    await el.toSVG().catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(Error);
  });

  it('decimates a year of every metric, and the table and tooltip keep the true peak', async () => {
    // 365 daily points in a plot about 60 px wide: more than four a pixel column, so the path
    // leaves points out (up to four a column are all drawn).
    // (One detailed chart of every metric: `*` would show small multiples by default.)
    const el = await mount('*', { period: 'year', layout: 'single' }, 120);
    expect(el.result!.granularity).to.equal('daily');
    // The first series: its exact values (the CSV's second column).
    const rows = el
      .toCSV()
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(','));
    const values = rows.map((r) => (r[1] === '' ? -Infinity : Number(r[1])));
    expect(values.length).to.be.greaterThan(300);
    const peak = Math.max(...values);
    const at = values.indexOf(peak);
    // The line is drawn with fewer points than it has, its peak among them.
    const path = $$(el, 'path.s')[0]!.getAttribute('d')!;
    const drawn = path.match(/[ML]/g)!.length;
    expect(drawn).to.be.lessThan(values.filter((v) => v > -Infinity).length);
    const ys = [...path.matchAll(/[ML][\d.-]+ ([\d.-]+)/g)].map((m) => Number(m[1]));
    // Move the crosshair to the peak from the keyboard (Page Up jumps a tenth).
    const plot = $(el, '[part="plot"]')!;
    plot.focus();
    await sendKeys({ press: 'Home' });
    const now = () => Number(plot.getAttribute('aria-valuenow'));
    const page = Math.round(rows.length / 10);
    while (now() < at) {
      plot.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: at - now() >= page ? 'PageUp' : 'ArrowRight',
          bubbles: true,
          composed: true,
        }),
      );
      await el.updateComplete;
    }
    expect(now()).to.equal(at);
    // The crosshair's dot of the first series sits at the path's highest point.
    const dot = $(el, '[part="panel"] circle.dot.c0')!;
    expect(Math.min(...ys)).to.be.closeTo(Number(dot.getAttribute('cy')), 0.06);
    const formatted = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(peak);
    const tip = $(el, '[part="tooltip"] p.c0')!;
    const label = text($(el, '[part~="legend-item"]'));
    expect(text(tip)).to.contain(label);
    expect(text(tip)).to.match(new RegExp(`${formatted.replace(/[.]/g, '\\.')}\\b`));
    // The table: the peak's row shows the exact value.
    $(el, '[part="view-toggle"]')!.click();
    await el.updateComplete;
    const cells = $$(el, '[part="table"] tbody tr').map((r) => text(r.children[1]!));
    expect(cells[at]).to.equal(formatted);
  });
});

describe('<usage-chart> export under a strict Content-Security-Policy', function () {
  this.timeout(40_000);
  let frame: HTMLIFrameElement;

  afterEach(() => frame?.remove());

  it('makes the SVG, and says so when the PNG is refused (no blob: images)', async () => {
    frame = document.createElement('iframe');
    frame.title = 'strict page';
    frame.width = '800';
    frame.height = '600';
    const loaded = new Promise((resolve) =>
      frame.addEventListener('load', resolve, { once: true }),
    );
    frame.src = '/test/browser/csp/strict.html';
    document.body.append(frame);
    await loaded;
    type Page = {
      violations: { directive: string }[];
      ready: Promise<[unknown, { makeStore: () => Store }]>;
    };
    await waitUntil(() => (frame.contentWindow as { cspPage?: unknown }).cspPage, 'the page');
    const page = (frame.contentWindow as unknown as { cspPage: Page }).cspPage;
    const [, emulator] = await page.ready;
    const doc = frame.contentDocument!;
    const el = doc.createElement('usage-chart') as UsageChart;
    el.store = emulator.makeStore();
    el.setAttribute('lang', 'en-US');
    el.setAttribute('statistic', 'records');
    el.setAttribute('start-date', lastTenDays.start);
    el.setAttribute('end-date', lastTenDays.end);
    doc.body.append(el);
    await settled(el);
    parse(await el.toSVG());
    expect(page.violations).to.deep.equal([]);
    // The PNG: the policy's `img-src` ('self') refuses the SVG's blob: URL.
    el.shadowRoot!.querySelector<HTMLElement>('[part="download-png"]')!.click();
    await waitUntil(() => $(el, '[part~="export-error"]'), 'no message', { timeout: 10_000 });
    expect($(el, '[part~="export-error"]')!.getAttribute('role')).to.equal('alert');
    expect(text($(el, '[part~="export-error"]'))).to.contain('The PNG image could not be made');
    // (The violation's report is a task of its own: Firefox may queue it after the image's error.)
    await waitUntil(() => page.violations.length > 0, 'no violation reported');
    expect(page.violations.map((v) => v.directive)).to.deep.equal(['img-src']);
  });
});

describe('<usage-chart> text alternative', () => {
  it('is worded once per drawing, not on every crosshair move', async () => {
    const el = await mount('records,max_qps');
    let worded = 0;
    el.strings = {
      summary: (range, granularity) => {
        worded++;
        return `From ${range}, ${granularity}.`;
      },
    };
    await el.updateComplete;
    expect(worded).to.equal(1);
    expect(text($(el, '[part="summary"]'))).to.match(/^From .+, daily\. Records: min/);
    const plot = $(el, '[part="plot"]')!;
    plot.focus();
    for (const key of ['Home', 'ArrowRight', 'ArrowRight', 'End', 'ArrowLeft']) {
      plot.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
      await el.updateComplete;
    }
    expect(Number(plot.getAttribute('aria-valuenow'))).to.equal(8);
    expect(worded).to.equal(1);
    // New strings, or another set of series: worded again.
    el.strings = { ...el.strings, daily: 'day by day' };
    await el.updateComplete;
    expect(worded).to.equal(2);
    expect(text($(el, '[part="summary"]'))).to.contain('day by day.');
    $(el, '[part~="legend-item"]')!.click();
    await el.updateComplete;
    expect(worded).to.equal(3);
    expect(text($(el, '[part="summary"]'))).not.to.contain('Records:');
  });
});
