import { act, useRef, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';

/** A box whose state is written out beside it, as the header's search box shows its suggestions. */
function Box({ initial = '' }: { initial?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const [focused, setFocused] = useState(false);
  useTypedBeforeHydration(ref, (typed) => {
    if (typed.text !== null) setText(typed.text);
    setFocused(typed.focused);
  });
  return (
    <div>
      <input ref={ref} aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{`${text}|${focused ? 'focused' : 'blurred'}`}</output>
    </div>
  );
}

// act() hydrates and runs the effects before a test reads the page.
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const before = scope.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = before;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's HTML of `element` in the page, and the page's box. */
function serverPage(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return { container, input: container.querySelector('input') as HTMLInputElement };
}

describe('useTypedBeforeHydration', () => {
  it('gives the app the text typed and the focus taken before hydration', () => {
    const { container, input } = serverPage(<Box />);
    input.focus();
    input.value = 'data';
    act(() => void hydrateRoot(container, <Box />));
    expect(container.querySelector('output')?.textContent).toBe('data|focused');
    expect(input.value).toBe('data');
  });

  it('tells only the focus when the text is still the rendered one', () => {
    const { container, input } = serverPage(<Box initial="python" />);
    input.focus();
    act(() => void hydrateRoot(container, <Box initial="python" />));
    expect(container.querySelector('output')?.textContent).toBe('python|focused');
  });

  it.each([
    ['a server page left alone', true],
    ['a box the app rendered itself', false],
  ])('tells nothing for %s', (_, hydrated) => {
    const { container } = serverPage(<Box initial="python" />);
    if (hydrated) {
      act(() => void hydrateRoot(container, <Box initial="python" />));
    } else {
      container.innerHTML = '';
      act(() => createRoot(container).render(<Box initial="python" />));
    }
    expect(container.querySelector('output')?.textContent).toBe('python|blurred');
  });
});
