/**
 * `@search-ui/elements/composition-view`: registers `<composition-view>` and exports its class,
 * its strings, the details of its events, and the rule check it shows.
 */
import './define.js';

export { CompositionView } from './composition-view.js';
export type { CompositionTab } from './composition-view.js';
export type { TabChangeDetail } from './tabs.js';
export type { CopyDetail } from '../internal/events.js';
export { defaultStrings as compositionViewStrings } from './strings.js';
export type { CompositionViewStrings } from './strings.js';
export { compositionWarnings } from './check.js';
export type { CompositionWarning } from './check.js';
export type { CompositionLike } from './model.js';
