import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileDescriptors } from './compileMessageDescriptors.ts';

const ast = (message: string) => JSON.stringify(parse(message));

describe('compileDescriptors', () => {
  it('compiles the English text to AST and drops the description', () => {
    const source = `const m = defineMessages({ a: { id: 'a', defaultMessage: 'Hi {name}', description: 'For translators.' } });`;
    expect(compileDescriptors(source)).toBe(
      `const m = defineMessages({ a: { id: 'a', defaultMessage: ${ast('Hi {name}')},  } });`,
    );
  });

  it('handles plurals, template literals, quoted keys, and text before the descriptor', () => {
    const source = [
      `const note = 'é… 😀';`,
      `export default defineMessages({`,
      `  count: { "id": 'c', description:\n 'Long, it\\'s wrapped.', defaultMessage: \`{n, plural, one {# course} other {# courses}}\` },`,
      `});`,
    ].join('\n');
    const compiled = compileDescriptors(source);
    expect(compiled).toContain(`defaultMessage: ${ast('{n, plural, one {# course} other {# courses}}')}`);
    expect(compiled).not.toContain('description');
    expect(compiled.startsWith(`const note = 'é… 😀';`)).toBe(true);
  });

  it('works in TSX', () => {
    const source = `const m = { id: 'x', defaultMessage: 'A <b>bold</b> move' };\nexport const C = () => <p>{m.id}</p>;`;
    expect(compileDescriptors(source, 'tsx')).toContain(`defaultMessage: ${ast('A <b>bold</b> move')}`);
  });

  it.each([
    ['no id', `const o = { defaultMessage: 'Not a descriptor' };`],
    ['a computed default message', `const o = { id: 'x', defaultMessage: text() };`],
    ['a template with expressions', 'const o = { id: `x`, defaultMessage: `a ${b}` };'],
    ['no default message', `const o = { id: 'x', description: 'kept' };`],
  ])('leaves an object with %s alone', (_, source) => {
    expect(compileDescriptors(source)).toBe(source);
  });

  it('fails the build on a message the ICU parser rejects', () => {
    expect(() => compileDescriptors(`const o = { id: 'x', defaultMessage: 'Broken {' };`)).toThrow();
  });
});
