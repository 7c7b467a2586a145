import * as React from 'react';
import { createComponent } from '@lit/react';
import { SearchProvider as SearchProviderElement } from '../provider/index.js';

/**
 * React component for `<search-provider>`: Shares one store (and so one API client and one response
 * cache) with every library element inside it, in any framework. It renders its children as they
 * are.
 * Props set the element's properties (objects included); `on…` props listen to its events.
 */
export const SearchProvider = createComponent({
  react: React,
  tagName: 'search-provider',
  elementClass: SearchProviderElement,
  events: {},
  displayName: 'SearchProvider',
});

/** The props of {@link SearchProvider}. */
export type SearchProviderProps = React.ComponentProps<typeof SearchProvider>;
