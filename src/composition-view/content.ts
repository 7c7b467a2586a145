/**
 * What draws a composition, loaded on demand by `<composition-view>` (`src/internal/lazy.ts`),
 * beside its first request: the view model (model.ts, with the checks and the parameters'
 * grouping), the sections (sections/) and the JSON view. The element's entry holds the
 * request, the states, the tabs and the copy button.
 */
export { compositionView } from './model.js';
export { header, readable } from './sections/overview.js';
export { jsonCopy, jsonView } from './json.js';
