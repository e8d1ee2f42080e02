/**
 * At most one language reload per visit (per tab session): the mark is set before reloading and
 * never cleared, so a cookie the browser refuses can cost one reload, never a loop. When session
 * storage is unavailable nothing can be guarded, so no reload happens at all.
 */
const KEY = 'atrium:language-reloaded';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export function hasReloaded(storage: SessionStore | null): boolean {
  try {
    return storage === null || storage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Marks the visit and reloads; false (and no reload) when the mark cannot be kept. */
export function reloadOnce(storage: SessionStore | null, reload: () => void): boolean {
  if (hasReloaded(storage)) return false;
  try {
    storage?.setItem(KEY, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}
