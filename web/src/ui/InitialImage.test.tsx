import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InitialImage } from './InitialImage.tsx';

describe('InitialImage', () => {
  it('shows the image at its size, with the given class', () => {
    const { container } = render(<InitialImage src="/a.png" name="Atrium" size={48} className="box" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
    expect(img).toHaveClass('box');
  });

  it.each([
    ['no image', null],
    ['an image that fails', '/broken.png'],
  ])('shows the name’s initial, hidden from assistive technology, for %s', (_, src) => {
    const { container } = render(
      <InitialImage src={src} name="  orbitX" size={40} className="box" initialClassName="extra" />,
    );
    const img = container.querySelector('img');
    if (img) fireEvent.error(img);
    const initial = container.querySelector('span');
    expect(container.querySelector('img')).toBeNull();
    expect(initial).toHaveTextContent(/^O$/);
    expect(initial).toHaveAttribute('aria-hidden', 'true');
    expect(initial).toHaveClass('box');
    expect(initial).toHaveClass('extra');
  });
});
