// A story shown in one language: its element inside `<div lang dir>` (inside the toolbar's
// wrapper, so the story's language wins over the toolbar's). The elements find the language on
// the nearest ancestor and load their shipped translation on demand.
import type { Decorator } from '@storybook/web-components-vite';
import { html } from 'lit';

export const inLanguage =
  (lang: string, dir: 'ltr' | 'rtl' = 'ltr'): Decorator =>
  (story) =>
    html`<div lang=${lang} dir=${dir}>${story()}</div>`;

/** Arabic, right to left. */
export const inArabic = inLanguage('ar', 'rtl');
/** German, left to right. */
export const inGerman = inLanguage('de');
