import { describe, expect, it } from 'vitest';
import { MAX_FORM_FIELDS, parseMultipart, parseUrlencoded } from './formParsers.ts';

const BOUNDARY = 'XyZ';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const part = (name: string, value: string, extra = '') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
const multipart = (...parts: string[]) => Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
const plain = (fields: object) => ({ ...fields });

describe('urlencoded forms', () => {
  it.each([
    ['', {}],
    ['a=1', { a: '1' }],
    ['a=1&a=2&b=', { a: ['1', '2'], b: '' }],
    ['q=data+science&x=%C3%A9', { q: 'data science', x: 'é' }],
    ['__proto__=1&constructor=2', { ['__proto__']: '1', constructor: '2' }],
  ])('%j reads as %j', (text, expected) => {
    expect(plain(parseUrlencoded(text))).toEqual(expected);
  });

  it(`takes ${MAX_FORM_FIELDS} fields and refuses one more, as Django counts them`, () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=1`).join('&');
    expect(Object.keys(parseUrlencoded(fields(MAX_FORM_FIELDS)))).toHaveLength(MAX_FORM_FIELDS);
    expect(() => parseUrlencoded(fields(MAX_FORM_FIELDS + 1))).toThrow(/at most 1000 fields/);
    // Empty pairs count too (Python's parse_qsl counts separators).
    expect(() => parseUrlencoded('&'.repeat(MAX_FORM_FIELDS))).toThrow(/at most 1000 fields/);
  });
});

describe('multipart forms', () => {
  it.each([
    [[part('a', '1')], { a: '1' }],
    [[part('a', '1'), part('a', '2'), part('b', '')], { a: ['1', '2'], b: '' }],
    [[part('note', 'é\r\nline')], { note: 'é\r\nline' }],
    // A file part is skipped: `request.POST` holds no files.
    [[part('a', '1'), part('upload', 'bytes', '; filename="x.txt"\r\nContent-Type: text/plain')], { a: '1' }],
    [[], {}],
  ])('%j reads as %j', async (parts, expected) => {
    expect(plain(await parseMultipart(TYPE, multipart(...parts)))).toEqual(expected);
  });

  it(`takes ${MAX_FORM_FIELDS} fields and refuses one more`, async () => {
    const fields = (n: number) => multipart(...Array.from({ length: n }, (_, i) => part(`f${i}`, '1')));
    expect(Object.keys(await parseMultipart(TYPE, fields(MAX_FORM_FIELDS)))).toHaveLength(MAX_FORM_FIELDS);
    await expect(parseMultipart(TYPE, fields(MAX_FORM_FIELDS + 1))).rejects.toMatchObject({
      statusCode: 400,
      code: 'too_many_fields',
    });
  });

  it.each([
    ['no boundary', 'multipart/form-data', multipart(part('a', '1'))],
    ['a body cut short', TYPE, Buffer.from(part('a', '1'))],
    ['no parts at all', TYPE, Buffer.from('garbage')],
  ])('refuses %s with a 400', async (_why, type, body) => {
    await expect(parseMultipart(type, body)).rejects.toMatchObject({
      statusCode: 400,
      code: 'malformed_form',
    });
  });
});
