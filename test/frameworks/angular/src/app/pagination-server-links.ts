import {
  type AfterViewInit,
  Directive,
  ElementRef,
  inject,
  PLATFORM_ID,
  REQUEST,
} from '@angular/core';
import { isPlatformServer } from '@angular/common';
import { paginationHTML } from '@search-ui/elements/pagination';

/**
 * On the server only: writes the pagination's links into `<search-pagination>`, from its
 * attributes (`[attr.page]`, `nb-pages`…) and the request's URL, so they are in the server's
 * HTML. In the browser it does nothing: the element takes the links over, and Angular's
 * hydration never looks inside the element (its template gives it no children).
 */
@Directive({ selector: 'search-pagination[serverLinks]' })
export class PaginationServerLinks implements AfterViewInit {
  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  readonly #server = isPlatformServer(inject(PLATFORM_ID));
  readonly #request = inject(REQUEST, { optional: true });

  ngAfterViewInit(): void {
    if (!this.#server) return;
    const attributes = Object.fromEntries(
      Array.from(this.#host.attributes, (attribute) => [attribute.name, attribute.value]),
    );
    this.#host.innerHTML = paginationHTML(attributes, { url: this.#request?.url });
  }
}
