// `npm run storybook`: the catalog in dev mode, with the local emulator behind its
// data-driven stories. Ports: EMULATOR_PORT (default 8787), STORYBOOK_PORT (default 6006).
import { execFileSync, spawn } from 'node:child_process';
import { startEmulator } from '../dev/emulator/server.ts';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }); // the manifest
const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 8787) });
const port = process.env.STORYBOOK_PORT ?? '6006';
const args = `dev --port ${port} --no-open --disable-telemetry`.split(' ');
const child = spawn(process.execPath, ['node_modules/storybook/dist/bin/dispatcher.js', ...args], {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_EMULATOR_URL: emulator.url },
});
const stop = async () => {
  child.kill('SIGTERM');
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', async (code) => {
  await emulator.close();
  process.exit(code ?? 0);
});
