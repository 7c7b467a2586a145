// Right to left (issue #20) in the layout of <composition-view>, <secret-key-list> and the page
// links: under `dir="rtl"` on a wrapper, the composition's item stripes and warning bar sit on
// the inline-start side (the right), the key list's first column is on the right, and the
// "previous" link is right of "next". Real emulator data; LTR counterparts alongside.
import { engine } from '../../support/engine.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import '../../../src/composition-view/define.js';
import type { SearchPagination } from '../../../src/pagination/index.js';
import '../../../src/pagination/define.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import '../../../src/secret-key-list/define.js';
import { makeStore, uniqueAppId } from '../../support/emulator.js';

type Dir = 'rtl' | 'ltr';
const box = (node: Element) => node.getBoundingClientRect();
const centre = (node: Element) => box(node).left + box(node).width / 2;
const px = (node: Element, property: string) =>
  parseFloat(getComputedStyle(node).getPropertyValue(property));

async function composition(id: string, dir: Dir): Promise<CompositionView> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div dir=${dir} style="width: 700px">
      <composition-view composition-id=${id} .store=${makeStore()}></composition-view>
    </div>`,
  );
  const el = wrapper.querySelector('composition-view')!;
  await waitUntil(
    () => el.shadowRoot!.querySelector('h2') && !el.shadowRoot!.querySelector('[part="loading"]'),
    `"${id}" did not load`,
    { timeout: 8000 },
  );
  await el.updateComplete;
  return el;
}

async function keyList(dir: Dir): Promise<SecretKeyList> {
  const wrapper = await fixture<HTMLDivElement>(
    // Wide enough for the table (below 64rem the keys are cards).
    html`<div dir=${dir} style="width: 1200px">
      <secret-key-list page="1" limit="10" .store=${makeStore({ appId: uniqueAppId() })}>
      </secret-key-list>
    </div>`,
  );
  const el = wrapper.querySelector('secret-key-list')!;
  await waitUntil(
    () => el.shadowRoot!.querySelector('tbody tr:not(.skeleton) th') !== null,
    'the keys did not load',
    { timeout: 8000 },
  );
  await el.updateComplete;
  return el;
}

/** The bar of `node` (its inline-start border) is on the `side` of its content. */
function barOn(node: Element, content: Element, side: 'left' | 'right', width: number) {
  const other = side === 'left' ? 'right' : 'left';
  expect(px(node, `border-${side}-width`), `border-${side}`).to.equal(width);
  expect(px(node, `border-${other}-width`), `border-${other}`).to.be.below(width);
  const outer = box(node);
  const inner = box(content);
  const gap = side === 'right' ? outer.right - inner.right : inner.left - outer.left;
  expect(gap, 'the bar and the padding before the content').to.be.at.least(width);
}

for (const dir of ['rtl', 'ltr'] as const) {
  const start = dir === 'rtl' ? 'right' : 'left';

  describe(`layout in ${dir}`, function () {
    this.timeout(20_000);

    it(`<composition-view>: item stripes sit on the ${start}`, async () => {
      const el = await composition('injection-one', dir);
      await expect(el).to.be.accessible();
      const item = el.shadowRoot!.querySelector('.items > li')!;
      barOn(item, item.querySelector('.item-title')!, start, 6);
      // The swatch letter comes first in reading order: at the start side of the title.
      const swatch = item.querySelector('.swatch')!;
      const name = item.querySelector('.item-name')!;
      if (dir === 'rtl') expect(centre(swatch)).to.be.greaterThan(centre(name));
      else expect(centre(swatch)).to.be.lessThan(centre(name));
    });

    it(`<composition-view>: the warning bar sits on the ${start}`, async () => {
      const el = await composition('rule-breaker', dir);
      await expect(el).to.be.accessible();
      const warnings = el.shadowRoot!.querySelector('[part="warnings"]')!;
      barOn(warnings, warnings.querySelector('li')!, start, 4);
    });

    it(`<secret-key-list>: the first column is on the ${start}`, async () => {
      const el = await keyList(dir);
      await expect(el).to.be.accessible();
      const head = [...el.shadowRoot!.querySelectorAll('thead th')];
      expect(head.length).to.be.greaterThan(2);
      const [first, second] = [centre(head[0]!), centre(head[1]!)];
      if (dir === 'rtl') expect(first).to.be.greaterThan(second);
      else expect(first).to.be.lessThan(second);
      const row = el.shadowRoot!.querySelector('tbody tr:not(.skeleton)')!;
      const table = box(el.shadowRoot!.querySelector('table')!);
      const name = box(row.querySelector('th')!);
      // The key name cell touches the table's start edge.
      if (dir === 'rtl') expect(table.right - name.right).to.be.below(2);
      else expect(name.left - table.left).to.be.below(2);
    });

    it(`the key list's page links: "previous" is ${dir === 'rtl' ? 'right' : 'left'} of "next"`, async () => {
      const el = await keyList(dir);
      const nav = el.shadowRoot!.querySelector('nav')!;
      const link = (label: string) => nav.querySelector(`[aria-label="${label}"]`)!;
      const [previous, next] = [centre(link('Previous Page')), centre(link('Next Page'))];
      if (dir === 'rtl') expect(previous).to.be.greaterThan(next);
      else expect(previous).to.be.lessThan(next);
      const [first, last] = [
        centre(link('First Page')),
        centre(nav.querySelector('[aria-label^="Last Page"]')!),
      ];
      if (dir === 'rtl') expect(first).to.be.greaterThan(last);
      else expect(first).to.be.lessThan(last);
    });

    it(`<search-pagination>: "previous" is ${dir === 'rtl' ? 'right' : 'left'} of "next", its arrows pointing outwards`, async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir=${dir}>
          <search-pagination page="2" nb-pages="5" nb-hits="47"></search-pagination>
        </div>`,
      );
      const el = wrapper.querySelector<SearchPagination>('search-pagination')!;
      await el.updateComplete;
      await expect(wrapper).to.be.accessible();
      const link = (label: string) =>
        el.querySelector<HTMLElement>(`.ais-Pagination-link[aria-label="${label}"]`)!;
      const previous = link('Previous Page');
      const next = link('Next Page');
      if (dir === 'rtl') expect(centre(previous)).to.be.greaterThan(centre(next));
      else expect(centre(previous)).to.be.lessThan(centre(next));
      // ‹ › « » are mirrored glyphs (Unicode Bidi_Mirrored): drawn in the link's direction,
      // "previous" points to the start side and "next" to the end side: outwards.
      expect(getComputedStyle(previous).direction).to.equal(dir);
      const start = dir === 'rtl' ? 'right' : 'left';
      const end = dir === 'rtl' ? 'left' : 'right';
      // Firefox's canvas does not mirror a lone chevron drawn right to left (its page does):
      // the drawing proves the glyph only where the canvas follows the bidi algorithm.
      if (engine !== 'firefox') {
        expect(pointing(previous, dir)).to.equal(start);
        expect(pointing(next, dir)).to.equal(end);
      }
    });
  });
}

/**
 * Where the chevron of `link` points, drawn in direction `dir` on a canvas: its tip is the ink
 * nearest a side on the middle row (engines antialias differently; the tip's side does not).
 */
function pointing(link: HTMLElement, dir: Dir): 'left' | 'right' {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 40;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.direction = dir;
  context.font = '32px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(link.textContent!.trim(), 20, 20);
  const ink = (y: number) => {
    const row = context.getImageData(0, y, 40, 1).data;
    const xs = [...Array(40).keys()].filter((x) => row[x * 4 + 3]! > 64);
    return { min: Math.min(...xs), max: Math.max(...xs) };
  };
  // The rows with ink; the middle one holds the tip, the top one the ends of the arms.
  const rows = [...Array(40).keys()].filter((y) => Number.isFinite(ink(y).min));
  const top = ink(rows[0]!);
  const middle = ink(rows[Math.floor(rows.length / 2)]!);
  return middle.min < top.min ? 'left' : 'right';
}
