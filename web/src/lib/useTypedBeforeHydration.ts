import { useEffect, useEffectEvent, type RefObject } from 'react';

/** What a visitor did to a text box of a server-rendered page before the app took the page over. */
export interface TypedBeforeHydration {
  /** The box's text, when it is no longer the text the app rendered; null when it is. */
  text: string | null;
  /** Whether the box has the focus. */
  focused: boolean;
}

/**
 * A text box of a page rendered on the server works before the app's code is here: the browser keeps
 * what is typed in it and its focus. React hydrates the box as it finds it and reports neither, so the
 * app's state would still hold the rendered text (the header's suggestions would not open for what was
 * typed). `take` is told once, after the box is live, when either differs from what the app rendered.
 * A box the browser drew from the app's own render (hydration's `defaultValue` is the rendered text)
 * tells nothing.
 */
export function useTypedBeforeHydration(
  box: RefObject<HTMLInputElement | null>,
  take: (typed: TypedBeforeHydration) => void,
): void {
  const tell = useEffectEvent(take);
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    const text = input.value !== input.defaultValue ? input.value : null;
    const focused = input.ownerDocument.activeElement === input;
    if (text !== null || focused) tell({ text, focused });
  }, [box]);
}
