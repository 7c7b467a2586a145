import './define.js';

export { CompositionView } from './composition-view.js';
export type { CompositionTab } from './composition-view.js';
export type { TabChangeDetail } from './tabs.js';
export type { CopyDetail } from '../internal/events.js';
export { defaultStrings } from './strings.js';
export type { CompositionViewStrings } from './strings.js';
export { compositionWarnings } from './check.js';
export type { CompositionWarning } from './check.js';
export { compositionView } from './model.js';
export type {
  CompositionLike,
  CompositionSourceLike,
  InjectedItemLike,
  InjectionLike,
  MultifeedLike,
  SearchParamsLike,
  CompositionView as CompositionViewModel,
} from './model.js';
export { computeSlotMap } from './slots.js';
export type { SlotMap } from './slots.js';
export { groupParams, parseFacet, parseSnippet, parseFilterList } from './params.js';
export type { GroupedParams, ParamEntry } from './params.js';
export { safeHttpUrl } from './safe-url.js';
