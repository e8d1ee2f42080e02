/**
 * A part of a page whose code loads apart from it (React's `lazy`), that the server may render into
 * the page's HTML. There it is on screen before its code is in the browser, and React would leave it
 * inert until then: a tap on it would be lost. So the server notes the parts it rendered
 * (RenderedPartsContext, written into the page's state), and the browser loads their code before it
 * hydrates (main.tsx). Each part has a name the server and the browser share.
 */
import { createContext, lazy, use, type ComponentType } from 'react';

type Loader = () => Promise<unknown>;

const parts = new Map<string, Loader>();

/** Collects the names of the parts a render on the server drew (renderPage.tsx). */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loading: ReturnType<typeof load> | null = null;
  const once = () => (loading ??= load());
  parts.set(name, once);
  const Lazy = lazy(once);
  function Part(props: P) {
    use(RenderedPartsContext)?.add(name);
    return <Lazy {...props} />;
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/**
 * Loads the code of the parts named (those of the modules loaded so far); resolves when all have
 * arrived or failed: a part that cannot load stays the server's HTML, as it would anyway.
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  const loads: Promise<void>[] = names.flatMap((name) => {
    const load = parts.get(name);
    return load
      ? [
          load().then(
            () => undefined,
            () => undefined,
          ),
        ]
      : [];
  });
  await Promise.all(loads);
}
