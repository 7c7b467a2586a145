// Placeholder until the emulator lands: a loopback server answering 404 with CORS.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningEmulator {
  url: string;
  close(): Promise<void>;
}

export async function startEmulator(
  options: { port?: number; host?: string; quiet?: boolean } = {},
): Promise<RunningEmulator> {
  const server = createServer((req, res) => {
    res.writeHead(404, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
