/**
 * The gateway's HTTP server with a stop that finishes what it started (issue 32 §4).
 *
 * `drain()`: the listening socket closes (new connections are refused, a balancer tries another
 * gateway); every answer from then on says `Connection: close`; a keep-alive connection with no
 * request under way is closed; a connection accepted but whose request has not arrived yet is
 * kept until its request is answered; requests under way finish. Whatever is still open after
 * `graceMs` is cut (and counted). Upgraded connections (WebSockets) are not waited for: their
 * server closes them with 1001 "going away" (app/ws.ts).
 *
 * Node's own `server.close()` is not used: it also closes, at once, every connection that has
 * no request under way, a freshly accepted one whose request bytes are still on the way among them.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import * as net from 'node:net';
import type { Socket } from 'node:net';
import { MESSAGES } from './messages';
import { errorBody } from './rest/http';

interface Connection {
  /** Requests of this connection being answered. */
  active: number;
  /** Requests answered. */
  served: number;
  /** The answer under way (the last one), to mark `Connection: close`. */
  res: ServerResponse | null;
  upgraded: boolean;
}

export type Phase = 'starting' | 'ready' | 'draining' | 'stopped';

export interface DrainableServer {
  server: Server;
  /** Where the app's requests go (replaced once the app is built; a starting answer before). */
  setHandler(handler: RequestListener): void;
  phase(): Phase;
  setPhase(phase: Phase): void;
  /** Connections not upgraded, and requests under way. */
  load(): { connections: number; requests: number };
  /** Stops accepting and waits for what was accepted, at most `graceMs`; answers how many connections were cut. */
  drain(graceMs: number): Promise<{ cut: number; ms: number }>;
}

/**
 * How long a request that arrives while the gateway starts waits for the start before it is
 * answered 503 "try again": a client that only polled /api/health (alive at once) and then asks
 * gets its answer once the database is open, not an error.
 */
export const START_WAIT_MS = 30_000;

/** The probes answer at once while starting; every other request waits for the app. */
const waitsForStart = (req: IncomingMessage): boolean => {
  const path = (req.url ?? '/').split('?')[0];
  return path !== '/api/health' && path !== '/api/ready';
};

export function drainableServer(initial: RequestListener, opts: { startWaitMs?: number } = {}): DrainableServer {
  let handler = initial;
  let started = false;
  let phase: Phase = 'starting';
  const startWaitMs = opts.startWaitMs ?? START_WAIT_MS;
  /** Requests held while starting, answered by the app once it is there (or 503 after the wait, or at a stop). */
  const waiting = new Set<{ req: IncomingMessage; res: ServerResponse; timer: NodeJS.Timeout }>();
  const release = (answer: RequestListener) => {
    for (const w of waiting) {
      clearTimeout(w.timer);
      waiting.delete(w);
      answer(w.req, w.res);
    }
  };
  const connections = new Map<Socket, Connection>();
  let onIdle: (() => void) | null = null;

  const settle = (socket: Socket, c: Connection) => {
    // Once draining, a connection with nothing under way that has been answered has no more use.
    if (phase === 'draining' && c.active === 0 && c.served > 0 && !c.upgraded) socket.end();
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const c = connections.get(socket);
    if (c) {
      c.active++;
      c.res = res;
    }
    if (phase === 'draining') res.setHeader('Connection', 'close');
    res.once('close', () => {
      if (!c) return;
      c.active--;
      c.served++;
      if (c.res === res) c.res = null;
      settle(socket, c);
    });
    if (!started && phase === 'starting' && waitsForStart(req)) {
      const w = {
        req,
        res,
        timer: setTimeout(() => {
          waiting.delete(w);
          initial(req, res);
        }, startWaitMs),
      };
      waiting.add(w);
      res.once('close', () => {
        clearTimeout(w.timer);
        waiting.delete(w);
      });
      return;
    }
    handler(req, res);
  });
  server.on('connection', (socket: Socket) => {
    const c: Connection = { active: 0, served: 0, res: null, upgraded: false };
    connections.set(socket, c);
    socket.once('close', () => {
      connections.delete(socket);
      if (onIdle && [...connections.values()].every((x) => x.upgraded)) onIdle();
    });
  });
  server.prependListener('upgrade', (req: IncomingMessage) => {
    const c = connections.get(req.socket);
    if (c) c.upgraded = true;
  });

  const open = () => [...connections.entries()].filter(([, c]) => !c.upgraded);

  return {
    server,
    setHandler(h) {
      handler = h;
      started = true;
      release(h);
    },
    phase: () => phase,
    setPhase(p) {
      phase = p;
    },
    load() {
      const list = open();
      return { connections: list.length, requests: list.reduce((n, [, c]) => n + c.active, 0) };
    },
    async drain(graceMs) {
      const started = Date.now();
      phase = 'draining';
      // Held while starting and the app never came: "try again" (elsewhere).
      if (!started) release(initial);
      // The listening socket only (see above).
      if (server.listening) net.Server.prototype.close.call(server);
      for (const [socket, c] of open()) {
        if (c.res && !c.res.headersSent) c.res.setHeader('Connection', 'close');
        settle(socket, c);
      }
      if (open().length > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          onIdle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        onIdle = null;
      }
      const left = open();
      for (const [socket] of left) socket.destroy();
      return { cut: left.length, ms: Date.now() - started };
    },
  };
}

/**
 * What a starting gateway answers (its database being opened and migrated): alive on
 * /api/health, not ready on /api/ready, and 503 "try again" to a request that waited
 * START_WAIT_MS for the start in vain.
 */
export const startingAnswer: RequestListener = (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/api/health') return json(res, 200, { ok: true });
  if (path === '/api/ready') return json(res, 503, { ok: false, status: 'starting' });
  res.setHeader('Retry-After', '5');
  json(res, 503, errorBody('BUSY', MESSAGES.BUSY.unavailable));
};

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}
