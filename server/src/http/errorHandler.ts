/** Every error becomes the JSON error shape; only real server faults are 500 (and logged). */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJson } from './endpoints.ts';
import { HttpError } from './errors.ts';
import { EVERY_ANSWER } from './securityHeaders.ts';

const CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, req, reply) => {
    if (error instanceof HttpError)
      return sendJson(reply, error.statusCode, { error: error.code, message: error.message });
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      const code =
        'code' in error && typeof error.code === 'string'
          ? (CODES[error.code] ?? 'bad_request')
          : 'bad_request';
      return sendJson(reply, status, { error: code, message: error.message });
    }
    req.log.error(error);
    return sendJson(reply, 500, { error: 'server_error', message: 'Something went wrong on the server.' });
  });
}

/**
 * The `frameworkErrors` option: the router's own refusals (a path that is not valid percent-encoding, a
 * path parameter over `maxParamLength`) bypass the error handler and every hook, so they get the JSON
 * shape and the headers every answer carries here.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  reply.headers(EVERY_ANSWER);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void sendJson(reply, 414, { error: 'uri_too_long', message: 'A part of this path is too long.' });
  else if (error.code === 'FST_ERR_BAD_URL')
    void sendJson(reply, 400, { error: 'bad_url', message: 'This path is not valid percent-encoding.' });
  else void sendJson(reply, 400, { error: 'bad_request', message: error.message });
}

const CLIENT_ERRORS: Record<string, [status: number, error: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive.'],
};

/**
 * The `clientErrorHandler` option: a request Node's HTTP parser refuses (a malformed request line or
 * header, headers over the size limit) never reaches Fastify; its answer is written on the socket here,
 * in the JSON shape and with the headers every answer carries.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'bad_request',
    'This is not a valid HTTP request.',
  ];
  const body = JSON.stringify({ error: code, message });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...EVERY_ANSWER,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  socket.destroy(error);
}
