/**
 * The one wrapper around web storage. Privacy modes refuse access to it and a full one refuses
 * writes, both by throwing: here a refused read answers null and a refused write answers false, so
 * callers carry on without storage instead of crashing.
 */
export type StorageKind = 'local' | 'session';

/** The storage area, or null where even touching it throws. */
export function storageArea(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return storageArea(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the value was kept. */
export function writeItem(kind: StorageKind, key: string, value: string): boolean {
  try {
    const area = storageArea(kind);
    area?.setItem(key, value);
    return area !== null;
  } catch {
    return false;
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    storageArea(kind)?.removeItem(key);
  } catch {
    // Refused: the value stays, which every caller tolerates (it expires or is checked again).
  }
}
