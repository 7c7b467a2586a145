/**
 * `@search-ui/elements/connectors/pagination`: InstantSearch.js's pagination connector, and
 * `connectToStore` to run a widget made with it on this library's store (no InstantSearch). It
 * imports no rendering library.
 */
export * from './connect-pagination.js';
export { connectToStore } from './connect-to-store.js';
export type { StoreConnectionOptions, StoreConnection } from './connect-to-store.js';
