/**
 * JSON bodies, including `application/merge-patch+json`. An empty body counts as no body (the LMS
 * accepts a bodiless POST with a JSON content type); the rest goes through Fastify's safe parser.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonParsers(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    (req, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      return parse(req, String(body), done);
    },
  );
}
