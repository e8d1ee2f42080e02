import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDisclosure } from './useDisclosure.ts';

function Menu({ onContentReady }: { onContentReady: (focusPending: () => void) => void }) {
  const menu = useDisclosure();
  useEffect(() => onContentReady(menu.focusPending), [onContentReady, menu.focusPending]);
  return (
    <div {...menu.rootProps}>
      <button {...menu.buttonProps}>Subjects</button>
      <div {...menu.panelProps}>
        <a href="/all">View all</a>
      </div>
    </div>
  );
}

describe('a disclosure opened by ArrowDown', () => {
  it('focuses its first link once it can take focus, not giving up after an attempt that did not land', async () => {
    let focusPending = () => {};
    render(<Menu onContentReady={(pending) => (focusPending = pending)} />);
    const button = screen.getByRole('button', { name: 'Subjects' });
    button.focus();

    // The first attempt cannot land (as on a link of a panel not shown yet); the next one can.
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementationOnce(() => {});
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveFocus();
    expect(focus).toHaveBeenCalledOnce();

    act(() => focusPending());
    expect(screen.getByRole('link', { name: 'View all' })).toHaveFocus();
  });
});
