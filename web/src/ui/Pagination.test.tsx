import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('links every shown page through the link builder and marks the current one', () => {
    renderApp(<Pagination page={5} pageCount={10} hrefFor={(p) => `/list?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?page=4');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=6');
    expect(screen.getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/list?page=1',
      '/list?page=4',
      '/list?page=6',
      '/list?page=10',
    ]);
    expect(screen.getByLabelText('Page 5')).toHaveAttribute('aria-current', 'page');
    // The phone form (CSS shows it under 768 px).
    expect(screen.getByText('Page 5 of 10')).toBeInTheDocument();
  });

  it('calls onChange with buttons, and has no previous on the first page', async () => {
    const onChange = vi.fn();
    renderApp(<Pagination page={1} pageCount={3} onChange={onChange} label="Result pages" />);
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    renderApp(<Pagination page={1} pageCount={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
