/**
 * A small reactive custom element that renders lit templates into its light DOM, shaped like
 * Lit's `ReactiveElement`, so the library's reactive controllers (`StoreConsumer`,
 * `LocaleController`) run on it unchanged.
 *
 * The pagination entry has a 9 KB budget (lit included): `LitElement` and `ReactiveElement`
 * cost about 2.6 KB more than the lit-html renderer, for features a light-DOM element without
 * shadow styles does not use (reflection, `css`, shadow roots, decorators). What is kept:
 *
 * - one `static properties = { name: { attribute, converter } }` declaration: accessors
 *   that request an update on change, attributes (dash-case by default) converted to values;
 *   defaults are plain field initialisers, as in Lit;
 * - batched asynchronous updates: `requestUpdate(name?, oldValue?)` →
 *   `willUpdate(changed)` → `render()` → `updated(changed)`, and `updateComplete`;
 * - controller hosting: `addController` / `removeController`, with `hostConnected`,
 *   `hostDisconnected`, `hostUpdate` (before rendering) and `hostUpdated` (after).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { render, type TemplateResult } from 'lit/html.js';

/** How a reactive property maps to its attribute (a subset of Lit's `PropertyDeclaration`). */
export interface LightPropertyDeclaration {
  /** The attribute name; `false` for a property-only value (default: the dash-case name). */
  attribute?: string | false;
  /**
   * Converts the attribute value (null when removed) to the property value (default: as is).
   * A boolean's is `presence` (HTML's rule: present is `true`, absent `false`).
   */
  converter?: (value: string | null) => unknown;
}

/** The changed properties of an update, each with its value before the change. */
export type PropertyValues = Map<PropertyKey, unknown>;

type Values = Record<PropertyKey, unknown>;
type Converter = (value: string | null) => unknown;

const asIs: Converter = (value) => value;
/** The converter of a boolean attribute: present is `true`, absent `false` (HTML's rule). */
export const presence: Converter = (value) => value !== null;

// Outside a browser (a server importing the module, without a DOM shim) there is no
// `HTMLElement`: extend an empty class there, as Lit does, so that importing never throws.
export abstract class LightElement
  extends (globalThis.HTMLElement ?? (class {} as typeof HTMLElement))
  implements ReactiveControllerHost
{
  /**
   * The reactive properties. A subclass that adds some declares them all:
   * `static properties = { ...SearchPagination.properties, mine: {} }`.
   */
  declare static properties: Record<string, LightPropertyDeclaration>;

  /** Attribute name → [property, converter], built by `finalize` for each class. */
  static attributeMap: Map<string, [string, Converter]>;

  static get observedAttributes(): string[] {
    this.finalize();
    return [...this.attributeMap.keys()];
  }

  /** Creates the accessors and the attribute map of this class, once. */
  protected static finalize(): void {
    if (Object.hasOwn(this, 'attributeMap')) return;
    this.attributeMap = new Map();
    for (const [name, { attribute, converter = asIs }] of Object.entries(this.properties)) {
      if (attribute !== false) {
        this.attributeMap.set(attribute ?? name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), [
          name,
          converter,
        ]);
      }
      Object.defineProperty(this.prototype, name, {
        get(this: LightElement) {
          return this.#values[name];
        },
        set(this: LightElement, value: unknown) {
          const old = this.#values[name];
          if (value !== old) {
            this.#values[name] = value;
            this.requestUpdate(name, old);
          }
        },
      });
    }
  }

  #values: Values = {};
  #changed: PropertyValues = new Map();
  #controllers = new Set<ReactiveController>();
  #pending: Promise<boolean> | undefined;
  #saved: Values = {};
  #connected = false;

  constructor() {
    super();
    const ctor = this.constructor as typeof LightElement;
    ctor.finalize();
    // Values set on the element before it was upgraded shadow the accessors: keep them, and
    // apply them after the field initialisers (on connection).
    for (const name in ctor.properties) {
      if (Object.hasOwn(this, name)) {
        this.#saved[name] = (this as unknown as Values)[name];
        delete (this as unknown as Values)[name];
      }
    }
  }

  /** Whether the element has rendered at least once. */
  hasUpdated = false;

  /** Resolves once pending changes are rendered (`true`, as in Lit). */
  get updateComplete(): Promise<boolean> {
    return this.#pending ?? Promise.resolve(true);
  }

  addController(controller: ReactiveController): void {
    this.#controllers.add(controller);
    // As in Lit: a controller added to a connected host connects at once (not during construction).
    if (this.#connected) controller.hostConnected?.();
  }

  removeController(controller: ReactiveController): void {
    this.#controllers.delete(controller);
  }

  connectedCallback(): void {
    Object.assign(this, this.#saved);
    this.#saved = {};
    this.#connected = true;
    for (const c of this.#controllers) c.hostConnected?.();
    this.requestUpdate();
  }

  disconnectedCallback(): void {
    this.#connected = false;
    for (const c of this.#controllers) c.hostDisconnected?.();
  }

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const entry = (this.constructor as typeof LightElement).attributeMap.get(attribute);
    if (entry) (this as unknown as Values)[entry[0]] = entry[1](value);
  }

  /**
   * Schedules an update, batched in a microtask; `name` and `oldValue` record a changed
   * property. Changes made during `willUpdate` or by controllers' `hostUpdate` join the
   * update in progress; changes made in `updated` schedule another one.
   */
  requestUpdate(name?: PropertyKey, oldValue?: unknown): void {
    if (name !== undefined && !this.#changed.has(name)) this.#changed.set(name, oldValue);
    this.#pending ??= Promise.resolve().then(() => (this.#update(), true));
  }

  #update(): void {
    const changed = this.#changed;
    try {
      if (!this.isConnected) return;
      this.#changed = new Map();
      this.willUpdate(changed);
      for (const c of this.#controllers) c.hostUpdate?.();
      // The first render replaces what was there: the server-rendered markup, if any.
      if (!this.hasUpdated) this.replaceChildren();
      render(this.render(), this, { host: this });
    } finally {
      this.#pending = undefined;
    }
    this.hasUpdated = true;
    for (const c of this.#controllers) c.hostUpdated?.();
    this.updated(changed);
  }

  /** Before rendering: compute derived state from the changed properties. */
  protected willUpdate(_changed: PropertyValues): void {}
  protected abstract render(): TemplateResult;
  /** After rendering: work on the DOM. */
  protected updated(_changed: PropertyValues): void {}
}
