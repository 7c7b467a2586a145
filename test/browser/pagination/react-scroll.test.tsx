// The React component's scroll option: `scrollTarget` (the element's property) and `scrollTo`
// (InstantSearch.js's name) are both typed props; `scrollTo` sets `scrollTarget` and never
// replaces the element's own `scrollTo()` method.
import { expect } from '@open-wc/testing';
import { SearchPagination } from '../../../src/react/index.js';
import type { SearchPagination as SearchPaginationElement } from '../../../src/pagination/index.js';
import { mount, unmountAll, user } from '../frameworks/react-harness.js';

afterEach(unmountAll);

const element = (container: HTMLElement) =>
  container.querySelector<SearchPaginationElement>('search-pagination')!;

describe('<SearchPagination> scroll props', () => {
  let target: HTMLElement;
  beforeEach(() => {
    target = document.createElement('div');
    target.id = 'react-scroll-target';
    target.style.cssText = 'height: 3000px; margin-top: 700px';
    document.body.append(target);
  });
  afterEach(() => {
    target.remove();
    window.scrollTo(0, 0);
  });

  it('scrollTo={false} sets scrollTarget false: no scrolling, and scrollTo() stays a method', async () => {
    const { container } = await mount(
      <SearchPagination nbPages={5} urlSync={false} scrollTo={false} />,
    );
    const el = element(container);
    await el.updateComplete;
    expect(el.scrollTarget).to.equal(false);
    expect(Object.hasOwn(el, 'scrollTo')).to.equal(false);
    expect(typeof el.scrollTo).to.equal('function');
    window.scrollTo(0, 2500);
    await user(() => el.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!.click());
    expect(el.currentPage).to.equal(1);
    expect(Math.round(window.scrollY)).to.equal(2500);
  });

  it('scrollTo="#id" scrolls to that element; scrollTarget wins when both are given', async () => {
    const handle = await mount(
      <SearchPagination nbPages={5} urlSync={false} scrollTo="#react-scroll-target" />,
    );
    const el = element(handle.container);
    expect(el.scrollTarget).to.equal('#react-scroll-target');
    window.scrollTo(0, 2500);
    await user(() => el.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!.click());
    expect(Math.round(window.scrollY)).to.equal(
      Math.round(target.getBoundingClientRect().top + window.scrollY),
    );
    await handle.render(
      <SearchPagination
        nbPages={5}
        urlSync={false}
        scrollTo="#react-scroll-target"
        scrollTarget={false}
      />,
    );
    expect(el.scrollTarget).to.equal(false);
  });

  it('without either prop, the element keeps its default (the body)', async () => {
    const { container } = await mount(<SearchPagination nbPages={5} urlSync={false} />);
    expect(element(container).scrollTarget).to.equal('body');
  });
});
