// A story shown in one language: its element inside `<div lang dir>` (inside the toolbar's
// wrapper, so the story's language wins over the toolbar's). The elements find the language on
// the nearest ancestor and load their shipped translation on demand (through the translations'
// loader, which the pagination's module does not import: it is imported here).
import type { Decorator } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../../src/translations/auto.js';

export const inLanguage =
  (lang: string, dir: 'ltr' | 'rtl' = 'ltr'): Decorator =>
  (story) =>
    html`<div lang=${lang} dir=${dir}>${story()}</div>`;

/** Arabic, right to left. */
export const inArabic = inLanguage('ar', 'rtl');
/** German, left to right. */
export const inGerman = inLanguage('de');
