import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requiredContext } from './requiredContext.ts';

const [NameContext, useName] = requiredContext<string>('useName needs a name provider');

function Name() {
  return <p>{useName()}</p>;
}

describe('requiredContext', () => {
  it('hands the provided value to its hook', () => {
    render(
      <NameContext value="Atrium">
        <Name />
      </NameContext>,
    );
    expect(screen.getByText('Atrium')).toBeInTheDocument();
  });

  it('throws its message when no provider is above', () => {
    // React reports the error it rethrows; the test only needs the throw.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Name />)).toThrow('useName needs a name provider');
  });
});
