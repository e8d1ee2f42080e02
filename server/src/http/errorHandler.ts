/** Every error becomes a JSON error answer (see errors.ts); only real server faults are 500 (and logged). */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import { sendJson } from './endpoints.ts';
import { errorBody, HttpError } from './errors.ts';

const CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

export function registerErrorHandler(app: FastifyInstance, ctx: AppContext): void {
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
    return sendJson(reply, 500, { error: 'server_error', message: 'Something went wrong on the server.' });
  });
}

/**
 * The `frameworkErrors` option: the router's own refusals (a path that is not valid percent-encoding, a
 * path parameter over `maxParamLength`) bypass the error handler, so they get the JSON shape here.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void sendJson(reply, 414, { error: 'uri_too_long', message: 'A part of this path is too long.' });
  else if (error.code === 'FST_ERR_BAD_URL')
    void sendJson(reply, 400, { error: 'bad_url', message: 'This path is not valid percent-encoding.' });
  else void sendJson(reply, 400, { error: 'bad_request', message: error.message });
}
