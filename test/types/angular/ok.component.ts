// Angular template use, right: ngc with strict templates types `$event` of each element event
// from HTMLElementEventMap and a template reference from HTMLElementTagNameMap (both declared by
// the entry points imported here), so these handlers take the exact detail types, no casts.
// Property bindings on custom elements are not checked by Angular (CUSTOM_ELEMENTS_SCHEMA).
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import '@search-ui/elements/provider';
import '@search-ui/elements/pagination';
import '@search-ui/elements/secret-key-list';
import '@search-ui/elements/usage-chart';
import '@search-ui/elements/composition-view';
import type { PageChangeDetail, SearchPagination } from '@search-ui/elements/pagination';
import type {
  CopyDetail,
  PageSizeChangeDetail,
  SecretKeyRevealDetail,
} from '@search-ui/elements/secret-key-list';
import type { RangeChangeDetail, SeriesToggleDetail } from '@search-ui/elements/usage-chart';
import type { CompositionTab, TabChangeDetail } from '@search-ui/elements/composition-view';

@Component({
  selector: 'app-ok',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <search-provider>
      <search-pagination
        #pager
        [page]="0"
        [nbPages]="5"
        (search-page-change)="onPage($event); total(pager)"
      ></search-pagination>
      <secret-key-list
        (search-page-change)="onPage($event)"
        (search-page-size-change)="onLimit($event.detail)"
        (search-key-reveal)="onReveal($event.detail)"
        (search-copy)="onCopy($event.detail)"
      ></secret-key-list>
      <usage-chart
        statistic="records"
        (search-series-toggle)="onToggle($event.detail)"
        (search-usage-range-change)="onRange($event.detail)"
      ></usage-chart>
      <composition-view
        (search-tab-change)="onTab($event.detail)"
        (search-copy)="onCopy($event.detail)"
      ></composition-view>
    </search-provider>
  `,
})
export class OkComponent {
  readonly seen: unknown[] = [];
  onPage(event: CustomEvent<PageChangeDetail>): void {
    event.preventDefault();
    this.seen.push(event.detail.page, event.detail.previousPage);
  }
  total(pager: SearchPagination): void {
    this.seen.push(pager.nbPages);
  }
  onLimit(detail: PageSizeChangeDetail): void {
    this.seen.push(detail.limit, detail.previousLimit, detail.page);
  }
  onReveal(detail: SecretKeyRevealDetail): void {
    this.seen.push(detail.id);
  }
  onCopy(detail: CopyDetail): void {
    this.seen.push(detail.kind, detail.id);
  }
  onToggle(detail: SeriesToggleDetail): void {
    this.seen.push(detail.metric, detail.visible);
  }
  onRange(detail: RangeChangeDetail): void {
    this.seen.push(detail.granularity);
  }
  onTab(detail: TabChangeDetail<CompositionTab>): void {
    this.seen.push(detail.tab, detail.previousTab);
  }
}
