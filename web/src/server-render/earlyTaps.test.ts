import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './earlyTaps.ts';

/** A server-rendered page's root, before the app's listeners are there. */
function page() {
  const root = document.createElement('div');
  root.innerHTML = [
    '<button id="share"><span>Share</span></button>',
    '<button id="off" disabled>Off</button>',
    '<a id="course" href="/course/data/"><span>Data</span></a>',
    '<a id="section" href="#instructors">Instructors</a>',
    '<a id="away" href="https://elsewhere.example/">Elsewhere</a>',
    '<a id="tab" href="/course/data/" target="_blank">New tab</a>',
    '<a id="file" href="/syllabus.pdf" download>Syllabus</a>',
    '<label id="free-label"><input id="free" type="checkbox"> Free</label>',
  ].join('');
  // The document around the root, where the browser's action is decided once the root's listeners ran.
  const around = document.createElement('div');
  around.append(root);
  document.body.append(around);
  const pressed: string[] = [];
  // What the browser would do with a link: noted, then stopped (jsdom does not navigate).
  const link: { followed: boolean | null } = { followed: null };
  around.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('a')) return;
    link.followed = !event.defaultPrevented;
    event.preventDefault();
  });
  /** The tap as the browser dispatches it; returns whether the browser's own action goes ahead. */
  const tap = (id: string, init: MouseEventInit = {}) => {
    link.followed = null;
    const done = root
      .querySelector(`#${id}`)
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    // Set by the listener above during the dispatch.
    return (link.followed as boolean | null) ?? done;
  };
  return {
    root,
    pressed,
    tap,
    /** Whether the browser went ahead with the last link tap. */
    followed: () => link.followed,
    element: (id: string) => root.querySelector<HTMLElement>(`#${id}`),
    /** The app's own listener, as hydration attaches it: it follows links itself. */
    hydrate: () =>
      root.addEventListener('click', (event) => {
        const control = (event.target as Element).closest('a, button, input');
        pressed.push(control?.id ?? '');
        if (control instanceof HTMLAnchorElement) event.preventDefault();
      }),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyTaps', () => {
  it('makes the last tap on a button again once the app listens, and only once', () => {
    const { root, pressed, element, hydrate } = page();
    const taps = holdEarlyTaps(root);
    element('share')?.querySelector('span')?.click();
    hydrate();
    taps.replay();
    taps.replay();
    expect(pressed).toEqual(['share']);
  });

  it.each([
    ['a link to another page', 'course'],
    ['a link to a section of the page', 'section'],
    ['a checkbox', 'free'],
  ])('stops the browser’s own action on %s, and gives the tap to the app', (_, id) => {
    const { root, pressed, tap, hydrate, element } = page();
    const taps = holdEarlyTaps(root);
    expect(tap(id)).toBe(false);
    expect((element('free') as HTMLInputElement).checked).toBe(false);
    hydrate();
    taps.replay();
    expect(pressed).toEqual([id]);
  });

  it('holds the checkbox a tap on its label changes', () => {
    const { root, pressed, element, hydrate } = page();
    const taps = holdEarlyTaps(root);
    element('free-label')?.click();
    expect((element('free') as HTMLInputElement).checked).toBe(false);
    hydrate();
    taps.replay();
    expect(pressed).toEqual(['free']);
  });

  it.each([
    ['another site', 'away', {}],
    ['a new tab', 'tab', {}],
    ['a download', 'file', {}],
    ['a tap with Ctrl', 'course', { ctrlKey: true }],
    ['a tap with ⌘', 'course', { metaKey: true }],
    ['a tap with Shift', 'course', { shiftKey: true }],
    ['a middle click', 'course', { button: 1 }],
  ])('leaves a link to the browser for %s', (_, id, init) => {
    const { root, pressed, tap, hydrate } = page();
    const taps = holdEarlyTaps(root);
    expect(tap(id, init)).toBe(true);
    hydrate();
    taps.replay();
    expect(pressed).toEqual([]);
  });

  it('holds no tap on a disabled button, or on one gone from the page', () => {
    const { root, pressed, element, hydrate } = page();
    const taps = holdEarlyTaps(root);
    element('off')?.click();
    hydrate();
    taps.replay();
    expect(pressed).toEqual([]);
    const again = holdEarlyTaps(root);
    element('share')?.click();
    element('share')?.remove();
    again.replay();
    expect(pressed).toEqual(['share']);
  });

  it('made again with no app listening, a held link does what the browser does', () => {
    const { root, tap, followed } = page();
    const taps = holdEarlyTaps(root);
    expect(tap('section')).toBe(false);
    taps.replay();
    expect(followed()).toBe(true);
  });

  it('holds nothing once replayed: later taps are the app’s own', () => {
    const { root, pressed, element, tap, hydrate } = page();
    const taps = holdEarlyTaps(root);
    hydrate();
    taps.replay();
    element('share')?.click();
    expect(tap('course')).toBe(false);
    expect(pressed).toEqual(['share', 'course']);
  });
});
