/**
 * What the stock LMS derives from a course: its key's parts, its enrollment modes and its dates as
 * Python writes them. Pure functions over the course row, table-tested.
 */
import { displayAmount } from '@atrium/contract';
import type { CourseRow } from '../repositories/rows.ts';

/** `course-v1:Org+Number+Run` (or the old `Org/Number/Run`) → its parts. */
export function courseKeyParts(key: string): { org: string; number: string; run: string } {
  const body = key.startsWith('course-v1:') ? key.slice('course-v1:'.length) : key;
  const [org = '', number = '', run = ''] = body.split(/[+/]/);
  return { org, number, run };
}

export type StockModeSlug = 'honor' | 'audit' | 'verified';

export interface StockMode {
  slug: StockModeSlug;
  name: string;
  /** Whole units of the currency, as `CourseMode.min_price`. */
  minPrice: number;
  currency: string;
  expires: string | null;
}

type ModeFacts = Pick<CourseRow, 'price' | 'currency' | 'has_trial' | 'trial_end' | 'enrollment_end'>;

/**
 * A free course has an honor track; a paid one a verified track, and an audit track too while it
 * offers a trial (the audit access ends with the trial). `minPrice` is the price in whole units of the
 * currency it is shown in (the one price rule, contract/src/price.ts: the rial is shown in toman).
 */
export function courseModes(course: ModeFacts): StockMode[] {
  const shown = displayAmount(course.price, course.currency);
  const currency = shown.currency.toLowerCase();
  if (course.price <= 0)
    return [{ slug: 'honor', name: 'Honor Certificate', minPrice: 0, currency, expires: null }];
  const verified: StockMode = {
    slug: 'verified',
    name: 'Verified Certificate',
    minPrice: Math.round(shown.amount),
    currency,
    expires: course.enrollment_end,
  };
  if (course.has_trial !== 1) return [verified];
  return [{ slug: 'audit', name: 'Audit', minPrice: 0, currency, expires: course.trial_end }, verified];
}

/** The database records a trial as `trial`; on a stock LMS it is the audit track. */
export const stockModeOf = (mode: string): string => (mode === 'trial' ? 'audit' : mode);
/** The mode recorded for an enrollment in a stock LMS's `mode`: its audit track is recorded as a trial. */
export const recordedModeOf = (mode: string): string => (mode === 'audit' ? 'trial' : mode);

/** The default mode a learner may enroll in by themselves (`audit`, else `honor`), or null. */
export function defaultMode(course: ModeFacts): StockModeSlug | null {
  const slugs = courseModes(course).map((m) => m.slug);
  if (slugs.includes('audit')) return 'audit';
  return slugs.includes('honor') ? 'honor' : null;
}

/** An ISO instant as Django REST framework writes it: no milliseconds when zero, `Z` for UTC. */
export const drfDate = (iso: string | null): string | null => (iso ? iso.replace(/\.000Z$/, 'Z') : null);

/** An ISO instant as the search index returns it (Python's `isoformat()`). */
export const indexDate = (iso: string | null): string | null =>
  iso ? iso.replace(/(\.\d{3})?Z$/, '+00:00') : null;

/** `CourseOverview.start_display`: the start in the LMS's short date format, e.g. `Jan 31, 2026`. */
export function startDisplay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of an HTML fragment, as the search index keeps the about page (`strip_html_content_to_text`). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Enrollment is open at `now` (the window's ends included, as the LMS compares). */
export function enrollmentOpen(
  course: Pick<CourseRow, 'enrollment_start' | 'enrollment_end'>,
  now: string,
): boolean {
  return (
    (course.enrollment_start === null || course.enrollment_start <= now) &&
    (course.enrollment_end === null || course.enrollment_end >= now)
  );
}
