// Attribute types that tell the truth: every boolean option of <search-pagination> follows
// HTML's rule (present is on, absent is off, off by default), so a Lit binding
// `?attr=${false}` — what the manifest's `boolean` type suggests — and the property `false` both
// leave the option off, and `true` turns it on. And the scroll option has one name per API:
// property `scrollTarget`, attribute `scroll-target`, with `scroll-to` an alias attribute
// (InstantSearch.js's name, which a property cannot take: `Element.prototype.scrollTo()`).
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { Store } from '../../../src/store/index.js';
import { SearchPagination } from '../../../src/pagination/index.js';

const kinds = ['first', 'previous', 'next', 'last'] as const;
const present = (el: Element) =>
  kinds.filter((kind) => el.querySelector(`.ais-Pagination-item--${kind}Page`));
const tick = () => new Promise((resolve) => setTimeout(resolve));

async function render(template: TemplateResult): Promise<SearchPagination> {
  const el = fixtureSync<SearchPagination>(template);
  await el.updateComplete;
  return el;
}

describe('<search-pagination> boolean options follow HTML’s rule', () => {
  const hide = {
    first: (on: boolean) =>
      html`<search-pagination nb-pages="5" page="2" ?hide-first=${on}></search-pagination>`,
    previous: (on: boolean) =>
      html`<search-pagination nb-pages="5" page="2" ?hide-previous=${on}></search-pagination>`,
    next: (on: boolean) =>
      html`<search-pagination nb-pages="5" page="2" ?hide-next=${on}></search-pagination>`,
    last: (on: boolean) =>
      html`<search-pagination nb-pages="5" page="2" ?hide-last=${on}></search-pagination>`,
  };
  const property = {
    first: 'hideFirst',
    previous: 'hidePrevious',
    next: 'hideNext',
    last: 'hideLast',
  } as const;
  const alias = {
    first: 'showFirst',
    previous: 'showPrevious',
    next: 'showNext',
    last: 'showLast',
  } as const;

  for (const kind of kinds) {
    const others = kinds.filter((k) => k !== kind);

    it(`hide-${kind}: ?hide-${kind}=\${false} shows the control, \${true} removes it`, async () => {
      const off = await render(hide[kind](false));
      expect(off.hasAttribute(`hide-${kind}`)).to.equal(false);
      expect(off[property[kind]]).to.equal(false);
      expect(present(off)).to.deep.equal([...kinds]);
      const on = await render(hide[kind](true));
      expect(on.getAttribute(`hide-${kind}`)).to.equal('');
      expect(on[property[kind]]).to.equal(true);
      expect(present(on)).to.deep.equal(others);
      await expect(on).to.be.accessible();
    });

    it(`hide-${kind}: the property ${property[kind]} false shows it, and ${alias[kind]} false removes it`, async () => {
      const el = await render(hide[kind](true));
      el[property[kind]] = false;
      await el.updateComplete;
      expect(present(el)).to.deep.equal([...kinds]);
      expect(el[alias[kind]]).to.equal(true);
      el[alias[kind]] = false;
      await el.updateComplete;
      expect(el[property[kind]]).to.equal(true);
      expect(present(el)).to.deep.equal(others);
      el[alias[kind]] = true;
      await el.updateComplete;
      expect(present(el)).to.deep.equal([...kinds]);
    });
  }

  it('format-numbers: ?format-numbers=${false} and the property false leave numbers plain', async () => {
    const numbers = (on: boolean) => html`
      <search-pagination
        nb-pages="2000"
        page="1499"
        padding="0"
        ?format-numbers=${on}
      ></search-pagination>
    `;
    const selected = (el: Element) => el.querySelector('[aria-current="page"]')!;
    const off = await render(numbers(false));
    expect(off.formatNumbers).to.equal(false);
    expect(selected(off).textContent).to.equal('1500');
    expect(off.querySelector('[aria-label="Last Page, Page 2000"]')).to.exist;
    const on = await render(numbers(true));
    expect(on.formatNumbers).to.equal(true);
    expect(selected(on).textContent).to.equal('1,500');
    on.formatNumbers = false;
    await on.updateComplete;
    expect(selected(on).textContent).to.equal('1500');
  });

  describe('no-url-sync', () => {
    const start = location.href;
    afterEach(() => history.replaceState(null, '', start));

    const onStore = (on: boolean) => {
      const store = new Store({ search: { page: 0, nbHits: 200, nbPages: 10 } });
      return {
        store,
        template: html`<search-pagination
          .store=${store}
          ?no-url-sync=${on}
          scroll-target="false"
        ></search-pagination>`,
      };
    };
    const next = (el: Element) =>
      el.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!;

    it('?no-url-sync=${false} keeps the page in the URL, ${true} leaves the URL alone', async () => {
      const synced = onStore(false);
      const el = await render(synced.template);
      expect(el.noUrlSync).to.equal(false);
      expect(el.urlSync).to.equal(true);
      next(el).click();
      expect(synced.store.search.page).to.equal(1);
      expect(new URL(location.href).searchParams.get('page')).to.equal('2');
      history.replaceState(null, '', start);
      const alone = onStore(true);
      const quiet = await render(alone.template);
      expect(quiet.noUrlSync).to.equal(true);
      next(quiet).click();
      expect(alone.store.search.page).to.equal(1);
      expect(location.href).to.equal(start);
    });

    it('the property noUrlSync false syncs the URL, and urlSync false stops it', async () => {
      const { store, template } = onStore(true);
      const el = await render(template);
      el.noUrlSync = false;
      await el.updateComplete;
      next(el).click();
      expect(store.search.page).to.equal(1);
      expect(new URL(location.href).searchParams.get('page')).to.equal('2');
      history.replaceState(null, '', start);
      el.urlSync = false;
      await el.updateComplete;
      expect(el.noUrlSync).to.equal(true);
      next(el).click();
      expect(store.search.page).to.equal(2);
      expect(location.href).to.equal(start);
    });
  });

  it('every boolean property is false by default, and only the documented ones exist', () => {
    const el = document.createElement('search-pagination');
    const observed = (SearchPagination as unknown as { observedAttributes: string[] })
      .observedAttributes;
    const booleans = [
      'hide-first',
      'hide-previous',
      'hide-next',
      'hide-last',
      'format-numbers',
      'no-url-sync',
    ];
    for (const name of booleans) expect(observed, name).to.include(name);
    for (const name of [
      'hideFirst',
      'hidePrevious',
      'hideNext',
      'hideLast',
      'formatNumbers',
      'noUrlSync',
    ] as const) {
      expect(el[name], name).to.equal(false);
    }
    // No attribute takes a "false" string for a boolean: the positive names are properties only.
    for (const name of ['show-first', 'show-previous', 'show-next', 'show-last', 'url-sync']) {
      expect(observed, name).not.to.include(name);
    }
  });
});

describe('<search-pagination> scroll option: scrollTarget, scroll-target, alias scroll-to', () => {
  let target: HTMLElement;
  beforeEach(() => {
    target = document.createElement('div');
    target.id = 'attr-scroll-target';
    target.style.cssText = 'height: 3000px; margin-top: 600px';
    document.body.append(target);
  });
  afterEach(() => {
    target.remove();
    window.scrollTo(0, 0);
  });

  /** Clicks Next from far down the page; returns where the page scrolled to. */
  async function scrolledTo(el: SearchPagination): Promise<number> {
    window.scrollTo(0, 2500);
    el.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!.click();
    await el.updateComplete;
    await tick();
    return Math.round(window.scrollY);
  }
  const targetTop = () => Math.round(target.getBoundingClientRect().top + window.scrollY);

  it('scroll-target="#id" sets scrollTarget and scrolls to it; "false" disables scrolling', async () => {
    const el = await render(
      html`<search-pagination
        nb-pages="9"
        scroll-target="#attr-scroll-target"
      ></search-pagination>`,
    );
    expect(el.scrollTarget).to.equal('#attr-scroll-target');
    expect(await scrolledTo(el)).to.equal(targetTop());
    el.setAttribute('scroll-target', 'false');
    expect(el.scrollTarget).to.equal(false);
    expect(await scrolledTo(el)).to.equal(2500);
    // Removed: back to the default, the body.
    el.removeAttribute('scroll-target');
    expect(el.scrollTarget).to.equal(true);
  });

  it('scroll-to is an alias of scroll-target (the same property)', async () => {
    const el = await render(
      html`<search-pagination nb-pages="9" scroll-to="#attr-scroll-target"></search-pagination>`,
    );
    expect(el.scrollTarget).to.equal('#attr-scroll-target');
    expect(await scrolledTo(el)).to.equal(targetTop());
    el.setAttribute('scroll-to', 'false');
    expect(el.scrollTarget).to.equal(false);
    expect(await scrolledTo(el)).to.equal(2500);
    // The property is never named scrollTo: the element's scrolling method is intact.
    expect(el.scrollTo).to.equal(Element.prototype.scrollTo);
    expect(Object.hasOwn(el, 'scrollTo')).to.equal(false);
  });

  it('the property scrollTarget takes an element, false, or true (the body)', async () => {
    const el = await render(html`<search-pagination nb-pages="9"></search-pagination>`);
    expect(el.scrollTarget).to.equal('body');
    el.scrollTarget = target;
    expect(await scrolledTo(el)).to.equal(targetTop());
    el.scrollTarget = false;
    expect(await scrolledTo(el)).to.equal(2500);
    el.scrollTarget = true;
    expect(await scrolledTo(el)).to.equal(
      Math.round(document.body.getBoundingClientRect().top + window.scrollY),
    );
  });
});

describe('boolean attributes of the other elements', () => {
  // A composition with one banner image: `no-images` links it instead of loading it.
  const composition = {
    objectID: 'b',
    name: 'Banner',
    behavior: {
      injection: {
        main: {
          source: {
            search: {
              index: 'p',
              params: {
                renderingContent: {
                  widgets: {
                    banners: [{ image: { urls: [{ url: 'https://images.example.test/b.png' }] } }],
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  type CompositionView = HTMLElement & { noImages: boolean; updateComplete: Promise<boolean> };
  const images = (el: Element) => el.shadowRoot!.querySelectorAll('img').length;

  it('<composition-view>: ?no-images=${false} and the property false load images, ${true} does not', async () => {
    await import('../../../src/composition-view/define.js');
    const view = (on: boolean) =>
      html`<composition-view .composition=${composition} ?no-images=${on}></composition-view>`;
    const off = await fixture<CompositionView>(view(false));
    await off.updateComplete;
    expect(off.noImages).to.equal(false);
    expect(images(off)).to.equal(1);
    const on = await fixture<CompositionView>(view(true));
    await on.updateComplete;
    expect(on.noImages).to.equal(true);
    expect(images(on)).to.equal(0);
    on.noImages = false;
    await on.updateComplete;
    expect(images(on)).to.equal(1);
  });
});
