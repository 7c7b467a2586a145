// The toolbar of the catalog: its choices (language, direction, colour scheme, width) and the
// decorator that carries them to every story. Used by preview.ts, and by the catalog's browser
// test (test/browser/catalog/), which renders every story through it.
import type { Decorator, Preview } from '@storybook/web-components-vite';
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
// Every story follows the toolbar's language, the pagination's too (its own module does not load
// languages: a page of the pagination alone imports the loader, as the catalog does here).
import '../src/translations/auto.js';
import '../src/provider/define.js';

/** The toolbar's languages: English and every language the library ships. */
const languages: { value: string; title: string }[] = [
  { value: 'en', title: 'English' },
  { value: 'ar', title: 'العربية (ar)' },
  { value: 'he', title: 'עברית (he)' },
  { value: 'de', title: 'Deutsch (de)' },
  { value: 'fr', title: 'Français (fr)' },
  { value: 'es', title: 'Español (es)' },
  { value: 'ja', title: '日本語 (ja)' },
  { value: 'pt-BR', title: 'Português do Brasil (pt-BR)' },
  { value: 'zh-Hans', title: '简体中文 (zh-Hans)' },
];
const rightToLeft = new Set(['ar', 'he']);
/** The toolbar's time zones: the viewer's, UTC, and zones with daylight saving or odd offsets. */
const zones: { value: string; title: string }[] = [
  { value: 'viewer', title: 'Time zone: the viewer’s' },
  { value: 'UTC', title: 'UTC' },
  { value: 'America/New_York', title: 'New York' },
  { value: 'America/Los_Angeles', title: 'Los Angeles' },
  { value: 'Europe/Paris', title: 'Paris' },
  { value: 'Asia/Kolkata', title: 'Kolkata (+5:30)' },
  { value: 'Pacific/Chatham', title: 'Chatham (+12:45)' },
  { value: 'Australia/Lord_Howe', title: 'Lord Howe (30-minute change)' },
];
const widths: Record<string, string> = { '390': '390px', '320': '320px' };

/**
 * Wraps every story (also on docs pages) in `<div class="sb-globals">` carrying the toolbar's
 * choices: `lang`, `dir` (auto: right to left for Arabic and Hebrew), the colour scheme (the
 * theme's forcing class and `color-scheme`; the background follows) and the inline size (so the
 * elements' container queries react). A story that sets its own `lang` or `dir` inside wins.
 * A time zone other than the viewer's puts the story in a `<search-provider time-zone>`: the
 * elements without their own `time-zone` follow it.
 */
export const withToolbar: Decorator = (story, { globals, viewMode }) => {
  const lang = languages.some((l) => l.value === globals.lang) ? String(globals.lang) : 'en';
  const dir =
    globals.dir === 'ltr' || globals.dir === 'rtl'
      ? globals.dir
      : rightToLeft.has(lang.split('-')[0]!)
        ? 'rtl'
        : 'ltr';
  const scheme = globals.scheme === 'dark' ? 'dark' : 'light';
  const width = widths[String(globals.width)];
  // On a story's own canvas the page's background follows the scheme too (not on docs pages,
  // which keep Storybook's look around each story's block).
  const root = document.documentElement;
  root.classList.toggle('sb-canvas', viewMode === 'story');
  root.classList.toggle('search-ui-dark', viewMode === 'story' && scheme === 'dark');
  root.classList.toggle('search-ui-light', viewMode === 'story' && scheme === 'light');
  root.style.colorScheme = viewMode === 'story' ? scheme : '';
  const zone = zones.some((z) => z.value === globals.zone) ? String(globals.zone) : 'viewer';
  return html`<div
    class="sb-globals search-ui-${scheme}"
    lang=${lang}
    dir=${dir}
    data-width=${width ?? 'full'}
    style=${styleMap({ colorScheme: scheme, inlineSize: width })}
  >
    ${zone === 'viewer' ? story() : html`<search-provider time-zone=${zone}>${story()}</search-provider>`}
  </div>`;
};

export const globalTypes: Preview['globalTypes'] = {
  lang: {
    description: 'Language of the stories (the lang of their wrapper)',
    toolbar: { title: 'Language', icon: 'globe', items: languages, dynamicTitle: true },
  },
  dir: {
    description: 'Direction (auto: right to left for Arabic and Hebrew)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'auto', title: 'Direction: from the language' },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
  scheme: {
    description: 'Colour scheme (the theme’s search-ui-dark / search-ui-light class)',
    toolbar: {
      title: 'Scheme',
      icon: 'contrast',
      items: [
        { value: 'light', title: 'Light' },
        { value: 'dark', title: 'Dark' },
      ],
      dynamicTitle: true,
    },
  },
  zone: {
    description: 'Time zone of the times shown (a <search-provider time-zone> around the story)',
    toolbar: { title: 'Time zone', icon: 'time', items: zones, dynamicTitle: true },
  },
  width: {
    description: 'Inline size of the story (container queries react)',
    toolbar: {
      title: 'Width',
      icon: 'ruler',
      items: [
        { value: 'full', title: 'Full width' },
        { value: '390', title: '390 px (phone)' },
        { value: '320', title: '320 px (400 % zoom)' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = {
  lang: 'en',
  dir: 'auto',
  scheme: 'light',
  zone: 'viewer',
  width: 'full',
} as const;
