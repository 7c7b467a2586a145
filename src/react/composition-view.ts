import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import {
  CompositionView as CompositionViewElement,
  type CompositionTab,
  type CopyDetail,
  type TabChangeDetail,
} from '../composition-view/index.js';

/**
 * React component for `<composition-view>`: Shows one composition readably: its main source and
 * search parameters, where injected items land in the result list, how duplicates are resolved, its
 * sorting strategies or feeds, the documented rules it breaks, and its raw JSON. Load one by id
 * (`composition-id`, through the store's API client, shared with the other elements), or pass an
 * object as the `composition` property (previews, no request). Everything from the data is rendered
 * as text; only absolute http(s) URLs become links or images.
 * Props set the element's properties (objects included); `on…` props listen to its events.
 *
 * Events:
 * - `onSearchCopy` ← `search-copy`: The user copied the composition's JSON to the clipboard
 *   (`{kind: 'composition', id}`).
 * - `onSearchTabChange` ← `search-tab-change`: The user chose the other view (`readable` or
 *   `json`), by click or keyboard. Cancelable: cancel it and the view stays.
 */
export const CompositionView = createComponent({
  react: React,
  tagName: 'composition-view',
  elementClass: CompositionViewElement,
  events: {
    onSearchCopy: 'search-copy' as EventName<CustomEvent<CopyDetail>>,
    onSearchTabChange: 'search-tab-change' as EventName<
      CustomEvent<TabChangeDetail<CompositionTab>>
    >,
  },
  displayName: 'CompositionView',
});

/** The props of {@link CompositionView}. */
export type CompositionViewProps = React.ComponentProps<typeof CompositionView>;
