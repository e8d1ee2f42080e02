import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchThrough } from './fetchThrough.ts';

/** A server that answers what it was sent: the Host, the method, the path and the body. */
let server: Server;
let internal: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/empty') {
        res.writeHead(204).end();
        return;
      }
      res.setHeader('set-cookie', ['csrftoken=abc; Path=/', 'other=1; Path=/']);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          host: req.headers.host,
          proto: req.headers['x-forwarded-proto'],
          method: req.method,
          url: req.url,
          body,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  internal = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchThrough', () => {
  it("sends the platform's requests to the internal address, with the public Host", async () => {
    const send = fetchThrough('https://lms.example', internal);
    const answer = await send('https://lms.example/api/courses/?page=2', {
      method: 'POST',
      body: 'q=python',
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({
      host: 'lms.example',
      proto: 'https',
      method: 'POST',
      url: '/api/courses/?page=2',
      body: 'q=python',
    });
    expect(answer.headers.getSetCookie()).toEqual(['csrftoken=abc; Path=/', 'other=1; Path=/']);
  });

  it('takes a Request as the global fetch does', async () => {
    const send = fetchThrough('https://lms.example', internal);
    const answer = await send(new Request('https://lms.example/x', { method: 'PUT', body: 'b' }));
    expect(await answer.json()).toMatchObject({ method: 'PUT', url: '/x', body: 'b' });
  });

  it('answers a status without a body', async () => {
    const answer = await fetchThrough('https://lms.example', internal)('https://lms.example/empty');
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });

  it('sends any other address as it is', async () => {
    const answer = await fetchThrough('https://lms.example', 'http://127.0.0.1:9')(`${internal}/direct`);
    const sent = (await answer.json()) as Record<string, unknown>;
    expect(sent).toMatchObject({ url: '/direct', host: new URL(internal).host });
    expect(sent).not.toHaveProperty('proto');
  });
});
