/**
 * Values for a function that may arrive before it does: each value given runs the function once,
 * at once if the function is there, otherwise (in the order given) when it arrives.
 */
export function handOver<T>(): { give: (value: T) => void; take: (use: (value: T) => void) => void } {
  const waiting: T[] = [];
  let user: ((value: T) => void) | undefined;
  return {
    give(value) {
      if (user) user(value);
      else waiting.push(value);
    },
    take(use) {
      user = use;
      for (const value of waiting.splice(0)) use(value);
    },
  };
}
