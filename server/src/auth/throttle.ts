/**
 * Bounded failed sign-ins: at most `maxPerAccount` failures per account and `maxPerAddress` per client
 * address within a sliding window, then 429 until the oldest counted failure leaves the window. Kept in
 * memory (one server process); the number of tracked keys is capped so a flood of made-up logins or
 * addresses cannot grow it without end.
 */
import type { LoginThrottleSettings } from '../config.ts';

export const MAX_KEYS = 10_000;

export class LoginThrottle {
  /** Failure times (ms) per key, oldest first, at most the key's limit of them. */
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly settings: LoginThrottleSettings,
    private readonly now: () => Date,
  ) {}

  /** Seconds to wait before the account or the address may try again; 0 when it may try now. */
  retryAfter(account: string, address: string): number {
    const now = this.now().getTime();
    return Math.max(
      this.wait(`account:${account}`, this.settings.maxPerAccount, now),
      this.wait(`address:${address}`, this.settings.maxPerAddress, now),
    );
  }

  recordFailure(account: string, address: string): void {
    const now = this.now().getTime();
    this.add(`account:${account}`, this.settings.maxPerAccount, now);
    this.add(`address:${address}`, this.settings.maxPerAddress, now);
  }

  /** A correct password clears the account's count (not the address's: it may be guessing others). */
  recordSuccess(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  /** How many keys are tracked (bounded by MAX_KEYS). */
  get size(): number {
    return this.failures.size;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.settings.windowSeconds * 1000;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private wait(key: string, limit: number, now: number): number {
    const times = this.recent(key, now);
    const oldest = times[times.length - limit];
    if (times.length < limit || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.settings.windowSeconds * 1000 - now) / 1000));
  }

  private add(key: string, limit: number, now: number): void {
    const times = [...this.recent(key, now), now].slice(-limit);
    // Re-inserting moves the key to the end, so the map's order is least recently failed first.
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > MAX_KEYS) this.prune(now);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()])
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS * 0.9) break;
      this.failures.delete(key);
    }
  }
}
