import { mergeApplicationConfig, type ApplicationConfig } from '@angular/core';
import { provideServerRendering, RenderMode, withRoutes, type ServerRoute } from '@angular/ssr';
import { appConfig } from './app.config';

const serverRoutes: ServerRoute[] = [{ path: '**', renderMode: RenderMode.Server }];

const serverConfig: ApplicationConfig = {
  providers: [provideServerRendering(withRoutes(serverRoutes))],
};

export const config = mergeApplicationConfig(appConfig, serverConfig);
