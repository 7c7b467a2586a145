import { defineElement } from '../internal/define.js';
import { SearchProvider } from './search-provider.js';

defineElement('search-provider', SearchProvider);

declare global {
  interface HTMLElementTagNameMap {
    'search-provider': SearchProvider;
  }
}
