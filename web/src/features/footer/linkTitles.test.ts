import { describe, expect, it } from 'vitest';
import { knownLinkTitle, knownSectionTitle } from './linkTitles.ts';
import messages from './messages.ts';

describe('knownLinkTitle', () => {
  it.each([
    ['About', messages.about],
    [' terms of SERVICE ', messages.termsOfService],
    ['Privacy', messages.privacy],
  ])('%j is translated', (title, message) => {
    expect(knownLinkTitle(title)).toBe(message);
  });

  it.each(['Careers', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    '%j is shown as written (no member of Object.prototype passes for a message)',
    (title) => {
      expect(knownLinkTitle(title)).toBeNull();
    },
  );
});

describe('knownSectionTitle', () => {
  it.each([
    ['navigation_links', messages.navigationSection],
    ['legal_links', messages.legalSection],
  ])('a stock section %j is titled from the catalogue', (title, message) => {
    expect(knownSectionTitle(title)).toBe(message);
  });

  it.each(['Legal', 'Atrium', 'business_links', ' legal_links', '', 'constructor', '__proto__'])(
    '%j is shown as written',
    (title) => {
      expect(knownSectionTitle(title)).toBeNull();
    },
  );
});
