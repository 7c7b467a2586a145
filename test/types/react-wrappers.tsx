// React (17 to 19) with the generated wrappers of `@search-ui/elements/react`: camelCase `on…`
// event props typed with their details, properties as props, `ref` to the element.
import { useRef, useState } from 'react';
import {
  CompositionView,
  SearchPagination,
  SearchProvider,
  SecretKeyList,
  UsageChart,
  type SearchPaginationProps,
} from '@search-ui/elements/react';
import type { SearchPagination as SearchPaginationElement } from '@search-ui/elements/pagination';
import type { Store } from '@search-ui/elements/store';

export function Dashboard({ store }: { store: Store }) {
  const [page, setPage] = useState(0);
  const ref = useRef<SearchPaginationElement>(null);
  return (
    <SearchProvider store={store}>
      <UsageChart
        statistic="records"
        period="month"
        onSearchSeriesToggle={(event) => event.detail.visible}
        onSearchUsageRangeChange={(event) => event.detail.granularity}
      />
      <SecretKeyList
        page={page}
        limit={5}
        onSearchPageChange={(event) => setPage(event.detail.page)}
        onSearchPageSizeChange={(event) => event.detail.previousLimit}
        onSearchKeyReveal={(event) => event.detail.id}
        onSearchCopy={(event) => event.detail.kind}
      />
      <SearchPagination
        ref={ref}
        page={page}
        nbPages={8}
        noUrlSync
        onSearchPageChange={(event) => {
          event.preventDefault();
          setPage(event.detail.previousPage);
        }}
      />
      <CompositionView compositionId="injection-one" headingLevel={3} />
    </SearchProvider>
  );
}

export const props: SearchPaginationProps = { page: 1, nbPages: 3 };

export function Wrong() {
  return (
    <>
      {/* @ts-expect-error -- page is a number */}
      <SearchPagination page="two" />
      <SecretKeyList
        // @ts-expect-error -- the detail has no such field
        onSearchPageChange={(event) => event.detail.nope}
      />
      {/* @ts-expect-error -- view is 'chart' or 'table' */}
      <UsageChart view="pie" />
    </>
  );
}
