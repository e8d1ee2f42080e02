/**
 * Whether the phone search screen is open (spec §4 flag `searchModal`): the header's search button and
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

export const openSearchModal = () => set(true);
export const closeSearchModal = () => set(false);

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
