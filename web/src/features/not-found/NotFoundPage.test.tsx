import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

describe('not-found page', () => {
  it('tells a lost visitor where they are and takes them home', async () => {
    renderApp(undefined, { path: '/no/such/place' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Atrium Academy'));

    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Atrium Academy' }),
    ).toBeInTheDocument();
  });
});
