// Vue's self-contained browser build (runtime and template compiler, no bundler needed) has the
// same API as the `vue` package; the tests load it because the dev server does not bundle.
declare module 'vue/dist/vue.esm-browser.js' {
  export * from 'vue';
}
