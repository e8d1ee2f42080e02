import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { PageTrail } from './PageTrail.tsx';

describe('PageTrail', () => {
  it('starts at the home page and ends at the current one', () => {
    renderApp(<PageTrail items={[{ label: 'Our partners', to: '/partners' }, { label: 'AtriumX' }]} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Our partners', '/partners'],
    ]);
    expect(within(trail).getByText('AtriumX')).toHaveAttribute('aria-current', 'page');
  });
});
