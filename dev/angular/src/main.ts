// The Angular example: a standalone, zoneless app using <usage-chart> and <search-pagination>
// with property and event bindings. Built by `node scripts/build-angular.mjs` (ngc AOT with
// strict templates, then esbuild) into .cache/angular/ (index.html and main.js).
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { AppComponent } from './app.component';
import { createStore, SEARCH_STORE, type ExampleConfig } from './store';

/** Starts the app in the page's `<app-root>`, whose data attributes give the credentials. */
export function start(root: HTMLElement = document.querySelector('app-root')!) {
  const config: ExampleConfig = {
    appId: root.dataset['appId'] ?? 'DEMOAPP',
    apiKey: root.dataset['apiKey'] ?? 'emulator-usage-key',
    host: root.dataset['host'],
  };
  return bootstrapApplication(AppComponent, {
    providers: [
      provideZonelessChangeDetection(),
      { provide: SEARCH_STORE, useValue: createStore(config) },
    ],
  });
}

if (document.querySelector('app-root:not([data-manual])')) {
  start().catch((error: unknown) => console.error(error));
}
