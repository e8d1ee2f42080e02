import { createIntl, defineMessages } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { withValues } from './withValues.ts';

const messages = withValues<{ greeting: { name: string } }>()(
  defineMessages({
    greeting: { id: 'test.greeting', defaultMessage: 'Hello {name}' },
    plain: { id: 'test.plain', defaultMessage: 'Hello' },
  }),
);
const intl = createIntl({ locale: 'en', messages: {}, onError: () => {} });

// The checks that matter here are the compiler's: each @ts-expect-error fails typecheck when it is not an error.
describe('withValues', () => {
  it('leaves the catalogue as it is at run time', () => {
    expect(intl.formatMessage(messages.greeting, { name: 'Ada' })).toBe('Hello Ada');
    expect(intl.formatMessage(messages.plain)).toBe('Hello');
  });

  it('asks the named values of a message that takes them, and none of the others', () => {
    // @ts-expect-error greeting needs its name
    expect(intl.formatMessage(messages.greeting)).toBe('Hello {name}');
    // @ts-expect-error greeting's name is a string
    expect(intl.formatMessage(messages.greeting, { name: 1n })).toBe('Hello 1');
    // @ts-expect-error plain takes no values
    expect(intl.formatMessage(messages.plain, { name: 'Ada' })).toBe('Hello');
  });

  it('refuses values for a message the catalogue lacks', () => {
    const catalogue = defineMessages({ plain: { id: 'test.plain', defaultMessage: 'Hello' } });
    // @ts-expect-error there is no message "missing"
    expect(withValues<{ missing: { name: string } }>()(catalogue)).toBe(catalogue);
  });
});
