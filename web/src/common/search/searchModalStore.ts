/**
 * Whether the phone search screen is open (docs/product-rules.md, "Header and account menu"): the header's search button and
 * the home banner's search box open it; the Layout mounts it (lazily) when it is first opened.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

let opener: HTMLElement | null = null;

/** Remembers what had focus (the button that opened it), to give focus back on closing. */
export const openSearchModal = () => {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set(true);
};
export const closeSearchModal = () => set(false);

/** The element to focus once the screen has closed (still in the page), or null. */
export function takeOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element?.isConnected ? element : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
