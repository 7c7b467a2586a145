// The element loads the languages it is shown in by `lang` (the pagination's module does not).
import '../translations/auto.js';
import { defineElement } from '../internal/define.js';
import type { CopyDetail } from '../internal/events.js';
import { CompositionView, type CompositionTab } from './composition-view.js';
import type { TabChangeDetail } from './tabs.js';

defineElement('composition-view', CompositionView);

declare global {
  interface HTMLElementTagNameMap {
    'composition-view': CompositionView;
  }
  interface HTMLElementEventMap {
    /** `<composition-view>`: the user chose the other view (cancelable). */
    'search-tab-change': CustomEvent<TabChangeDetail<CompositionTab>>;
    /** The user copied something (`<composition-view>`: the composition's JSON). */
    'search-copy': CustomEvent<CopyDetail>;
  }
}
