/**
 * A URL that came from service data, checked before it may become a link or an image source.
 * Only absolute `http:` and `https:` URLs are safe; anything else (`javascript:`, `data:`,
 * `vbscript:`, relative or unparsable text) is shown as plain text and flagged.
 */
import { jsonText } from './json.js';

export interface CheckedUrl {
  /** The text as the data holds it (rendered as text when unsafe). */
  readonly raw: string;
  /** The normalised URL to use in `href`/`src`, or `null` when it must not be used. */
  readonly href: string | null;
}

/** Returns the normalised URL when `value` is an absolute http(s) URL, else `null`. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    // No base: relative URLs fail here, so nothing resolves against the page's own origin.
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in a link are a phishing shape, never something a banner needs.
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** Checks one URL value from the data; non-string values are kept as their (bounded) JSON text. */
export function checkUrl(value: unknown): CheckedUrl {
  const raw = typeof value === 'string' ? value : jsonText(value);
  return { raw, href: safeHttpUrl(value) };
}
