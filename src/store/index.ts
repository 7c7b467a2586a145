export { Store } from './store.js';
export type { SearchState, StoreChangeDetail, StoreChangeEvent, StoreOptions } from './store.js';
export { storeContext } from './context.js';
