/**
 * A minimal reactive custom element that renders lit templates into its light DOM.
 *
 * The pagination entry has a 9 KB budget (lit included): `LitElement` and `ReactiveElement`
 * alone cost about 2.6 KB more than the lit-html renderer, for features a light-DOM element
 * with no styles and no controllers does not use. This base keeps lit's model: declared
 * properties with attribute conversion, batched asynchronous updates, `willUpdate` → `render`
 * → `updated`, and `updateComplete`.
 */
import { render, type TemplateResult } from 'lit/html.js';

/** How a reactive property maps to its attribute. */
export interface LightPropertyDeclaration {
  /** The attribute name; `false` for a property-only value (default: the dash-case name). */
  attribute?: string | false;
  /** Converts the attribute value (null when removed) to the property value (default: as is). */
  from?: (value: string | null) => unknown;
  /** The initial value. */
  value?: unknown;
}

/** Attribute converters. */
export const toNumber = (value: string | null): number | undefined =>
  value === null ? undefined : Number(value);
export const toBoolean = (value: string | null): boolean => value !== null;
/** `"false"` turns an option off; any other value, or no attribute, keeps it on. */
export const toFlag = (value: string | null): boolean => value != 'false';

export abstract class LightElement extends HTMLElement {
  /** Attribute name → [property, converter], filled by `reactive`. */
  static attributes: Map<string, [string, (value: string | null) => unknown]>;
  /** Initial values of the reactive properties, filled by `reactive`. */
  static defaults: Record<string, unknown>;

  static get observedAttributes(): string[] {
    return [...(this.attributes?.keys() ?? [])];
  }

  /** Declares reactive properties: accessors that schedule an update when a value changes. */
  static reactive(properties: Record<string, LightPropertyDeclaration>): void {
    this.attributes = new Map();
    this.defaults = {};
    for (const [name, { attribute, from = (v: string | null) => v, value }] of Object.entries(
      properties,
    )) {
      this.defaults[name] = value;
      if (attribute !== false) {
        this.attributes.set(attribute ?? name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), [
          name,
          from,
        ]);
      }
      Object.defineProperty(this.prototype, name, {
        get(this: LightElement) {
          return this.#values[name];
        },
        set(this: LightElement, value: unknown) {
          if (value !== this.#values[name]) {
            this.#values[name] = value;
            this.requestUpdate();
          }
        },
      });
    }
  }

  #values: Record<string, unknown> = { ...(this.constructor as typeof LightElement).defaults };
  #pending: Promise<boolean> | undefined;
  #saved: [string, unknown][];

  constructor() {
    super();
    // Values set on the element before it was upgraded shadow the accessors: keep them.
    this.#saved = Object.keys((this.constructor as typeof LightElement).defaults)
      .filter((name) => Object.hasOwn(this, name))
      .map((name) => [name, this[name as keyof this]]);
    for (const [name] of this.#saved) delete this[name as keyof this];
  }

  /** Whether the element has rendered at least once. */
  hasUpdated = false;

  /** Resolves once pending changes are rendered. */
  get updateComplete(): Promise<boolean> {
    return this.#pending ?? Promise.resolve(true);
  }

  connectedCallback(): void {
    for (const [name, value] of this.#saved.splice(0))
      this[name as keyof this] = value as this[keyof this];
    this.requestUpdate();
  }

  disconnectedCallback(): void {}

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const [name, from] = (this.constructor as typeof LightElement).attributes.get(attribute)!;
    (this as unknown as Record<string, unknown>)[name] = from(value);
  }

  /** Schedules an update (batched in a microtask; changes made while updating are included). */
  requestUpdate(): void {
    this.#pending ??= Promise.resolve().then(() => {
      try {
        if (this.isConnected) {
          this.willUpdate();
          render(this.render(), this, { host: this });
        }
      } finally {
        this.#pending = undefined;
      }
      if (this.isConnected) {
        this.hasUpdated = true;
        this.updated();
      }
      return true;
    });
  }

  protected willUpdate(): void {}
  protected abstract render(): TemplateResult;
  protected updated(): void {}
}
