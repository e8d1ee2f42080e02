import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

let failing = true;
function Flaky() {
  if (failing) throw new Error('render failed');
  return <h1>Recovered</h1>;
}

describe('route error boundary', () => {
  it('shows a friendly message instead of a blank page, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(
      <RouteErrorBoundary>
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.queryByText('render failed')).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});
