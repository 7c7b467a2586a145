/**
 * `@search-ui/elements/all`: registers every element (`<search-provider>`, `<search-pagination>`,
 * `<usage-chart>`, `<secret-key-list>`, `<composition-view>`) and re-exports the root entry. For a
 * page that uses the whole library; a page that uses one element imports that element's entry
 * (`@search-ui/elements/usage-chart`), which costs less. The CDN build's `cdn/index.js` is this
 * module: the one `<script type="module">` of a page without a bundler. It imports the
 * translations' loader (`@search-ui/elements/translations`), so setting `lang` is all a page does.
 */
// Every element loads the languages it is shown in by `lang` (the pagination too, here).
import './translations/auto.js';
import './provider/define.js';
import './pagination/define.js';
import './usage-chart/define.js';
import './secret-key-list/define.js';
import './composition-view/define.js';

export * from './index.js';
