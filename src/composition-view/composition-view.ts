import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { checkCompositionBody } from '../api/composition-body.js';
import { getComposition } from '../api/endpoints/composition.js';
import { SchemaError } from '../api/errors.js';
import type { Composition } from '../api/types/composition.js';
import { markers } from '../internal/bidi.js';
import { emit } from '../internal/emit.js';
import { copiedIcon, copyIcon, icon } from '../internal/icons.js';
import type { CopyDetail } from '../internal/events.js';
import { formatter } from '../internal/locale.js';
import { toInteger } from '../internal/numbers.js';
import type { JsonPreview } from '../internal/text.js';
import { SearchElement } from '../internal/search-element.js';
import { emptyView } from '../internal/state-view.js';
import { styles } from './composition-view.styles.js';
import { jsonCopy, jsonView } from './json.js';
import {
  compositionView,
  type CompositionLike,
  type CompositionView as ViewModel,
} from './model.js';
import { header, readable } from './sections/overview.js';
import type { ViewContext } from './sections/common.js';
import { skeleton } from './skeleton.js';
import { defaultStrings, type CompositionViewStrings } from './strings.js';
import { TabsController } from './tabs.js';

/** How long the copy button reads "Copied" (ms). */
const COPIED_FOR = 2_000;

/** The two views of a composition. */
export type CompositionTab = 'readable' | 'json';

/**
 * @tag composition-view
 * @summary Shows one composition readably: its main source and search parameters, where
 * injected items land in the result list, how duplicates are resolved, its sorting strategies
 * or feeds, the documented rules it breaks, and its raw JSON.
 *
 * Load one by id (`composition-id`, through the store's API client, shared with the other
 * elements), or pass an object as the `composition` property (previews, no request): it passes
 * the check the service's answer passes, and one of the wrong shape shows the error state,
 * naming the field.
 * Everything from the data is rendered as text; only absolute http(s) URLs become links or
 * images.
 *
 * @event {CustomEvent<TabChangeDetail<CompositionTab>>} search-tab-change - The user chose the
 * other view (`readable` or `json`), by click or keyboard. Cancelable: cancel it and the view
 * stays.
 * @event {CustomEvent<CopyDetail>} search-copy - The user copied the composition's JSON to the
 * clipboard (`{kind: 'composition', id}`).
 *
 * @csspart header - The name, description, id and behaviour.
 * @csspart warnings - The list of broken rules.
 * @csspart tabs - The tab list switching between the readable and the JSON view.
 * @csspart readable - The readable view.
 * @csspart json - The `<pre>` holding the JSON.
 * @csspart json-truncated - The note under the JSON when it was cut (too deep or too long).
 * @csspart copy - The copy button.
 * @csspart slots - The visual row of result positions.
 * @csspart loading - The loading state (a status and the skeleton).
 * @csspart empty - The state shown without a composition (`role="status"`).
 * @csspart no-client - The state shown without a store holding a client (`role="status"`).
 * @csspart error - A failed load: what went wrong (`role="alert"`) and the retry button.
 * @csspart retry - The retry button of the error state.
 *
 * @cssprop --composition-view-accent - Selected tab and links (default: `--search-ui-accent`).
 * @cssprop --composition-view-border - Borders and rules (default: `--search-ui-border`).
 * @cssprop --composition-view-muted - Secondary text (default: `--search-ui-muted`).
 * @cssprop --composition-view-warning - Warning text and flags (default: `--search-ui-danger`).
 * @cssprop --composition-view-warning-bg - Warning background (default: a tint of the warning
 * colour on `--search-ui-surface`).
 * @cssprop --composition-view-item-0 - Fill of the first injected item's slots (also -1 … -5;
 * default: a tint on `--search-ui-surface`).
 */
export class CompositionView extends SearchElement<CompositionViewStrings> {
  static override styles = styles;

  protected static override translations = { part: 'compositionView', defaults: defaultStrings };

  static override properties = {
    compositionId: { attribute: 'composition-id', reflect: true },
    composition: { attribute: false },
    headingLevel: { type: Number, attribute: 'heading-level' },
    linkTarget: { attribute: 'link-target' },
    noImages: { type: Boolean, attribute: 'no-images' },
    _copyStatus: { state: true, attribute: false },
  };

  /**
   * The composition to load (`GET /1/compositions/{objectID}`). Ignored when `composition` is set.
   * @attr composition-id
   */
  compositionId = '';

  /** A composition object to show, without a request (previews); checked as the service's is. */
  composition: CompositionLike | undefined;

  /**
   * The level of the name heading (1–6, 2 by default); sections use the levels below it.
   * @attr heading-level
   */
  headingLevel = 2;

  /**
   * A `target` for links from the data (redirect, banners), e.g. `_blank`. None by default.
   * @attr link-target
   */
  linkTarget: string | undefined;

  /**
   * Show banner image URLs as links instead of loading the images, so that viewing a
   * composition makes no request to the image hosts it names.
   * @attr no-images
   */
  noImages = false;

  private _copyStatus: '' | 'copied' | 'failed' = '';

  // Ids live in the shadow root, so one prefix serves every instance, and the server's ids
  // are the browser's (hydration keeps the server's attributes).
  readonly #uid = 'cv';
  readonly #tabs = new TabsController<CompositionTab>(this, ['readable', 'json'], () => {
    this._copyStatus = '';
  });
  readonly #resource = this.resource<Composition, readonly [string]>({
    name: 'composition',
    given: () => this.composition,
    check: (raw) => {
      const checked = checkCompositionBody(raw);
      if (!checked.ok) throw new SchemaError(checked.mismatch.path, checked.mismatch.reason);
      return checked.value;
    },
    args: () => (this.compositionId ? [this.compositionId] : undefined),
    load: (core, [id], signal) => getComposition(core, id, { signal }),
  });
  #viewFor: unknown;
  #view: ViewModel | undefined;
  #copyTimer: ReturnType<typeof setTimeout> | undefined;

  /** Loads the composition again from the service (the retry button does this). */
  reload(): Promise<void> {
    return this.#resource.reload();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('compositionId') || changed.has('composition')) this._copyStatus = '';
  }

  protected override render(): TemplateResult {
    const s = this.text;
    return this.renderData(this.#resource, {
      unasked: this.#resource.asked ? undefined : emptyView(s.empty),
      skeleton,
      // (Supplied data that passed the check is shown as the page gave it, keys in its order.)
      content: (composition) => this.#composition(this.#resource.supplied ?? composition),
    });
  }

  #composition(data: unknown): TemplateResult {
    if (data !== this.#viewFor || !this.#view) {
      this.#viewFor = data;
      this.#view = compositionView(data);
    }
    const view = this.#view;
    const locale = this.locale;
    const numbers = formatter(Intl.NumberFormat, locale);
    const lists = formatter(Intl.ListFormat, locale);
    const v: ViewContext = {
      s: this.text,
      n: (n) => numbers.format(n),
      list: (items) => lists.format(items),
      uid: this.#uid,
      linkTarget: this.linkTarget,
      noImages: this.noImages,
    };
    const s = v.s;
    const level = toInteger(this.headingLevel, 2, 1, 6);
    const tabs = this.#tabs;
    const uid = this.#uid;
    const json = tabs.selected === 'json';
    const copied = this._copyStatus === 'copied';
    return html`${header(v, view, level)}
      <div class="tabs" role="tablist" aria-label=${s.viewsLabel} part="tabs">
        ${tabs.render('readable', s.readableTab, uid)} ${tabs.render('json', s.jsonTab, uid)}
      </div>
      <div
        role="tabpanel"
        id="${uid}-panel-readable"
        aria-labelledby="${uid}-tab-readable"
        tabindex="0"
        part="readable"
        class="panel"
        ?hidden=${json}
      >
        ${json ? nothing : readable(v, view, level + 1)}
      </div>
      <div
        role="tabpanel"
        id="${uid}-panel-json"
        aria-labelledby="${uid}-tab-json"
        class="panel"
        ?hidden=${!json}
      >
        <div class="json-tools">
          <button
            type="button"
            part="copy"
            class="button"
            @click=${() => this.#copy(jsonCopy(data), view)}
          >
            ${icon(copied ? copiedIcon : copyIcon)}${copied ? s.copiedJson : s.copyJson}
          </button>
          <span role="status" class="copy-status ${copied ? 'visually-hidden' : ''}"
            >${this._copyStatus && s[copied ? 'copied' : 'copyFailed']}</span
          >
        </div>
        ${json ? this.#json(jsonView(data)) : nothing}
      </div>`;
  }

  /** The JSON, bounded: what was left out is said under it (`part="json-truncated"`). */
  #json({ text, truncated }: JsonPreview): TemplateResult {
    const s = this.text;
    return html`<pre
        part="json"
        dir="ltr"
        tabindex="0"
        aria-label=${s.jsonTab}
      ><code>${markers(text, s)}</code></pre>
      ${truncated ? html`<p part="json-truncated" class="muted">${s.jsonTruncated}</p>` : nothing}`;
  }

  async #copy(json: string, view: ViewModel): Promise<void> {
    this._copyStatus = '';
    clearTimeout(this.#copyTimer);
    await this.updateComplete;
    try {
      await navigator.clipboard.writeText(json);
      this._copyStatus = 'copied';
      // "Copied" for a moment, then the button offers to copy again.
      this.#copyTimer = setTimeout(() => (this._copyStatus = ''), COPIED_FOR);
      emit<CopyDetail>(this, 'search-copy', {
        kind: 'composition',
        id: view.objectID ?? this.compositionId,
      });
    } catch {
      // Leave the text selected so the user can copy it with the keyboard.
      const pre = this.renderRoot.querySelector('pre[part="json"]');
      const selection = document.getSelection();
      if (pre && selection) selection.selectAllChildren(pre);
      this._copyStatus = 'failed';
    }
  }
}
