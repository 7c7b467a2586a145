/**
 * Reveal and copy, the two ways a secret leaves its mask. The revealed secrets live here (by key
 * id) and nowhere else; they are dropped when the page changes, a new page arrives, or the host
 * leaves the document. Events carry the key's id, never its value.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SecretKey } from '../api/types/secret-keys.js';
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
  /**
   * Secrets the user revealed, by key id (`get(id)` is `undefined` while a key is masked). The
   * only place a secret is kept for display; changed through `toggle` and `hideAll` only.
   */
  readonly revealed = new Map<string, string>();
  /** The live message after a copy. */
  notice: Notice | undefined;
  /** The id of the key whose copy button reads "Copied" for a moment. */
  copied: string | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #texts: () => SecretsTexts;
  #noticeToken = 0;
  #copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, texts: () => SecretsTexts) {
    this.#host = host;
    this.#texts = texts;
    host.addController(this);
  }

  /** Masks every key again (the host renders on its next update). */
  hideAll(): void {
    this.revealed.clear();
  }

  /** Drops the live message and the "Copied" state. */
  clearNotice(): void {
    this.#noticeToken++;
    this.notice = this.copied = undefined;
    clearTimeout(this.#copiedTimer);
  }

  hostDisconnected(): void {
    this.hideAll();
    this.clearNotice();
    // Render now: a detached element must not keep a revealed secret in its shadow root.
    this.#host.requestUpdate();
  }

  /** Masks a revealed key, or reveals a masked one unless `search-key-reveal` is cancelled. */
  toggle({ id, value }: SecretKey): void {
    const detail: SecretKeyRevealDetail = { id };
    if (this.revealed.delete(id)) this.#host.requestUpdate();
    else if (emit(this.#host, 'search-key-reveal', detail, { cancelable: true })) {
      this.revealed.set(id, value);
      this.#host.requestUpdate();
    }
  }

  /** Copies a key's secret without revealing it, says so, and fires `search-copy`. */
  async copy({ id, value }: SecretKey, name: string): Promise<void> {
    const texts = this.#texts();
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard (`navigator.clipboard` undefined throws too), or access denied.
      this.#say({ text: texts.copyFailed(name), failure: true });
      return;
    }
    this.#say({ text: texts.copied(name), failure: false });
    clearTimeout(this.#copiedTimer);
    this.copied = id;
    this.#copiedTimer = setTimeout(() => {
      this.copied = undefined;
      this.#host.requestUpdate();
    }, COPIED_MS);
    emit<CopyDetail>(this.#host, 'search-copy', { kind: 'secret-key', id });
  }

  /** Sets the live message; the same message twice is announced twice. */
  #say(notice: Notice): void {
    const token = ++this.#noticeToken;
    this.notice = undefined;
    this.#host.requestUpdate();
    void this.#host.updateComplete.then(() => {
      if (token !== this.#noticeToken) return;
      this.notice = notice;
      this.#host.requestUpdate();
    });
  }
}
