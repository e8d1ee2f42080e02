/**
 * Every error becomes the JSON error shape (or, for a browser asking for a page, an error page); a write
 * the database refuses is a 503 that says nothing was saved; only real server faults are 500 (and logged).
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import Database from 'better-sqlite3';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from '../pages/respond.ts';
import type { AppContext } from './context.ts';
import { sendJson } from './endpoints.ts';
import { errorBody, HttpError } from './errors.ts';
import { html } from './html.ts';
import { EVERY_ANSWER } from './securityHeaders.ts';
import { isApiPath } from './web.ts';

const CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

/**
 * SQLite could not write: a read-only file or folder, a full disk, a database locked too long. Nothing
 * was saved (each write is one statement or one transaction), and trying again later may work.
 */
function isStorageFault(error: unknown): boolean {
  return (
    error instanceof Database.SqliteError &&
    /^SQLITE_(?:READONLY|CANTOPEN|FULL|IOERR|BUSY|LOCKED|PERM)/.test(error.code)
  );
}
const NOT_SAVED = 'The server cannot save changes right now, so nothing was changed. Please try again later.';

/** A browser asking for a page (a form post, a stand-in page) gets a page back, even for a fault. */
function wantsPage(req: FastifyRequest): boolean {
  return !isApiPath(req.url.split('?')[0] ?? '/') && (req.headers.accept ?? '').includes('text/html');
}

export function registerErrorHandler(app: FastifyInstance, ctx: AppContext): void {
  const faultPage = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendPage(
      ctx,
      reply,
      status,
      title,
      html`<h1>${title}</h1>
        <p class="alert" role="alert">${message}</p>
        <p><a href="/">Go to the home page</a></p>`,
    );

  const errorCodes = ctx.extensions.has('error-codes');
  app.setErrorHandler((error: FastifyError | HttpError | Error, req, reply) => {
    if (error instanceof HttpError) return sendJson(reply, error.statusCode, errorBody(error, errorCodes));
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      const code =
        'code' in error && typeof error.code === 'string'
          ? (CODES[error.code] ?? 'bad_request')
          : 'bad_request';
      return sendJson(reply, status, errorBody(new HttpError(status, code, error.message), errorCodes));
    }
    req.log.error(error);
    if (isStorageFault(error)) {
      reply.header('retry-after', '60');
      if (wantsPage(req)) return faultPage(reply, 503, 'Not saved', NOT_SAVED);
      return sendJson(reply, 503, { error: 'storage_unavailable', message: NOT_SAVED });
    }
    const message = 'Something went wrong on the server.';
    if (wantsPage(req)) return faultPage(reply, 500, 'Something went wrong', message);
    return sendJson(reply, 500, { error: 'server_error', message });
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
