/**
 * A value and the function that needs it, each arriving once, in either order: the function runs
 * once, when the second of the two arrives.
 */
export function handOver<T>(): { give: (value: T) => void; take: (use: (value: T) => void) => void } {
  let given: { value: T } | undefined;
  let user: ((value: T) => void) | undefined;
  return {
    give(value) {
      given = { value };
      user?.(value);
    },
    take(use) {
      user = use;
      if (given) use(given.value);
    },
  };
}
