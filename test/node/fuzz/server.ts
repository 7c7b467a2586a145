/**
 * A tiny scripted HTTP server on 127.0.0.1:0 for the fuzzing suite: each request takes the next
 * reply of a script (status, content type, body text, or a dropped connection, or a reply too
 * late for the client's timeout), and the request bodies are recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  body: string;
  type?: string;
  /** Send the headers and half the body, then drop the connection. */
  drop?: boolean;
  /** Wait this many ms before answering (beyond the client's timeout: a timeout). */
  delay?: number;
}

export interface Received {
  method: string;
  url: string;
  body: string;
  /** The reply it got (`undefined` once the script ran out: then 200). */
  reply: Reply;
}

export interface ScriptedServer {
  url: string;
  /** Replies for the next requests, in order; after them, `fallback`. */
  script: Reply[];
  fallback: Reply;
  received: Received[];
  close(): Promise<void>;
}

export async function startScripted(fallback: Reply): Promise<ScriptedServer> {
  const state = {
    script: [] as Reply[],
    fallback,
    received: [] as Received[],
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = state.script.shift() ?? state.fallback;
      state.received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        reply,
      });
      const answer = () => {
        if (res.destroyed) return;
        const body = Buffer.from(reply.body, 'utf8');
        res.writeHead(reply.status, {
          'content-type': reply.type ?? 'application/json',
          'content-length': String(body.length),
        });
        if (reply.drop) {
          res.write(body.subarray(0, body.length >> 1));
          res.socket?.destroy();
          return;
        }
        res.end(body);
      };
      if (reply.delay) setTimeout(answer, reply.delay);
      else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get script() {
      return state.script;
    },
    set script(replies: Reply[]) {
      state.script = replies;
    },
    get fallback() {
      return state.fallback;
    },
    set fallback(reply: Reply) {
      state.fallback = reply;
    },
    received: state.received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
