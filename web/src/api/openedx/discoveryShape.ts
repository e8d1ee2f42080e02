/**
 * Discovery search on a stock LMS (`POST /search/course_discovery/`), pure: the main table's query
 * as the stock form, and the stock answer as the main table's answer. The stock index filters by
 * org, language and modes, one value each (the last one sent wins there), so Atrium offers each as a
 * single choice and sends only the last value should several arrive (discovery.ts adds the start-date
 * order, and asks `course_list_search` first where several values apply). A course is known by its
 * course id, which serves as its slug (docs/decisions/stock-platform-course-addresses.md).
 */
import {
  COURSE_DISCOVERY_FACETS,
  type CourseDiscoveryFacet,
  type CourseDiscoveryDocument,
  type CourseDiscoveryForm,
  type CourseDiscoveryResults,
  type CourseSummary,
  type DiscoveryFacet,
  type DiscoveryQuery,
  type DiscoveryResults,
  type FacetCounts,
} from '@atrium/contract';
import { cardPaidCourse } from './discoveryPrice.ts';

export interface DiscoveryPaging {
  page_size?: number | undefined;
  page_index?: number | undefined;
}

export function stockDiscoveryForm(paging: DiscoveryPaging, body: DiscoveryQuery): CourseDiscoveryForm {
  const form: CourseDiscoveryForm = {};
  const text = body.search_string?.trim();
  if (text) form.search_string = text;
  if (paging.page_size !== undefined) form.page_size = paging.page_size;
  if (paging.page_index !== undefined) form.page_index = paging.page_index;
  const org = body.partners?.at(-1);
  if (org) form.org = org;
  const language = body.language_codes?.at(-1);
  if (language) form.language = language;
  const mode = body.modes?.at(-1);
  if (mode) form.modes = mode;
  return form;
}

/**
 * The forms that count each chosen facet as if it were not chosen (one result is enough: only the
 * counts are read), so that a facet lists its other values too, as the admin-console counts them.
 */
export function facetCountForms(
  form: CourseDiscoveryForm,
): { facet: CourseDiscoveryFacet; form: CourseDiscoveryForm }[] {
  return COURSE_DISCOVERY_FACETS.filter((facet) => form[facet] !== undefined).map((facet) => {
    const without = Object.fromEntries(Object.entries(form).filter(([field]) => field !== facet));
    return { facet, form: { ...without, page_size: 1, page_index: 0 } };
  });
}

/** The answer with each chosen facet counted by its own form's answer (null: that count failed). */
export function withFacetCounts(
  answer: CourseDiscoveryResults,
  counted: readonly { facet: CourseDiscoveryFacet; answer: CourseDiscoveryResults | null }[],
): CourseDiscoveryResults {
  const aggs = { ...answer.aggs };
  for (const { facet, answer: own } of counted) {
    const counts = own?.aggs[facet];
    if (counts) aggs[facet] = counts;
  }
  return { ...answer, aggs };
}

/** An LMS-relative address (course images are `/asset-v1:…`) made absolute; others kept. */
export function lmsAddress(lmsBaseUrl: string, value: string | null): string | null {
  if (!value) return null;
  return value.startsWith('/') && !value.startsWith('//') ? `${lmsBaseUrl}${value}` : value;
}

/** A course card's facts from its index document: what the stock index knows, empty elsewhere. */
export function summaryOfDocument(doc: CourseDiscoveryDocument, lmsBaseUrl: string): CourseSummary {
  return {
    course_slug: doc.id,
    instructors: [],
    total_weeks_of_effort: null,
    hours_effort_per_week_min: null,
    hours_effort_per_week_max: null,
    additional_metadata: {
      display_name: doc.content.display_name,
      short_description: doc.content.short_description ?? '',
      org: doc.org,
      language: doc.language,
      self_paced: doc.self_paced,
      certificate_enabled: false,
      course_image_url: lmsAddress(lmsBaseUrl, doc.image_url),
      // The index does not count learners: unknown, not 0.
      total_enrollments: null,
      last_modification_date: null,
      enrollment_start: doc.enrollment_start,
      enrollment_end: doc.enrollment_end,
      course_start: doc.start,
      course_end: doc.end,
      effort: doc.effort,
      sections_count: 0,
      units_count: 0,
      about_overview: doc.content.overview ?? '',
      intro_video: null,
      invitation_only: doc.invitation_only,
      max_enrollments: null,
      pre_req_courses: [],
    },
    paid_course: cardPaidCourse(doc.modes),
    // Its organisation as the index knows it: the org code (a name takes another source) and, from
    // Ulmo, its logo; the card links to its partner page.
    partner: doc.org
      ? {
          organization: {
            id: 0,
            name: doc.org,
            short_name: doc.org,
            description: '',
            logo: lmsAddress(lmsBaseUrl, doc.org_image_url),
          },
          header: null,
          featured: false,
          courses_count: 0,
        }
      : null,
  };
}

/** Stock counts as whole numbers (Meilisearch sends totals as floats). */
function counts(facet: DiscoveryFacet | undefined): FacetCounts | undefined {
  if (!facet) return undefined;
  const terms: Record<string, number> = {};
  for (const [value, n] of Object.entries(facet.terms)) terms[value] = Math.max(0, Math.round(n));
  return { terms, total: Math.round(facet.total), other: Math.round(facet.other) };
}

export function resultsOfStock(answer: CourseDiscoveryResults, lmsBaseUrl: string): DiscoveryResults {
  return {
    results: answer.results.map(({ data }) => ({
      data: {
        id: data.id,
        content: { display_name: data.content.display_name },
        course_metadata: summaryOfDocument(data, lmsBaseUrl),
      },
      isProgram: false,
    })),
    total: answer.total,
    facets: {
      subjects: undefined,
      partners: counts(answer.aggs.org),
      instructors: undefined,
      language_codes: counts(answer.aggs.language),
      availability: undefined,
      learning_type: undefined,
      modes: counts(answer.aggs.modes),
    },
  };
}
