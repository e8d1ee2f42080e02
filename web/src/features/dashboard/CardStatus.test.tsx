import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { testSettings } from '../../test/settings.ts';
import { CardStatus } from './CardStatus.tsx';

describe('the card’s progress', () => {
  it('is a bar with its figure where the platform gives one', () => {
    renderApp(<CardStatus status={{ kind: 'progress', percent: 40 }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/40%/)).toBeInTheDocument();
  });

  it('is a bar on a stock platform too, whose progress API gives the figure', () => {
    const settings = testSettings({}, { PLATFORM_API: 'openedx' });
    renderApp(<CardStatus status={{ kind: 'progress', percent: 0 }} />, { settings });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('is left out where no figure is known', () => {
    const { container } = renderApp(<CardStatus status={{ kind: 'noFigure' }} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('still says a completed course is complete on a stock platform', () => {
    const settings = testSettings({}, { PLATFORM_API: 'openedx' });
    renderApp(<CardStatus status={{ kind: 'completed' }} />, { settings });
    expect(screen.getByText(/completed/i)).toBeInTheDocument();
  });
});
