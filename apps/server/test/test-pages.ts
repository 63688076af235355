/**
 * A local web server for link-card tests: `servePages(routes, host)` listens on a free port of
 * `host` (127.0.0.1 by default) and answers each path with its handler (404 otherwise). The
 * link-card fetcher reaches it only with the loopback allowance (LINK_PREVIEW_ALLOW_LOOPBACK,
 * or the fetcher's `allowAddresses`).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers one request. */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** A running page server. */
export interface PageServer {
  /** `http://host:port` without a trailing slash. */
  origin: string;
  /** Paths requested so far, in order. */
  hits: string[];
  close(): Promise<void>;
}

/** An HTML page answer. */
export function html(body: string, type = 'text/html; charset=utf-8'): PageHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };
}

/** A redirect answer to `location`. */
export function redirect(location: string, status = 302): PageHandler {
  return (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };
}

/** Starts a page server (see the module comment). */
export async function servePages(
  routes: Record<string, PageHandler>,
  host = '127.0.0.1',
): Promise<PageServer> {
  const hits: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(path);
    const handler = routes[path];
    if (handler) handler(req, res);
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
