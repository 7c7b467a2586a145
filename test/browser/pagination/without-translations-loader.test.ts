// A page whose only element is <search-pagination> does not load the translations' loader
// (`@search-ui/elements/translations`: the pagination's bundle stays free of `import()`). In
// another language it shows English, however many paginations render and however often;
// importing the loader then gives it its language. A file of its own: this page's modules (no
// loader yet) are not shared with other tests.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/pagination/define.js';
import { hook } from '../../../src/internal/translation-hook.js';
import { translationsSettled } from '../../../src/internal/translations.js';
import type { SearchPagination } from '../../../src/pagination/index.js';
import { waitUntil } from '../../support/wait.js';

const tick = () => new Promise((resolve) => setTimeout(resolve));
const nextLabel = (el: Element) =>
  el
    .querySelector('.ais-Pagination-item--nextPage .ais-Pagination-link')
    ?.getAttribute('aria-label');

describe('<search-pagination> without the translations loader', () => {
  it('shows English, then its language once the loader is imported', async () => {
    expect(hook.load, 'a module of this page installed the loader').to.equal(undefined);
    const wrapper = await fixture<HTMLElement>(html`
      <div lang="fr">
        <search-pagination nb-pages="20" page="2" scroll-to="false"></search-pagination>
        <search-pagination nb-pages="5" scroll-to="false"></search-pagination>
      </div>
    `);
    const [one, two] = wrapper.querySelectorAll<SearchPagination>('search-pagination');
    await Promise.all([one!.updateComplete, two!.updateComplete]);
    // Renders again, in French and in another language: still English.
    one!.page = 3;
    wrapper.lang = 'de';
    await tick();
    await Promise.all([one!.updateComplete, two!.updateComplete]);
    wrapper.lang = 'fr';
    await tick();
    await Promise.all([one!.updateComplete, two!.updateComplete]);
    await translationsSettled();
    expect(nextLabel(one!)).to.equal('Next Page');
    expect(nextLabel(two!)).to.equal('Next Page');

    // The loader, imported late: the paginations already on the page turn French.
    await import('../../../src/translations/auto.js');
    await waitUntil(
      async () => {
        await translationsSettled();
        return nextLabel(one!) === 'Page suivante' && nextLabel(two!) === 'Page suivante';
      },
      'the paginations in French',
      { timeout: 8000 },
    );
  });
});
