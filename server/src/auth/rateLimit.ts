/**
 * A sliding-window limit: at most `limit` events per key within the window, then a wait until the oldest
 * counted event leaves it. Kept in memory (one server process); the number of tracked keys is capped so
 * that a flood of made-up accounts or addresses cannot grow it without end.
 */
import type { RateLimitSettings } from '../config.ts';

export const MAX_KEYS = 10_000;

export class RateLimit {
  /** Event times (ms) per key, oldest first, at most `limit` of them. */
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => Date,
  ) {}

  /** Seconds to wait before `key` may act again; 0 when it may act now. */
  retryAfter(key: string): number {
    const now = this.now().getTime();
    const times = this.recent(key, now);
    const oldest = times[times.length - this.limit];
    if (times.length < this.limit || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowSeconds * 1000 - now) / 1000));
  }

  /**
   * Counts one event for `key` now. The returned function takes it back: an attempt is counted before
   * its outcome is known (so that parallel attempts cannot outrun the limit), then uncounted if it turns
   * out not to be the kind of event limited here.
   */
  hit(key: string): () => void {
    const now = this.now().getTime();
    const times = [...this.recent(key, now), now].slice(-this.limit);
    // Re-inserting moves the key to the end, so the map's order is least recently counted first.
    this.events.delete(key);
    this.events.set(key, times);
    if (this.events.size > MAX_KEYS) this.prune(now);
    let counted = true;
    return () => {
      const current = this.events.get(key);
      const at = counted && current ? current.lastIndexOf(now) : -1;
      if (current && at >= 0) current.splice(at, 1);
      counted = false;
    };
  }

  /** Forgets every event of `key`. */
  reset(key: string): void {
    this.events.delete(key);
  }

  /** How many keys are tracked (bounded by MAX_KEYS). */
  get size(): number {
    return this.events.size;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.windowSeconds * 1000;
    return (this.events.get(key) ?? []).filter((time) => time > since);
  }

  private prune(now: number): void {
    for (const key of [...this.events.keys()])
      if (this.recent(key, now).length === 0) this.events.delete(key);
    for (const key of this.events.keys()) {
      if (this.events.size <= MAX_KEYS * 0.9) break;
      this.events.delete(key);
    }
  }
}

/** One limit per kind of event, all over the same window. */
export type RateLimits = { [K in Exclude<keyof RateLimitSettings, 'windowSeconds'>]: RateLimit };

export function createRateLimits(settings: RateLimitSettings, now: () => Date): RateLimits {
  const limit = (max: number) => new RateLimit(max, settings.windowSeconds, now);
  return {
    failuresPerAccountAddress: limit(settings.failuresPerAccountAddress),
    failuresPerAddress: limit(settings.failuresPerAddress),
    signInsPerAddress: limit(settings.signInsPerAddress),
    registrationsPerAddress: limit(settings.registrationsPerAddress),
    activationEmailsPerAccount: limit(settings.activationEmailsPerAccount),
    activationEmailsPerAddress: limit(settings.activationEmailsPerAddress),
  };
}

/** "in 1 minute", "in 10 minutes": the wait a 429 page states. */
export function inMinutes(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
