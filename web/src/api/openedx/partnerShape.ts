/**
 * A stock platform's partners, pure: its organisations as the main table's partner records. The
 * organisations and their course counts are the index's org facet (every release), their logos the
 * `org_image_url` of their courses (Ulmo on) or the organizations API's, their names and descriptions
 * the organizations API's (a signed-in visitor) or the courses' display org (Course API `org`,
 * `display_org_with_default`). What the platform does not say stays empty, never made up.
 */
import type {
  CourseApiCourse,
  CourseDiscoveryResults,
  PartnerListPage,
  PartnerRecord,
  StockOrganization,
} from '@atrium/contract';
import { lmsAddress } from './discoveryShape.ts';

/** What is known of one organisation. */
export interface OrgFacts {
  code: string;
  courses: number;
  logo: string | null;
  name: string;
  description: string;
}

/** The org code of a course key: `course-v1:Org+Num+Run`, or the old `Org/Num/Run`. */
export function orgCodeOfCourseKey(key: string): string | null {
  const match = /^course-v1:([^+]+)\+/.exec(key) ?? /^([^/]+)\/[^/]+\/[^/]+$/.exec(key);
  return match?.[1] ?? null;
}

/** Each counted org with its count and the first logo its courses carry, most courses first. */
export function orgsOfDiscovery(answer: CourseDiscoveryResults, lmsBaseUrl: string): OrgFacts[] {
  const logos = new Map<string, string>();
  for (const { data } of answer.results) {
    const logo = lmsAddress(lmsBaseUrl, data.org_image_url);
    if (logo && !logos.has(data.org)) logos.set(data.org, logo);
  }
  return Object.entries(answer.aggs.org?.terms ?? {})
    .map(([code, n]) => ({
      code,
      courses: Math.max(0, Math.round(n)),
      logo: logos.get(code) ?? null,
      name: code,
      description: '',
    }))
    .filter((org) => org.courses > 0)
    .sort((a, b) => b.courses - a.courses || a.code.localeCompare(b.code));
}

/** Names (and descriptions, logos) of the organizations API, by short name. */
export function namesOfOrganizations(
  organizations: readonly StockOrganization[],
): Map<string, Partial<OrgFacts>> {
  return new Map(
    organizations.map((o) => [
      o.short_name,
      { name: o.name || o.short_name, description: o.description ?? '', logo: o.logo },
    ]),
  );
}

/** Display orgs of the Course API, by the org code of each course key. */
export function namesOfCourses(courses: readonly CourseApiCourse[]): Map<string, Partial<OrgFacts>> {
  const names = new Map<string, Partial<OrgFacts>>();
  for (const course of courses) {
    const code = orgCodeOfCourseKey(course.id);
    if (code && course.org && !names.has(code)) names.set(code, { name: course.org });
  }
  return names;
}

/** An organisation with what `names` knows of it; the index's logo is kept before the API's. */
export function named(org: OrgFacts, names: ReadonlyMap<string, Partial<OrgFacts>>): OrgFacts {
  const known = names.get(org.code);
  if (!known) return org;
  return {
    ...org,
    name: known.name || org.name,
    description: known.description ?? org.description,
    logo: org.logo ?? known.logo ?? null,
  };
}

export function partnerRecordOf(org: OrgFacts, id: number): PartnerRecord {
  return {
    organization: { id, name: org.name, short_name: org.code, description: org.description, logo: org.logo },
    header: null,
    featured: false,
    courses_count: org.courses,
  };
}

export interface PartnerListQuery {
  popular?: boolean | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
  ordering?: 'recent' | 'ascending' | 'descending' | undefined;
  name?: string | undefined;
}

/** The default page size of the main table's partner list. */
const PAGE_SIZE = 10;

/**
 * The list's page: filtered by name (or code), ordered by name where asked, else most courses first
 * (the index has no date of an organisation, so "recent" and "popular" are its course counts).
 */
export function partnerListPage(
  orgs: readonly OrgFacts[],
  query: PartnerListQuery,
  totalCourses: number,
): PartnerListPage {
  const text = query.name?.trim().toLocaleLowerCase();
  const matching = text
    ? orgs.filter(
        (o) => o.name.toLocaleLowerCase().includes(text) || o.code.toLocaleLowerCase().includes(text),
      )
    : [...orgs];
  if (query.ordering === 'ascending' || query.ordering === 'descending') {
    const sign = query.ordering === 'ascending' ? 1 : -1;
    matching.sort((a, b) => sign * a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  }
  const size = query.page_size ?? PAGE_SIZE;
  const page = query.page ?? 1;
  const numPages = Math.max(1, Math.ceil(matching.length / size));
  const results = matching
    .slice((page - 1) * size, page * size)
    .map((org) => partnerRecordOf(org, orgs.indexOf(org) + 1));
  return {
    count: matching.length,
    next: page < numPages ? String(page + 1) : null,
    previous: page > 1 ? String(page - 1) : null,
    num_pages: numPages,
    results,
    // Only the courses are counted by a stock index; the other totals are not known (left at 0, and
    // not shown on a stock platform: features/partners/PartnersTotals.tsx).
    metadata: { total_courses: totalCourses, total_learners: 0, total_instructors: 0, total_enrollments: 0 },
  };
}
