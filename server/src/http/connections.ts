/**
 * Limits on connections, for a server that faces clients directly (docs/security.md, "Time-outs and
 * connections"): a request must arrive whole within `requestTimeoutMs` (else 408 and the connection is
 * closed: errorHandler.ts), an idle keep-alive connection closes after `keepAliveTimeoutMs`, and one
 * client address holds at most `perAddress` connections at once (a further one is closed at once).
 * A trusted proxy's address is not capped: every client behind it shares it.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import proxyaddr from '@fastify/proxy-addr';

export interface ConnectionLimits {
  /** The whole request, headers and body, within this (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Simultaneous connections from one client address. */
  perAddress: number;
}

/**
 * 30 s: the largest body taken (256 kB) arrives in about that time at 64 kbit/s, and real bodies (a
 * sign-in or search form) are under 2 kB. 30 s of keep-alive outlasts a page's calls and the ones a
 * learner's next tap makes. 100 connections: a browser opens at most 6 to one host, so a classroom of
 * 15 behind one address is well inside it; 150 slow sockets from one address are not.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 30_000,
  perAddress: 100,
};

/**
 * Node's HTTP server options for the limits: time-outs are checked four times within the request
 * time-out (Node's default is once every 30 s, which would let a request run for a minute).
 */
export function httpServerOptions(limits: ConnectionLimits): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.floor(limits.requestTimeoutMs / 4)),
  };
}

/** Closes a connection that would be `perAddress + 1`-th of its address; the proxies named are exempt. */
export function capConnectionsPerAddress(
  server: Server,
  perAddress: number,
  trustedProxies: readonly string[],
): void {
  const trusted = trustedProxies.length ? proxyaddr.compile([...trustedProxies]) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
