// Accessibility checks that overlap on one page (a test that timed out mid-check, then the next
// one's) both run to their end: axe runs one at a time (test/support/one-axe-run.ts).
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/pagination/define.js';

describe('accessibility checks on one page', () => {
  it('two checks started together both finish, and each judges its own element', async () => {
    const good = await fixture(html`<search-pagination nb-pages="5"></search-pagination>`);
    // An image without a text alternative: axe's image-alt rule fails it.
    const bad = await fixture('<div><img src="data:,"></div>');
    await Promise.all([
      expect(good).to.be.accessible(),
      expect(bad).not.to.be.accessible(),
      expect(good).to.be.accessible(),
    ]);
  });
});
