import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delay` ms (the spec's 500 ms for searches). */
export function useDebouncedValue<T>(value: T, delay = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
