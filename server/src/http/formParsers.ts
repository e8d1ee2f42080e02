/**
 * Form bodies as Django reads them into `request.POST`: `application/x-www-form-urlencoded` and
 * `multipart/form-data` alike (the official learner dashboard and catalogue post multipart), each
 * field as text and a repeated field as a list, within the app's body limit. More than
 * `MAX_FORM_FIELDS` fields is a 400, as Django's `DATA_UPLOAD_MAX_NUMBER_FIELDS` refuses them. A
 * multipart file part is skipped: `request.POST` holds no files, and no form here takes one.
 */
import { Busboy } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Django's default `DATA_UPLOAD_MAX_NUMBER_FIELDS`. */
export const MAX_FORM_FIELDS = 1000;

const SLICE = 16 * 1024;

export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** Fields by name; a null prototype, so that a field named `__proto__` or `constructor` is just a field. */
export type FormFields = Record<string, string | string[]>;

const tooManyFields = () =>
  badRequest('too_many_fields', `A form may send at most ${MAX_FORM_FIELDS} fields.`);
const malformed = (why: string) => badRequest('malformed_form', `The form body cannot be read: ${why}.`);

/** Whether the request's body is a form, in either encoding. */
export function isFormRequest(req: FastifyRequest): boolean {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return (FORM_TYPES as readonly string[]).includes(type ?? '');
}

function addField(fields: FormFields, name: string, value: string): void {
  const previous = fields[name];
  if (previous === undefined) fields[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else fields[name] = [previous, value];
}

/** Django counts `&`-separated pairs, empty ones included (Python's `parse_qsl` with `max_num_fields`). */
export function parseUrlencoded(text: string): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  if (text === '') return fields;
  let separators = 0;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1))
    if (++separators >= MAX_FORM_FIELDS) throw tooManyFields();
  for (const [name, value] of new URLSearchParams(text)) addField(fields, name, value);
  return fields;
}

export function parseMultipart(contentType: string, body: Buffer): Promise<FormFields> {
  return new Promise((resolve, reject) => {
    const fields: FormFields = Object.create(null) as FormFields;
    let parser;
    try {
      parser = Busboy({ headers: { 'content-type': contentType }, limits: { fields: MAX_FORM_FIELDS } });
    } catch (error) {
      reject(malformed(error instanceof Error ? error.message : 'no boundary'));
      return;
    }
    const state = { refused: false };
    const refuse = (error: Error) => {
      state.refused = true;
      reject(error);
    };
    parser.on('field', (name, value) => addField(fields, name, value));
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('fieldsLimit', () => refuse(tooManyFields()));
    parser.on('error', (error) => refuse(malformed(error instanceof Error ? error.message : 'bad part')));
    parser.on('finish', () => resolve(fields));
    // Fed in slices, so that a refused body is not read to its end (the rest would cost as much again).
    for (let at = 0; at < body.length && !state.refused; at += SLICE)
      parser.write(body.subarray(at, at + SLICE));
    if (!state.refused) parser.end();
  });
}

/** Both form encodings, read whole (Fastify holds the body to its `bodyLimit` first). */
export function registerFormParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseUrlencoded(String(body)));
    } catch (error) {
      done(error as Error);
    }
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    parseMultipart(req.headers['content-type'] ?? '', body as Buffer).then(
      (fields) => done(null, fields),
      (error: unknown) => done(error as Error),
    );
  });
}
