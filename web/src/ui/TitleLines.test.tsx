import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitleLines } from './TitleLines.tsx';

describe('TitleLines', () => {
  it.each([
    ['page', 'H1', 'P'],
    ['inline', 'SPAN', 'SPAN'],
  ] as const)(
    '%s: the title as %s and the summary as %s, each in its own direction',
    (variant, title, summary) => {
      const { container } = render(
        <TitleLines title="سارة" summary="Data scientist" variant={variant} classNames={['t', 's']} />,
      );
      const [first, second] = Array.from(container.children);
      expect(container.children).toHaveLength(2);
      expect(first).toMatchObject({ tagName: title, className: 't', textContent: 'سارة' });
      expect(second).toMatchObject({ tagName: summary, className: 's', textContent: 'Data scientist' });
      expect(first?.getAttribute('dir')).toBe('auto');
      expect(second?.getAttribute('dir')).toBe('auto');
    },
  );

  it('leaves an empty summary out', () => {
    const { container } = render(
      <TitleLines title="Ali" summary="" variant="page" classNames={['t', 's']} />,
    );
    expect(container.children).toHaveLength(1);
    expect(container.querySelector('p')).toBeNull();
  });
});
