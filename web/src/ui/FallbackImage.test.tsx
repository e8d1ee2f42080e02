import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLANK_PIXEL } from './blankPixel.ts';
import { FallbackImage } from './FallbackImage.tsx';

const fallback = <span data-testid="fallback">A</span>;

describe('FallbackImage', () => {
  it('shows a lazy image with its size, and the fallback only once the image fails', () => {
    const { container } = render(<FallbackImage src="/a.png" width={40} height={30} fallback={fallback} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/a.png');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '30');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByTestId('fallback')).not.toBeInTheDocument();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('gives a blank pixel where the picture is hidden, and the picture elsewhere', () => {
    const { container } = render(
      <FallbackImage src="/a.png" width={40} height={30} lazy={false} hiddenWhen="(max-width: 768px)" />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source).toHaveAttribute('srcset', BLANK_PIXEL);
    expect(container.querySelector('picture > img')).toHaveAttribute('src', '/a.png');
    expect(container.querySelector('picture > img')).not.toHaveAttribute('loading');
  });

  it('shows the fallback when there is no image, and nothing when there is no fallback either', () => {
    const { container, rerender } = render(
      <FallbackImage src={null} width={40} height={40} fallback={fallback} />,
    );
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    rerender(<FallbackImage src={null} width={40} height={40} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives a new address its own chance after an earlier one failed', () => {
    const { container, rerender } = render(
      <FallbackImage src="/a.png" width={40} height={40} fallback={fallback} />,
    );
    fireEvent.error(container.querySelector('img')!);
    rerender(<FallbackImage src="/b.png" width={40} height={40} fallback={fallback} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.png');
  });

  it('loads eagerly when asked, with the given text alternative', () => {
    render(<FallbackImage src="/a.png" width={40} height={40} alt="Ada" lazy={false} />);
    const img = screen.getByRole('img', { name: 'Ada' });
    expect(img).not.toHaveAttribute('loading');
  });
});
