// The elements' tags are custom elements for Vue's template compiler (server and browser), and
// the theme holds their space before their scripts run (no layout shift).
export default defineNuxtConfig({
  compatibilityDate: '2026-01-01',
  devtools: { enabled: false },
  telemetry: false,
  app: { head: { title: 'Search UI on Nuxt', link: [{ rel: 'icon', href: 'data:,' }] } },
  css: ['@search-ui/elements/themes/default.css', '~/assets/page.css'],
  vue: {
    compilerOptions: {
      isCustomElement: (tag: string) =>
        tag.startsWith('search-') ||
        ['usage-chart', 'secret-key-list', 'composition-view'].includes(tag),
    },
  },
});
