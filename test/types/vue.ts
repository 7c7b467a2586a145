// Vue 3.5, typed by `@search-ui/elements/vue` (GlobalComponents generated from the manifest):
// what vue-tsc checks in templates, checked here on the components' `$props` and on the props
// of `h()` render functions.
import { defineComponent, h, markRaw, ref, type GlobalComponents } from 'vue';
import type {} from '@search-ui/elements/vue';
import '@search-ui/elements/pagination';
import '@search-ui/elements/secret-key-list';
import type { Store } from '@search-ui/elements/store';

type Props<K extends keyof GlobalComponents> = InstanceType<GlobalComponents[K]>['$props'];

export function keysPanel(store: Store) {
  return defineComponent({
    setup() {
      const raw = markRaw(store);
      const page = ref(0);
      const revealed = ref<string[]>([]);
      return () => [
        h('secret-key-list', {
          store: raw,
          page: page.value,
          limit: 5,
          strings: { caption: 'Agent keys' },
          onSearchPageChange: (event) => {
            page.value = event.detail.page;
          },
          onSearchKeyReveal: (event) => revealed.value.push(event.detail.id),
        } satisfies Props<'secret-key-list'>),
        h('search-pagination', {
          page: page.value,
          nbPages: 6,
          noUrlSync: true,
          templates: { first: 'First' },
          onSearchPageChange: (event) => {
            event.preventDefault();
            page.value = event.detail.page;
          },
        } satisfies Props<'search-pagination'>),
      ];
    },
  });
}

export const chart: Props<'usage-chart'> = {
  statistic: 'records',
  period: 'month',
  onSearchSeriesToggle: (event) => event.detail.metric,
  onSearchUsageRangeChange: (event) => event.detail.startDate,
};
export const view: Props<'composition-view'> = {
  compositionId: 'injection-one',
  onSearchTabChange: (event) => event.detail.previousTab,
  onSearchCopy: (event) => event.detail.id,
};
export const provider: Props<'search-provider'> = {};

// @ts-expect-error -- page is a number
export const wrongPage: Props<'search-pagination'> = { page: 'two' };
// @ts-expect-error -- period is one of the documented periods
export const wrongPeriod: Props<'usage-chart'> = { period: 'decade' };
export const wrongDetail: Props<'secret-key-list'> = {
  // @ts-expect-error -- the detail has no such field
  onSearchPageChange: (event) => event.detail.nope,
};
