import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';
import type { MenuEntry } from './menuEntry.ts';

function entries(onShare = () => undefined): MenuEntry[] {
  return [
    { key: 'info', label: 'Course Info', to: '/course/x/' },
    { key: 'locked', label: 'Resume Course', href: 'https://lms.example/x', disabled: true },
    { key: 'share', label: 'Share', onSelect: onShare },
  ];
}

describe('DropdownMenu', () => {
  it('draws a plain menu button and no menu until it is used', () => {
    renderApp(<DropdownMenu label="More actions" icon={null} entries={entries()} />);
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a click once its code has arrived, with every entry, and runs a command', async () => {
    const onShare = vi.fn();
    renderApp(<DropdownMenu label="More actions" icon={null} entries={entries(onShare)} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Course Info',
      'Resume Course',
      'Share',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Course Info' })).toHaveAttribute('href', '/course/x/');
    expect(screen.getByRole('menuitem', { name: 'Resume Course' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it.each(['{Enter}', '{ArrowDown}'])('opened with %s, puts focus on the first item', async (key) => {
    renderApp(<DropdownMenu label="More actions" icon={null} entries={entries()} />);
    screen.getByRole('button', { name: 'More actions' }).focus();
    await userEvent.keyboard(key);
    await screen.findByRole('menu', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Course Info' })).toHaveFocus());
  });
});
