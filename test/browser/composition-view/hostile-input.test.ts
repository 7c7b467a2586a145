// <composition-view> with hostile compositions: deep nesting, huge strings, long tokens and
// thousands of entries are drawn bounded, say what they left out, and never throw.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import '../../../src/composition-view/define.js';
import { MAX_FEEDS, MAX_ROWS } from '../../../src/composition-view/model.js';
import { MAX_JSON, MAX_TEXT } from '../../../src/internal/text.js';
import { watchErrors } from '../../support/fuzz.js';
import { largeComposition } from '../../support/large-inputs.js';

const $ = (el: CompositionView, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: CompositionView, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];

/** `[[[…0…]]]`, `depth` levels, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

const show = (composition: unknown, width = 480) =>
  fixture<CompositionView>(
    html`<composition-view
      style="width: ${width}px"
      .composition=${composition as never}
    ></composition-view>`,
  );

const openJson = async (el: CompositionView) => {
  $(el, '[data-tab="json"]')!.click();
  await el.updateComplete;
};

describe('<composition-view> with hostile data', () => {
  const deep = nested(100_000);
  const composition = {
    objectID: 'deep',
    name: 'Deep',
    behavior: {
      injection: {
        main: {
          source: {
            search: {
              index: 'products',
              params: { deep, filters: 'brand:a', renderingContent: { redirect: { url: deep } } },
            },
          },
        },
        injectedItems: [
          {
            key: 'k',
            source: { search: { index: 'promos', params: { deep } } },
            position: 1,
            length: 1,
            metadata: { hits: { extra: { deep } } },
          },
        ],
      },
    },
    sortingStrategy: { newest: 'products_newest' },
    deep,
  };

  it('renders a value nested 100,000 levels deep without an error, in both views', async () => {
    const { value: el, errors } = await watchErrors(async () => {
      const el = await show(composition);
      await openJson(el);
      return el;
    });
    expect(errors).to.deep.equal([]);
    expect($(el, 'h2')!.textContent).to.contain('Deep');
    // Inline values are cut at a few levels, with an ellipsis.
    expect($(el, '[part="readable"]')!.textContent!.length).to.be.below(50_000);
    const json = $(el, '[part="json"]')!.textContent!;
    expect(json.length).to.be.at.most(MAX_JSON + 1);
    expect(json).to.contain('{…}');
    expect($(el, '[part="json-truncated"]')!.textContent).to.contain('… truncated');
    await expect(el).to.be.accessible();
  });

  it('copies the bounded text when the JSON cannot be written whole, and all of it when it can', async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    try {
      const el = await show(composition);
      await openJson(el);
      $(el, '[part="copy"]')!.click();
      await waitUntil(() => copied !== '', 'nothing copied');
      expect(copied.startsWith('{\n  "objectID": "deep"')).to.equal(true);
      expect(copied.length).to.be.at.most(MAX_JSON + 1);

      const long = {
        objectID: 'long',
        name: 'Long',
        description: 'd'.repeat(MAX_JSON * 2),
        behavior: { injection: { main: { source: { search: { index: 'products' } } } } },
      };
      el.composition = long;
      await el.updateComplete;
      expect($(el, '[part="json-truncated"]')).to.not.equal(null);
      const before = copied;
      $(el, '[part="copy"]')!.click();
      await waitUntil(() => copied !== before, 'nothing copied');
      expect(copied).to.equal(JSON.stringify(long, null, 2));
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it("shows a composition of the wrong shape as the error, naming the field, as the service's", async () => {
    const el = await show({ ...composition, behavior: { injection: { main: 'nope' } } });
    const alert = $(el, '[part="error"][role="alert"]')!;
    expect(alert.textContent).to.contain('behavior');
    expect(alert.textContent).to.contain('The service sent an unexpected answer');
    expect($(el, '[part="retry"]')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('draws every service string bounded, with the longer text in a title', async () => {
    const huge = (c: string) => c.repeat(1_000_000);
    const el = await show({
      objectID: huge('i'),
      name: huge('n'),
      description: huge('d'),
      behavior: {
        multifeed: {
          feeds: {
            [huge('f')]: {
              injection: {
                main: { source: { search: { index: huge('x'), params: { query: huge('q') } } } },
                injectedItems: [
                  {
                    key: huge('k'),
                    source: { search: { index: huge('x') } },
                    position: 0,
                    length: 1,
                  },
                ],
              },
            },
          },
          feedsOrder: [huge('f')],
        },
      },
      sortingStrategy: { [huge('l')]: huge('s') },
    });
    const clipped = $$(el, '[data-clipped]');
    expect(clipped.length).to.be.at.least(7);
    for (const span of clipped) {
      expect(span.textContent!.length).to.be.at.most(1_000);
      expect(span.title.length).to.be.at.most(2_000);
    }
    expect($(el, 'h2 [data-clipped]')!.textContent!.length).to.equal(MAX_TEXT);
    // The sentences naming a feed or an item carry a cut name.
    expect($(el, '.feed')!.querySelector('h4')!.textContent!.length).to.be.below(MAX_TEXT + 20);
    expect($(el, '.item-name')!.textContent!.length).to.be.below(MAX_TEXT + 20);
    // Nothing draws more than a few kilobytes of text from megabytes of data.
    expect(el.shadowRoot!.textContent!.length).to.be.below(30_000);
    // Long single tokens wrap or are cut: the element is not wider than its box.
    expect(el.scrollWidth).to.be.at.most(480);
    for (const node of $$(el, 'dl, header, section')) {
      expect(node.scrollWidth, node.className).to.be.at.most(node.clientWidth + 1);
    }
    await expect(el).to.be.accessible();
  });

  it('draws thousands of items, feeds, parameters and warnings as the first few and a count', async () => {
    const { value: el, errors } = await watchErrors(() => show(largeComposition()));
    expect(errors).to.deep.equal([]);
    // How long this takes is a figure of the bench (`npm run bench`); the bounded work is
    // asserted on what is drawn.
    expect($$(el, '.items')[0]!.children).to.have.length(MAX_ROWS);
    expect($$(el, '.feed')).to.have.length(MAX_FEEDS);
    expect($$(el, '.sorting tbody tr')).to.have.length(MAX_ROWS);
    expect($$(el, '[part="warnings"] li')).to.have.length(MAX_ROWS);
    const notes = $$(el, '.more').map((n) => n.textContent!.trim());
    const note = (n: number) =>
      `… and ${n.toLocaleString('en-US')} more, not shown here (the JSON tab has them all).`;
    expect(notes).to.include(note(10_000 - MAX_ROWS)); // injected items
    expect(notes).to.include(note(5_000 - MAX_ROWS)); // parameters, facets, sorting
    expect(notes).to.include(note(5_000 - MAX_FEEDS)); // feeds
  });
});
