import { Component, CUSTOM_ELEMENTS_SCHEMA, inject, signal } from '@angular/core';
// Registers <search-pagination> and <usage-chart>, and types their tags and events for the
// template type checker (HTMLElementTagNameMap, HTMLElementEventMap).
import '@search-ui/elements/pagination';
import '@search-ui/elements/usage-chart';
import type { PageChangeDetail, PaginationTemplates } from '@search-ui/elements/pagination';
import type { SeriesToggleDetail, UsageChartStrings } from '@search-ui/elements/usage-chart';
import { SEARCH_STORE } from './store';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Search dashboard</h1>
      <usage-chart
        [store]="store"
        statistic="records"
        period="month"
        [strings]="chartStrings"
        (search-series-toggle)="onSeriesToggle($event)"
      ></usage-chart>
      <p id="hidden-series">{{ hidden().length }} hidden</p>

      <h2 id="results-title">Results, page {{ page() + 1 }}</h2>
      <search-pagination
        [page]="page()"
        [nbPages]="pages"
        [templates]="templates"
        [strings]="{ label: 'Result pages' }"
        [noUrlSync]="true"
        (search-page-change)="onPageChange($event)"
      ></search-pagination>
      <p id="last-change">{{ lastChange() }}</p>
    </main>
  `,
})
export class AppComponent {
  readonly store = inject(SEARCH_STORE);
  readonly pages = 8;
  readonly page = signal(0);
  readonly hidden = signal<readonly string[]>([]);
  readonly lastChange = signal('');
  readonly templates: PaginationTemplates = { first: 'First', last: 'Last' };
  readonly chartStrings: Partial<UsageChartStrings> = { legend: 'Metrics' };

  // `$event` is typed from HTMLElementEventMap: CustomEvent<PageChangeDetail>, no cast.
  onPageChange(event: CustomEvent<PageChangeDetail>): void {
    // The component owns the page: cancel the element's own change and set it from here.
    event.preventDefault();
    this.page.set(event.detail.page);
    this.lastChange.set(`${event.detail.previousPage} → ${event.detail.page}`);
  }

  onSeriesToggle(event: CustomEvent<SeriesToggleDetail>): void {
    const { id, visible } = event.detail;
    this.hidden.update((ids) => (visible ? ids.filter((x) => x !== id) : [...ids, id]));
  }
}
