// The element loads the languages it is shown in by `lang` (the pagination's module does not).
import '../translations/auto.js';
import { defineElement } from '../internal/define.js';
import type { CopyDetail, PageChangeDetail } from '../internal/events.js';
import { SecretKeyList, type PageSizeChangeDetail } from './secret-key-list.js';
import type { SecretKeyRevealDetail } from './secrets.js';

defineElement('secret-key-list', SecretKeyList);

declare global {
  interface HTMLElementTagNameMap {
    'secret-key-list': SecretKeyList;
  }
  interface HTMLElementEventMap {
    'search-page-change': CustomEvent<PageChangeDetail>;
    'search-page-size-change': CustomEvent<PageSizeChangeDetail>;
    'search-key-reveal': CustomEvent<SecretKeyRevealDetail>;
    'search-copy': CustomEvent<CopyDetail>;
  }
}
