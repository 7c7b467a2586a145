// docs/frameworks.md, Vue 3 typing: the GlobalComponents declaration, checked by `tsc`.
import type { DefineComponent, GlobalComponents } from 'vue';
import { expect } from '@open-wc/testing';
import type { SecretKeyList, PageChangeDetail } from '../../../src/secret-key-list/index.js';

type ElementComponent<E extends HTMLElement, Events = object> = DefineComponent<
  Partial<Omit<E, keyof HTMLElement>> & Events
>;

declare module 'vue' {
  interface GlobalComponents {
    'secret-key-list': ElementComponent<
      SecretKeyList,
      { onSearchPageChange?: (event: CustomEvent<PageChangeDetail>) => void }
    >;
  }
}

describe('Vue 3 typing', () => {
  it('types the props and event detail of a declared element', () => {
    const seen: number[] = [];
    const props: InstanceType<GlobalComponents['secret-key-list']>['$props'] = {
      page: 2,
      limit: 25,
      strings: { caption: 'Agent keys' },
      onSearchPageChange: (event) => seen.push(event.detail.page),
    };
    // @ts-expect-error: page is a number
    const wrong: InstanceType<GlobalComponents['secret-key-list']>['$props'] = { page: 'two' };
    props.onSearchPageChange?.(
      new CustomEvent('search-page-change', {
        detail: { page: 3, previousPage: 2 },
      }),
    );
    expect(seen).to.deep.equal([3]);
    expect(wrong).to.deep.equal({ page: 'two' });
  });
});
