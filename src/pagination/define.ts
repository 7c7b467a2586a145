import { defineElement } from '../internal/define.js';
import type { PageChangeDetail } from '../internal/events.js';
import { SearchPagination } from './search-pagination.js';

defineElement('search-pagination', SearchPagination);

declare global {
  interface HTMLElementTagNameMap {
    'search-pagination': SearchPagination;
  }
  interface HTMLElementEventMap {
    /** Cancelable: the user asked for another page (zero-based `page` and `previousPage`). */
    'search-page-change': CustomEvent<PageChangeDetail>;
  }
}
