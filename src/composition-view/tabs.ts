/**
 * A tab list's behaviour, as the ARIA Authoring Practices describe it: one tab in the page's
 * tab order (roving tabindex), arrow keys (and Home / End) move between tabs and select them,
 * and each choice of the user is announced first as a cancelable `search-tab-change`.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { emit } from '../internal/emit.js';

/** `search-tab-change` (cancelable): the user chose another tab. */
export interface TabChangeDetail<T extends string = string> {
  tab: T;
  previousTab: T;
}

const STEP: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * Holds the selected tab of its host and renders the tab buttons; the host renders the panels
 * (`${prefix}-panel-${tab}`) and updates when the selection changes.
 */
export class TabsController<T extends string> {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #tabs: readonly T[];
  readonly #onChange: (() => void) | undefined;
  /** The selected tab. */
  selected: T;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    tabs: readonly T[],
    onChange?: () => void,
  ) {
    this.#host = host;
    this.#tabs = tabs;
    this.#onChange = onChange;
    this.selected = tabs[0]!;
  }

  /**
   * The button of `tab`, with the ids `${prefix}-tab-${tab}` and, for its panel to use,
   * `${prefix}-panel-${tab}`.
   */
  render(tab: T, label: string, prefix: string): TemplateResult {
    const selected = this.selected === tab;
    return html`<button
      type="button"
      class="button"
      role="tab"
      id="${prefix}-tab-${tab}"
      aria-selected=${selected}
      aria-controls="${prefix}-panel-${tab}"
      tabindex=${selected ? 0 : -1}
      data-tab=${tab as string}
      @click=${() => this.choose(tab)}
      @keydown=${this.onKeydown}
    >
      ${label}
    </button>`;
  }

  /**
   * Selects `tab` for the user: fires `search-tab-change` (nothing changes if it is cancelled),
   * then updates the host; with `focus`, moves the focus to the tab once rendered.
   */
  async choose(tab: T, focus = false): Promise<void> {
    const previousTab = this.selected;
    const detail: TabChangeDetail<T> = { tab, previousTab };
    if (
      tab !== previousTab &&
      emit(this.#host, 'search-tab-change', detail, { cancelable: true })
    ) {
      this.selected = tab;
      this.#onChange?.();
      this.#host.requestUpdate();
    }
    if (!focus) return;
    await this.#host.updateComplete;
    this.#host.shadowRoot
      ?.querySelector<HTMLElement>(`[role="tab"][data-tab="${this.selected}"]`)
      ?.focus();
  }

  /** The keydown listener of each tab. */
  readonly onKeydown = (event: KeyboardEvent): void => {
    const tabs = this.#tabs;
    const current = tabs.indexOf(this.selected);
    const step = STEP[event.key];
    const next =
      step !== undefined
        ? (current + step + tabs.length) % tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : -1;
    if (next < 0) return;
    event.preventDefault();
    void this.choose(tabs[next]!, true);
  };
}
