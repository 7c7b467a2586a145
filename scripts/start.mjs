// `npm start`: builds the library, starts the local emulator, and serves the demo page wired to
// it. Ports: EMULATOR_PORT (default 8787) and DEMO_PORT (default 8000).
import { execFileSync } from 'node:child_process';
import { startDevServer } from '@web/dev-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../dev/emulator/server.ts';

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
const demoPort = Number(process.env.DEMO_PORT ?? 8000);

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const emulator = await startEmulator({ port: emulatorPort, quiet: true });

const server = await startDevServer({
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
  config: {
    rootDir: '.',
    port: demoPort,
    hostname: '127.0.0.1',
    nodeResolve: { exportConditions: ['production'] },
    // The demo imports the library's TypeScript sources directly, compiled on the fly.
    plugins: [
      esbuildPlugin({
        ts: true,
        target: 'es2022',
        tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
      }),
    ],
    middleware: [
      // The demo reads the emulator's address from here, so nothing is hard-coded in the page.
      function emulatorConfig(ctx, next) {
        if (ctx.path === '/') return ctx.redirect('/dev/demo/');
        if (ctx.path !== '/dev/demo/config.js') return next();
        ctx.type = 'application/javascript';
        ctx.body = `export const emulatorUrl = ${JSON.stringify(emulator.url)};\n`;
      },
    ],
  },
});

console.log(`\nEmulator:  ${emulator.url}`);
console.log(`Demo page: http://127.0.0.1:${demoPort}/dev/demo/\n`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  await server.stop();
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
