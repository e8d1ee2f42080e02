import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is a region named by its own heading, with intro and action beside it', () => {
    render(
      <>
        <Section title="Popular subjects" intro="Pick one" action={<a href="/all">View all</a>}>
          <p>body</p>
        </Section>
        <Section title="Trending">
          <p>other</p>
        </Section>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Popular subjects' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Popular subjects' }));
    expect(region).toHaveTextContent('Pick one');
    expect(region).toContainElement(screen.getByRole('link', { name: 'View all' }));
    expect(region).toHaveTextContent('body');
    // Two sections on one page never share a heading id.
    const ids = screen.getAllByRole('heading', { level: 2 }).map((h) => h.id);
    expect(new Set(ids).size).toBe(2);
    expect(screen.getByRole('region', { name: 'Trending' })).toHaveTextContent('other');
  });
});
