import { describe, expect, it } from 'vitest';
import { knownLinkTitle } from './linkTitles.ts';
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
