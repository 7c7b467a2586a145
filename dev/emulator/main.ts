/**
 * `npm run emulator`: starts the local service emulator on loopback and prints its URL.
 * `PORT` picks the port (default 8787; 0 = any free port), `HOST` the interface (default
 * 127.0.0.1), `QUIET=1` silences the per-request log.
 */
import { startEmulator } from './server.js';

export const DEFAULT_PORT = 8787;

const port =
  process.env.PORT === undefined || process.env.PORT === ''
    ? DEFAULT_PORT
    : Number(process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be an integer between 0 and 65535 (got "${process.env.PORT}").`);
  process.exit(1);
}

try {
  const emulator = await startEmulator({
    port,
    host: process.env.HOST || '127.0.0.1',
    quiet: process.env.QUIET === '1',
  });
  console.log(`Emulator listening on ${emulator.url}`);
  console.log(
    'Application id DEMOAPP; keys: emulator-admin-key, emulator-settings-key, emulator-usage-key, emulator-search-key',
  );
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use: set PORT to another port (PORT=0 picks a free one).`
      : `The emulator could not start: ${(error as Error).message}`,
  );
  process.exit(1);
}
