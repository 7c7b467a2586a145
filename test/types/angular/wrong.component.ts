// Wrong uses in an Angular template: scripts/check-types.mjs runs ngc on this file and expects
// an error on each line that follows an `<!-- expect-error -->` comment, and nowhere else.
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import '@search-ui/elements/pagination';
import '@search-ui/elements/secret-key-list';
import type { PageChangeDetail } from '@search-ui/elements/pagination';

@Component({
  selector: 'app-wrong',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <!-- expect-error: no such detail field -->
    <search-pagination (search-page-change)="log($event.detail.nope)"></search-pagination>
    <!-- expect-error: the page-size event is not a page change -->
    <secret-key-list (search-page-size-change)="onPage($event)"></secret-key-list>
    <!-- expect-error: a page is a number -->
    <secret-key-list (search-page-change)="label($event.detail.page)"></secret-key-list>
    <!-- expect-error: a reference to the tag is the element class -->
    <search-pagination #pager (search-page-change)="label(pager.nbPages)"></search-pagination>
  `,
})
export class WrongComponent {
  log(value: unknown): void {
    console.log(value);
  }
  label(text: string): void {
    console.log(text);
  }
  onPage(event: CustomEvent<PageChangeDetail>): void {
    console.log(event.detail.page);
  }
}
