import { createContext } from '@lit/context';
import type { Store } from './store.js';

/**
 * The store an ancestor provides to the elements below it (see `<search-provider>` or
 * `provideStore`). Elements also take a `store` property directly, which wins.
 */
export const storeContext = createContext<Store | undefined>(Symbol.for('search-ui.store'));
