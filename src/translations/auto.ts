/**
 * `@search-ui/elements/translations`: the elements load the languages they are shown in by `lang`,
 * on demand. Imported by every element's registering module except the pagination's, by `/all`
 * and by the CDN build; a page whose only element is the pagination imports it itself when it is
 * not in English. Without it, an element in another language stays in English: this module is
 * the one `import()` of the pagination's path, and bundlers add their chunk-loading code (~0.7 KB
 * in Vite) to any bundle that has one.
 */
import { hook } from '../internal/translation-hook.js';

// The registry loads on first use (a language other than English); installed in the hook, it
// re-renders the elements. A registry that cannot be loaded leaves the page in English.
hook.load = () => import('./registry.js').then((m) => m.install(), Boolean);
// Elements that rendered before this module came render again, and load.
hook.changed?.();
