import { describe, expect, it } from 'vitest';
import { platformText } from './platformText.ts';

describe('platformText', () => {
  it.each([
    ['the LMS’s message', { message: 'No course found' }, 'No course found'],
    ['Django REST framework’s detail', { detail: 'Not found.' }, 'Not found.'],
    ['the message before the detail', { detail: 'd', message: 'm' }, 'm'],
    ['Atrium’s code beside the message', { error: 'course_full', message: 'Full.' }, 'Full.'],
    [
      'a field error’s user message',
      { field_errors: { 'pref-lang': { developer_message: 'dev', user_message: 'Pick a language.' } } },
      'Pick a language.',
    ],
    ['a field error’s developer message alone', { field_errors: { x: { developer_message: 'dev' } } }, 'dev'],
    ['a field error as a bare string', { field_errors: { x: 'Too long.' } }, 'Too long.'],
    ['HTML taken out', { message: '<b>Closed</b><script>x()</script>' }, 'Closed x()'],
    ['white space and control characters', { detail: '  Try\n\tagain\u0000later ' }, 'Try again later'],
    ['an empty message: the next key', { message: ' ', detail: 'Denied.' }, 'Denied.'],
    ['no text at all', { error: 'x' }, null],
    ['not an object', 'Not Found', null],
    ['a list', ['message'], null],
    ['null', null, null],
    ['a message that is not text', { message: 42 }, null],
  ])('%s', (_, body, expected) => {
    expect(platformText(body)).toBe(expected);
  });

  it('cuts a long text short', () => {
    const text = platformText({ message: 'a '.repeat(400) });
    expect(text?.length).toBeLessThanOrEqual(300);
    expect(text?.endsWith('…')).toBe(true);
  });
});
