/**
 * The local service emulator: one loopback origin answering the main (secret keys,
 * compositions), usage and events areas, with CORS on every response, fixed keys with
 * different rights, deterministic seed data, and test-only routes for fault injection and for
 * reading back accepted events and the request log. See README.md beside this file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isBodySizeAllowed } from '../../src/api/rules/events.js';
import {
  INVALID_CREDENTIALS,
  WRONG_SHAPES,
  authorize,
  getComposition,
  getUsage,
  listSecretKeys,
  sendEvents,
  type Reply,
} from './routes.js';
import {
  APP_ID_PATTERN,
  AppRegistry,
  parseFault,
  parseFaultEffect,
  type AppState,
  type FaultEffect,
  type FaultRoute,
  type LoggedRequest,
} from './state.js';

export interface RunningEmulator {
  url: string;
  close(): Promise<void>;
}

export interface EmulatorOptions {
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** Interface to listen on (default `127.0.0.1`, loopback only). */
  host?: string;
  /** No request log on the console. */
  quiet?: boolean;
  /** The clock (ms since 1970) that ends the usage window; tests may pin it. */
  now?: () => number;
}

const ALLOWED_HEADERS = [
  'X-Service-Application-Id',
  'X-Service-API-Key',
  'Content-Type',
  'Content-Encoding',
  'Accept',
  'X-Emulator-Fault',
];
const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';
/** Bodies beyond this size are not even drained: the connection is closed. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** Which fault route a path belongs to, if any. */
function routeOf(path: string): FaultRoute | undefined {
  if (path === '/agent-studio/1/secret-keys') return 'secret-keys';
  if (path.startsWith('/1/compositions/')) return 'compositions';
  if (path.startsWith('/1/usage/')) return 'usage';
  if (path === '/1/events') return 'events';
  return undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Reads a request body: the bytes when under the events limit, and the full size. */
function readBody(req: IncomingMessage): Promise<{ data: Buffer; size: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (isBodySizeAllowed(size)) chunks.push(chunk);
      else chunks.length = 0;
      if (size > DRAIN_LIMIT) req.destroy();
    });
    req.on('end', () => resolve({ data: Buffer.concat(chunks), size }));
    req.on('error', reject);
    req.on('close', () => resolve({ data: Buffer.concat(chunks), size }));
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.writableEnded || res.destroyed) return;
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...reply.headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

const message = (status: number, text: string): Reply => ({
  status,
  body: { status, message: text },
});

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const apps = new AppRegistry();
  const now = options.now ?? Date.now;
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();

  // A rule's latency ends early when the application's faults are cleared: a test can hold answers
  // for as long as it looks at a loading state, then release them, with no race against a clock.
  const held = new WeakMap<object, Set<() => void>>();
  const sleep = (ms: number, owner?: object) =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        timers.delete(timer);
        if (owner) held.get(owner)?.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      timers.add(timer);
      if (owner) {
        if (!held.has(owner)) held.set(owner, new Set());
        held.get(owner)!.add(release);
      }
    });

  /** Applies a fault: true when it answered (or dropped) the request itself. */
  async function applyFault(
    fault: FaultEffect,
    route: FaultRoute,
    req: IncomingMessage,
    res: ServerResponse,
    owner?: object,
  ): Promise<boolean> {
    if (fault.latency) await sleep(fault.latency, owner);
    if (res.destroyed) return true;
    if (fault.drop) {
      req.socket.destroy();
      return true;
    }
    if (fault.malformed) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"data": [{"id": "truncated", "name": ');
      return true;
    }
    if (fault.wrongShape) {
      send(res, { status: 200, body: WRONG_SHAPES[route] });
      return true;
    }
    if (fault.status !== undefined || fault.body !== undefined) {
      const status = fault.status ?? 200;
      send(res, {
        status,
        body:
          fault.body !== undefined
            ? fault.body
            : { status, message: `Injected fault (status ${status})` },
      });
      return true;
    }
    return false;
  }

  async function handleTestRoute(req: IncomingMessage, url: URL): Promise<Reply> {
    const kind = url.pathname.slice('/__emulator/'.length);
    if (kind === 'faults' && req.method === 'POST') {
      const { data } = await readBody(req);
      let input: unknown;
      try {
        input = JSON.parse(data.toString('utf8'));
      } catch {
        return message(400, 'The body is not valid JSON.');
      }
      const parsed = parseFault(input);
      if (typeof parsed === 'string') return message(400, parsed);
      apps.get(parsed.appId).faults.push(parsed.rule);
      return { status: 201, body: { fault: parsed.rule } };
    }
    if (!['faults', 'events', 'requests', 'reset'].includes(kind)) return message(404, 'Not found');
    const appId = url.searchParams.get('appId') ?? '';
    if (!APP_ID_PATTERN.test(appId)) {
      return message(400, 'appId must be DEMOAPP or DEMOAPP_<1 to 32 letters or digits>.');
    }
    const app = apps.get(appId);
    if (req.method === 'GET' && kind === 'events')
      return { status: 200, body: { events: app.events } };
    if (req.method === 'GET' && kind === 'requests') {
      return { status: 200, body: { requests: app.requests } };
    }
    if (req.method === 'GET' && kind === 'faults')
      return { status: 200, body: { faults: app.faults } };
    if (req.method === 'DELETE') {
      const cleared = { faults: 0, events: 0, requests: 0 };
      if (kind === 'faults' || kind === 'reset') {
        cleared.faults = app.faults.splice(0).length;
        for (const release of [...(held.get(app) ?? [])]) release();
      }
      if (kind === 'events' || kind === 'reset') cleared.events = app.clearEvents();
      if (kind === 'requests' || kind === 'reset') cleared.requests = app.requests.splice(0).length;
      return { status: 200, body: { cleared } };
    }
    return { ...message(405, 'Method not allowed'), headers: { allow: 'GET, DELETE' } };
  }

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: FaultRoute | undefined,
    app: AppState | undefined,
  ): Promise<Reply | undefined> {
    const body = req.method === 'POST' ? await readBody(req) : undefined;

    // Faults: a one-request fault from the header first, then the app's rules for the route.
    const faultHeader = header(req, 'x-emulator-fault');
    if (faultHeader !== undefined) {
      let effect: FaultEffect | string;
      try {
        const parsed: unknown = JSON.parse(faultHeader);
        effect =
          typeof parsed === 'object' && parsed !== null
            ? parseFaultEffect(parsed as Record<string, unknown>)
            : 'X-Emulator-Fault must be a JSON object.';
      } catch {
        effect = 'X-Emulator-Fault must be a JSON object.';
      }
      if (typeof effect === 'string') return message(400, effect);
      if (await applyFault(effect, route ?? 'events', req, res)) return undefined;
    }
    const fault = app && route ? app.takeFault(route) : undefined;
    if (fault && route && (await applyFault(fault, route, req, res, app))) return undefined;

    const segments = url.pathname.split('/').slice(1);
    const method = req.method ?? 'GET';
    const expect = (allowed: string): Reply | undefined =>
      method === allowed
        ? undefined
        : { ...message(405, 'Method not allowed'), headers: { allow: `${allowed}, OPTIONS` } };
    if (url.pathname === '/' && method === 'GET') {
      return {
        status: 200,
        body: {
          name: 'Local service emulator',
          endpoints: [
            'GET /agent-studio/1/secret-keys',
            'GET /1/compositions/{objectID}',
            'GET /1/usage/{statistic}[/{index}]',
            'POST /1/events',
          ],
        },
      };
    }
    if (
      !route ||
      (route === 'usage' && segments.length > 4) ||
      (route === 'compositions' && segments.length !== 3)
    ) {
      return message(404, 'Not found');
    }
    const notAllowed = expect(route === 'events' ? 'POST' : 'GET');
    if (notAllowed) return notAllowed;
    if (!app) return INVALID_CREDENTIALS;
    const apiKey = header(req, 'x-service-api-key');

    switch (route) {
      case 'secret-keys': {
        const auth = authorize(apiKey, ['settings'], 'list secret keys');
        return 'status' in auth ? auth : listSecretKeys(url.searchParams, auth.admin);
      }
      case 'compositions': {
        const auth = authorize(apiKey, ['settings', 'editSettings'], 'read compositions');
        return 'status' in auth ? auth : getComposition(segments[2] as string);
      }
      case 'usage': {
        const auth = authorize(apiKey, ['usage'], 'read usage statistics');
        if ('status' in auth) return auth;
        return getUsage(segments[2] as string, segments[3], url.searchParams, app, now());
      }
      case 'events': {
        const auth = authorize(apiKey, ['search'], 'send events');
        if ('status' in auth) return auth;
        return sendEvents(
          body?.data ?? Buffer.alloc(0),
          body?.size ?? 0,
          app,
          now(),
          header(req, 'content-encoding'),
        );
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const origin = header(req, 'origin');
    res.setHeader('access-control-allow-origin', origin ?? '*');
    res.setHeader('vary', 'Origin');
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');

    let reply: Reply | undefined;
    let logged: LoggedRequest | undefined;
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
      res.setHeader('access-control-allow-headers', ALLOWED_HEADERS.join(', '));
      res.setHeader('access-control-max-age', '600');
      if (header(req, 'access-control-request-private-network') === 'true') {
        res.setHeader('access-control-allow-private-network', 'true');
      }
      res.writeHead(204, { 'content-length': '0' });
      res.end();
    } else if (url.pathname.startsWith('/__emulator/')) {
      reply = await handleTestRoute(req, url);
    } else {
      const appId = header(req, 'x-service-application-id');
      const app = appId !== undefined && APP_ID_PATTERN.test(appId) ? apps.get(appId) : undefined;
      logged = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [
            k,
            Array.isArray(v) ? v.join(', ') : (v ?? ''),
          ]),
        ),
        at: Date.now(),
      };
      app?.logRequest(logged);
      reply = await handleApi(req, res, url, routeOf(url.pathname), app);
    }
    if (reply) send(res, reply);
    if (logged) logged.status = res.headersSent ? res.statusCode : 0;
    if (!options.quiet) {
      const ms = Math.round(performance.now() - started);
      const status = res.headersSent ? res.statusCode : 'dropped';
      console.log(`${req.method} ${url.pathname}${url.search} → ${status} (${ms} ms)`);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!options.quiet) console.error('Emulator error:', error);
      if (!res.headersSent) send(res, message(500, 'Internal emulator error'));
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const publicHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${publicHost}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
