// React 19 with the raw tags, typed by `@search-ui/elements/jsx` (generated from the manifest):
// properties (objects included) and dash-case attributes as props, `on<event-name>` listeners
// with exact event types, `ref` to the element class.
import { useRef, useState } from 'react';
import type {} from '@search-ui/elements/jsx';
import '@search-ui/elements/provider';
import '@search-ui/elements/pagination';
import '@search-ui/elements/secret-key-list';
import '@search-ui/elements/usage-chart';
import '@search-ui/elements/composition-view';
import type { SearchPagination } from '@search-ui/elements/pagination';
import type { Store } from '@search-ui/elements/store';

export function Dashboard({ store }: { store: Store }) {
  const [page, setPage] = useState(0);
  const [hidden, setHidden] = useState<string[]>([]);
  const pager = useRef<SearchPagination>(null);
  return (
    <search-provider store={store}>
      <usage-chart
        statistic="records"
        period="month"
        view="table"
        start-date="2026-01-01"
        strings={{ legend: 'Metrics' }}
        onsearch-series-toggle={(event) =>
          setHidden((ids) => (event.detail.visible ? ids : [...ids, event.detail.id]))
        }
        onsearch-usage-range-change={(event) => event.detail.granularity}
      />
      <secret-key-list
        page={page}
        limit={5}
        className="keys"
        strings={{ caption: 'Agent keys' }}
        onsearch-page-change={(event) => setPage(event.detail.page)}
        onsearch-page-size-change={(event) => setPage(event.detail.page + event.detail.limit)}
        onsearch-key-reveal={(event) => event.detail.id.toUpperCase()}
        onsearch-copy={(event) => event.detail.kind === 'secret-key'}
      />
      <search-pagination
        ref={pager}
        page={page}
        nbPages={8}
        hide-first
        nb-hits="120"
        hits-per-page={20}
        noUrlSync
        templates={{ first: 'First', last: ({ page: last }) => `Last (${last})` }}
        onsearch-page-change={(event) => {
          event.preventDefault();
          setPage(event.detail.page);
        }}
      />
      <composition-view
        composition-id="injection-one"
        heading-level={3}
        onsearch-tab-change={(event) => event.detail.tab}
      />
      <p>{hidden.length} hidden</p>
    </search-provider>
  );
}

export function Wrong() {
  return (
    <>
      {/* @ts-expect-error -- page is a number */}
      <search-pagination page="two" />
      {/* @ts-expect-error -- a boolean attribute takes a boolean */}
      <search-pagination hide-first="no" />
      {/* @ts-expect-error -- view is 'chart' or 'table' */}
      <usage-chart view="pie" />
      {/* @ts-expect-error -- not a property of the element */}
      <secret-key-list pageSize={5} />
      <search-pagination
        // @ts-expect-error -- the detail has no such field
        onsearch-page-change={(event) => event.detail.nope}
      />
      <secret-key-list
        // @ts-expect-error -- React 19 listens to `on` + the exact event name, not camelCase
        onSearchPageChange={() => undefined}
      />
      {/* @ts-expect-error -- an object goes in a property; store is not a string */}
      <search-provider store="key" />
    </>
  );
}
