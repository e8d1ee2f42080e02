/**
 * What a stock platform showed it has, for the visit: the optional sources whose presence changes what
 * the pages offer (not only what they fill in). An adapter records each verdict the first time it
 * learns it; capabilities.ts reads the record, so a page offers a choice only where the platform
 * honours it. Keyed by the LMS's address (the one thing both the client and the pages know); kept
 * apart from the adapters (which load only on a stock platform) so that reading it loads nothing.
 *
 * - `courseListSearch`: `POST /search/unstable/v0/course_list_search/` (edx-search ≥ 4.4.0, Verawood):
 *   several values per facet;
 * - `startDateSort`: the course discovery form's `enable_course_sorting_by_start_date` (edx-search ≥
 *   4.3.0, Ulmo); an older release ignores the field, which only its answer's order can show;
 * - `courseware`, `progress`, `organizations`: the courseware API (Ulmo), the progress API (its waffle
 *   flag) and the organizations API, which only fill parts in: recorded absent so that nothing asks
 *   them again (api/openedx/optionalSource.ts).
 */
export type StockSource = 'courseListSearch' | 'startDateSort' | 'courseware' | 'progress' | 'organizations';
export type SourceVerdict = 'present' | 'absent';

const SOURCES: ReadonlySet<string> = new Set<StockSource>([
  'courseListSearch',
  'startDateSort',
  'courseware',
  'progress',
  'organizations',
]);
const isSource = (name: string): name is StockSource => SOURCES.has(name);

const found = new Map<string, Map<StockSource, SourceVerdict>>();
const listeners = new Set<() => void>();
let version = 0;

/** What is known of a source on the platform at `lmsBaseUrl`; undefined until an answer says. */
export function sourceVerdict(lmsBaseUrl: string, source: StockSource): SourceVerdict | undefined {
  return found.get(lmsBaseUrl)?.get(source);
}

/**
 * The next verdict, given the one known: an absence is final for the visit (nothing asks again or
 * offers it again), a presence stands until an answer proves the contrary.
 */
export function nextVerdict(known: SourceVerdict | undefined, seen: SourceVerdict): SourceVerdict {
  return known === 'absent' ? 'absent' : seen;
}

export function recordSource(lmsBaseUrl: string, source: StockSource, seen: SourceVerdict): void {
  const platform = found.get(lmsBaseUrl) ?? new Map<StockSource, SourceVerdict>();
  found.set(lmsBaseUrl, platform);
  const known = platform.get(source);
  const next = nextVerdict(known, seen);
  if (next === known) return;
  platform.set(source, next);
  version += 1;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: a listener called on every new verdict. */
export function subscribeSources(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every new verdict (a snapshot for `useSyncExternalStore`). */
export const sourcesVersion = (): number => version;

/** Every verdict known of the platform at `lmsBaseUrl`: a render on the server hands them to the browser's. */
export function sourcesOf(lmsBaseUrl: string): Partial<Record<StockSource, SourceVerdict>> {
  return Object.fromEntries(found.get(lmsBaseUrl) ?? []);
}

/** Records the verdicts the server's render learned, so that the browser's offers what it offered. */
export function adoptSources(
  lmsBaseUrl: string,
  verdicts: Readonly<Record<string, unknown>>,
): void {
  for (const [source, verdict] of Object.entries(verdicts)) {
    if (isSource(source) && (verdict === 'present' || verdict === 'absent')) {
      recordSource(lmsBaseUrl, source, verdict);
    }
  }
}

/** Tests only: a fresh visit. */
export function forgetSources(): void {
  found.clear();
  version += 1;
  for (const listener of listeners) listener();
}
