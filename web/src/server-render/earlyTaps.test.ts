import { describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './earlyTaps.ts';

function page() {
  const root = document.createElement('div');
  root.innerHTML =
    '<button id="share"><span>Share</span></button><button id="off" disabled>Off</button><a href="#x">Link</a>';
  document.body.append(root);
  const pressed: string[] = [];
  return {
    root,
    pressed,
    button: (id: string) => root.querySelector<HTMLElement>(`#${id}`),
    /** The app's own listener, as hydration attaches it. */
    hydrate: () =>
      root.addEventListener('click', (event) =>
        pressed.push((event.target as Element).closest('[id]')?.id ?? ''),
      ),
  };
}

describe('holdEarlyTaps', () => {
  it('makes the last tap on a button again once the app listens, and only once', () => {
    const { root, pressed, button, hydrate } = page();
    const taps = holdEarlyTaps(root);
    button('share')?.querySelector('span')?.click();
    hydrate();
    taps.replay();
    taps.replay();
    expect(pressed).toEqual(['share']);
    root.remove();
  });

  it('holds no tap on a disabled button, a link, or a button gone from the page', () => {
    const { root, pressed, button, hydrate } = page();
    const taps = holdEarlyTaps(root);
    button('off')?.click();
    root.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    hydrate();
    taps.replay();
    expect(pressed).toEqual([]);
    const again = holdEarlyTaps(root);
    button('share')?.click();
    button('share')?.remove();
    again.replay();
    expect(pressed).toEqual(['share']);
    root.remove();
  });

  it('holds nothing once replayed: later taps are the app’s own', () => {
    const { root, pressed, button, hydrate } = page();
    const taps = holdEarlyTaps(root);
    hydrate();
    taps.replay();
    button('share')?.click();
    expect(pressed).toEqual(['share']);
    root.remove();
  });
});
