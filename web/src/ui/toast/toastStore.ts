/**
 * The toast flag of the UI store (docs/product-rules.md, "Limits and timings": shown 3000 ms, closable). One toast at a
 * time: a new one replaces the old and restarts the timer.
 */
export const TOAST_DURATION_MS = 3000;

export interface ToastContent {
  title: string;
  description?: string;
}

interface Shown extends ToastContent {
  id: number;
}

type Listener = () => void;

let current: Shown | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: Shown | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function showToast(content: ToastContent): void {
  clearTimeout(timer);
  const shown = { ...content, id: nextId++ };
  publish(shown);
  timer = setTimeout(() => {
    if (current?.id === shown.id) publish(null);
  }, TOAST_DURATION_MS);
}

export function closeToast(): void {
  clearTimeout(timer);
  publish(null);
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Shown | null {
  return current;
}
