/**
 * Resolves in a task of its own: work split by it never adds up to one long task, so a slow phone
 * answers input between the pieces.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
