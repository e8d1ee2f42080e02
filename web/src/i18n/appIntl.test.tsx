import { parse } from '@formatjs/icu-messageformat-parser';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, type MessageDescriptor, type MessageFormatElement } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { createAppIntl } from './appIntl.ts';

/** Descriptors as the build ships them: English compiled to AST (build/compileMessageDescriptors.ts). */
const english = (id: string, text: string) => ({ id, defaultMessage: parse(text) });
const dictionary = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).map(([id, text]) => [id, parse(text)])) as Record<
    string,
    MessageFormatElement[]
  >;

const french = dictionary({
  plain: 'Bonjour',
  count: '{count, plural, one {# cours} other {# cours}}',
  rich: 'Lire <b>les conditions</b> puis {name}',
  // A translation that cannot be formatted with the values given: the English default is shown.
  broken: '{when, date, short} à {place}',
});

const cases: [string, MessageDescriptor, Record<string, unknown>?][] = [
  ['a plain message', english('plain', 'Hello')],
  ['a plural', english('count', '{count, plural, one {# course} other {# courses}}'), { count: 1234 }],
  ['a message the dictionary lacks', english('missing', 'Only in English {n, number}'), { n: 1500 }],
  ['a select', english('select', '{kind, select, program {Program} other {Course}}'), { kind: 'program' }],
  ['a translation that fails', english('broken', 'At {place}'), { place: 'Paris' }],
  ['a message with neither', { id: 'nothing' }],
  ['a default that fails too', english('both', '{n, plural, one {# item} other {# items}}'), {}],
];

describe('createAppIntl formats as react-intl does', () => {
  it.each(['en', 'fr', 'ar'])('in %s', (locale) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const messages = locale === 'fr' ? french : {};
    const ours = createAppIntl(locale, 'en', messages);
    const theirs = createIntl({ locale, defaultLocale: 'en', messages });
    for (const [, descriptor, values] of cases) {
      expect(ours.formatMessage(descriptor, values as never)).toBe(
        theirs.formatMessage(descriptor, values as never),
      );
    }
    expect(ours.formatNumber(1234.5)).toBe(theirs.formatNumber(1234.5));
    expect(ours.formatNumber(48_200, { notation: 'compact' })).toBe(
      theirs.formatNumber(48_200, { notation: 'compact' }),
    );
    expect(ours.formatDate('2026-03-04T12:00:00Z', { dateStyle: 'long' })).toBe(
      theirs.formatDate('2026-03-04T12:00:00Z', { dateStyle: 'long' }),
    );
    expect(ours.formatDisplayName('de', { type: 'language' })).toBe(
      theirs.formatDisplayName('de', { type: 'language' }),
    );
  });

  it('renders rich text with keyed chunks, without React key warnings', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createAppIntl('fr', 'en', french);
    const text = intl.formatMessage(english('rich', 'Read <b>the terms</b> then {name}'), {
      b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
      name: <em>Ada</em>,
    });
    const { container } = render(<p>{text}</p>);
    expect(container.innerHTML).toBe('<p>Lire <strong>les conditions</strong> puis <em>Ada</em></p>');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('refuses a formatter Atrium does not use, naming it', () => {
    const intl = createAppIntl('en', 'en', {});
    expect(() => intl.formatList(['a', 'b'])).toThrow(/formatList/);
  });
});
