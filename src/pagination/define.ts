import { defineElement } from '../internal/define.js';
import { SearchPagination } from './search-pagination.js';

defineElement('search-pagination', SearchPagination);

declare global {
  interface HTMLElementTagNameMap {
    'search-pagination': SearchPagination;
  }
  interface HTMLElementEventMap {
    'search-page-change': CustomEvent<import('./search-pagination.js').PageChangeDetail>;
  }
}
