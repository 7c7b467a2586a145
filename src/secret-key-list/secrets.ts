/**
 * Reveal and copy, the two ways a secret leaves its mask. The revealed secrets live here (by key
 * id) and nowhere else; they are dropped when the page changes, a new page arrives, or the host
 * leaves the document. Events carry the key's id, never its value.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SecretKey } from '../api/schemas/secret-keys.js';
import { emit } from '../internal/emit.js';
import type { CopyDetail } from '../internal/events.js';

/** `detail` of `search-key-reveal`: the key's id, never its value. */
export interface SecretKeyRevealDetail {
  id: string;
}

/** The live message after a copy. */
export interface Notice {
  text: string;
  failure: boolean;
}

/** The texts the controller speaks. */
export interface SecretsTexts {
  copied: (name: string) => string;
  copyFailed: (name: string) => string;
}

/** How long a copy button reads "Copied". */
export const COPIED_MS = 2000;

export class SecretsController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #texts: () => SecretsTexts;
  /** Secrets the user revealed, by key id. The only place a secret is kept for display. */
  readonly #revealed = new Map<string, string>();
  #notice: Notice | undefined;
  #noticeToken = 0;
  /** The key whose copy button reads "Copied" for a moment, and that moment's timer. */
  #copied: string | undefined;
  #copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, texts: () => SecretsTexts) {
    this.#host = host;
    this.#texts = texts;
    host.addController(this);
  }

  /** The revealed secret of a key, or `undefined` while it is masked. */
  revealed(id: string): string | undefined {
    return this.#revealed.get(id);
  }

  /** Whether the secret of this key was copied a moment ago. */
  copied(id: string): boolean {
    return this.#copied === id;
  }

  get notice(): Notice | undefined {
    return this.#notice;
  }

  /** Masks every key again (the host renders on its next update). */
  hideAll(): void {
    this.#revealed.clear();
  }

  /** Drops the live message and the "Copied" state. */
  clearNotice(): void {
    this.#noticeToken += 1;
    this.#notice = this.#copied = undefined;
    clearTimeout(this.#copiedTimer);
  }

  hostDisconnected(): void {
    this.hideAll();
    this.clearNotice();
    // Render now: a detached element must not keep a revealed secret in its shadow root.
    this.#host.requestUpdate();
  }

  /** Masks a revealed key, or reveals a masked one unless `search-key-reveal` is cancelled. */
  toggle(row: SecretKey): void {
    if (this.#revealed.has(row.id)) {
      this.#revealed.delete(row.id);
    } else {
      const detail: SecretKeyRevealDetail = { id: row.id };
      if (!emit(this.#host, 'search-key-reveal', detail, { cancelable: true })) return;
      this.#revealed.set(row.id, row.value);
    }
    this.#host.requestUpdate();
  }

  /** Copies a key's secret without revealing it, says so, and fires `search-copy`. */
  async copy(row: SecretKey, name: string): Promise<void> {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('unavailable');
      await navigator.clipboard.writeText(row.value);
    } catch {
      this.#say({ text: this.#texts().copyFailed(name), failure: true });
      return;
    }
    this.#say({ text: this.#texts().copied(name), failure: false });
    clearTimeout(this.#copiedTimer);
    this.#copied = row.id;
    this.#copiedTimer = setTimeout(() => {
      this.#copied = undefined;
      this.#host.requestUpdate();
    }, COPIED_MS);
    emit<CopyDetail>(this.#host, 'search-copy', { kind: 'secret-key', id: row.id });
  }

  /** Sets the live message; the same message twice is announced twice. */
  #say(notice: Notice): void {
    const token = ++this.#noticeToken;
    this.#notice = undefined;
    this.#host.requestUpdate();
    void this.#host.updateComplete.then(() => {
      if (token !== this.#noticeToken) return;
      this.#notice = notice;
      this.#host.requestUpdate();
    });
  }
}
