import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, loadParts, RenderedPartsContext } from './lazyPart.tsx';

/** A part whose code counts its loads, and takes a moment to arrive: a button that counts its taps. */
function countingPart(name: string) {
  const load = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { default: Counter };
  });
  function Counter({ label }: { label: string }) {
    const [taps, setTaps] = useState(0);
    return <button onClick={() => setTaps(taps + 1)}>{`${label} ${taps}`}</button>;
  }
  return { Part: lazyPart(name, load), load };
}

async function serverHtml(element: React.ReactElement, parts: Set<string>) {
  const { prelude } = await prerender(<RenderedPartsContext value={parts}>{element}</RenderedPartsContext>);
  const html = await new Response(prelude).text();
  // React's server renderer leaves the context's value set: a render of nothing puts it back.
  await new Response((await prerender(<></>)).prelude).text();
  return html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('is noted by the server render that draws it, and only then', async () => {
    const { Part } = countingPart('tally');
    const drawn = new Set<string>();
    expect(await serverHtml(<Part label="Taps" />, drawn)).toContain('Taps 0');
    expect([...drawn]).toEqual(['tally']);
    const notDrawn = new Set<string>();
    await serverHtml(<p>Nothing of it</p>, notDrawn);
    expect([...notDrawn]).toEqual([]);
  });

  it('loaded before hydration, answers a tap as soon as the page is hydrated', async () => {
    const { Part, load } = countingPart('early-tally');
    // The server's HTML of the part.
    const container = document.createElement('div');
    container.innerHTML = '<button>Taps 0</button>';
    document.body.append(container);
    await Promise.all([loadParts(['early-tally']), loadParts(['early-tally'])]);
    expect(load).toHaveBeenCalledTimes(1);
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Part label="Taps" />);
      await Promise.resolve();
    });
    act(() => container.querySelector('button')?.click());
    expect(container.textContent).toBe('Taps 1');
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('loads nothing for a name it does not know, and a part that fails does not fail the rest', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    lazyPart('failing', failing);
    const { load } = countingPart('working');
    await expect(loadParts(['unknown', 'failing', 'working'])).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
