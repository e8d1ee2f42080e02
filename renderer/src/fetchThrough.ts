/**
 * A fetch that sends what is meant for the platform's public address to an internal one (the LMS's
 * service inside a cluster, or the reference server's own port) while the platform still sees its
 * public Host: the addresses it writes into its answers (pictures, links) are then the visitor's.
 * The global fetch cannot do this (it drops a Host header), so these requests go by node:http(s).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Statuses whose response has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function responseHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

export function fetchThrough(publicOrigin: string, internalOrigin: string): typeof fetch {
  const internal = new URL(internalOrigin);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== publicOrigin) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers.host = url.host;
    // The scheme the platform is reached by publicly: behind its proxy (Tutor's LMS trusts this header),
    // it writes https:// addresses into its answers, as it does for a visitor.
    headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
    // Answers come back as sent: nothing here would decompress them.
    delete headers['accept-encoding'];
    const send = internal.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(
        {
          hostname: internal.hostname,
          port: internal.port,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
          signal: request.signal,
          // TLS to the internal address still checks the public name's certificate.
          servername: url.hostname,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 502;
            resolve(
              new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage,
                headers: responseHeaders(incoming.headers),
              }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
