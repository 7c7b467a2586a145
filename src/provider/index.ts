import './define.js';

export { SearchProvider } from './search-provider.js';
