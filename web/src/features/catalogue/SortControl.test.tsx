import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { SortControl } from './SortControl.tsx';

describe('SortControl', () => {
  it('draws the sort button and no menu until it is used', () => {
    renderApp(<SortControl sort="" disabled={false} onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Sort by: Most relevant' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a click with the current order checked, and changes it', async () => {
    const onChange = vi.fn();
    renderApp(<SortControl sort="A-Z" disabled={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by: Title A to Z' }));
    await screen.findByRole('menu', {}, { timeout: 5000 });
    const items = screen.getAllByRole('menuitemradio');
    expect(items).toHaveLength(5);
    expect(screen.getByRole('menuitemradio', { name: 'Title A to Z' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Title Z to A' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Z-A');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it.each(['{Enter}', '{ArrowDown}'])('opened with %s, puts focus on the first order', async (key) => {
    renderApp(<SortControl sort="" disabled={false} onChange={() => undefined} />);
    screen.getByRole('button', { name: 'Sort by: Most relevant' }).focus();
    await userEvent.keyboard(key);
    await screen.findByRole('menu', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Most relevant' })).toHaveFocus());
  });

  it('is disabled, with its hint, when there is nothing to sort', () => {
    renderApp(<SortControl sort="" disabled onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Sort by: Most relevant' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title');
  });
});
