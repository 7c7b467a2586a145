// A page without a bundler that shows only the pagination, from the CDN build (dist/cdn/): in
// another language it shows English until it also loads `translations.js`, as the README says,
// and then its language (the two files share the hook through a chunk of the build). A file of
// its own, so that no other CDN entry has loaded the translations' loader on this page.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';

type Module = Record<string, unknown>;
// Runtime paths, so the test runner serves the built files instead of resolving sources.
const load = (entry: string) =>
  import(/* @vite-ignore */ `/dist/cdn/${entry}.js`) as Promise<Module>;

const nextLabel = (el: Element) =>
  el
    .querySelector('.ais-Pagination-item--nextPage .ais-Pagination-link')
    ?.getAttribute('aria-label');

describe('dist/cdn/: the pagination in another language', () => {
  it('shows English with pagination.js alone, its language once translations.js is loaded', async () => {
    await load('pagination');
    const wrapper = await fixture<HTMLElement>(html`
      <div lang="fr">
        <search-pagination nb-pages="5" scroll-to="false"></search-pagination>
      </div>
    `);
    const pagination = wrapper.querySelector('search-pagination')!;
    await (pagination as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(nextLabel(pagination)).to.equal('Next Page');

    await load('translations');
    await waitUntil(() => nextLabel(pagination) === 'Page suivante', 'the pagination in French');
  });
});
