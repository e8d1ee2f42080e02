/**
 * The partner list, a partner and its courses over a stock LMS (partnerShape.ts says where each fact
 * comes from). The organizations API is asked only for a signed-in visitor (it answers a visitor 401),
 * once a visit (its whole list, shared by every partner page), and not again where it answered 404 or
 * 403 (optionalSource.ts); a visitor's names come from the Course API.
 */
import {
  openedxEndpoints,
  type CourseApiCourse,
  type CourseDiscoveryForm,
  type EndpointName,
  type StockOrganization,
} from '@atrium/contract';
import { HttpError } from '../errors.ts';
import { summaryOfDocument } from './discoveryShape.ts';
import { askOptional } from './optionalSource.ts';
import {
  named,
  namesOfCourses,
  namesOfOrganizations,
  orgsOfDiscovery,
  partnerListPage,
  type OrgFacts,
} from './partnerShape.ts';
import type { AdapterTable, OpenedxPorts } from './ports.ts';
import { stockCall } from './stockCall.ts';

/** The most a stock page holds (edx-search `SEARCH_MAX_PAGE_SIZE`, DRF pagination's `max_page_size`). */
const MAX_PAGE = 100;
/** A partner page's popular courses. */
const PARTNER_COURSES = 8;

const organizationsAsked = new WeakMap<OpenedxPorts['settings'], Promise<StockOrganization[] | null>>();

/** The platform's organisations (up to 100), for a signed-in visitor only; null where not known. */
async function organizations(ports: OpenedxPorts, name: EndpointName): Promise<StockOrganization[] | null> {
  if (!(await ports.currentUser())) return null;
  const shared = organizationsAsked.get(ports.settings);
  if (shared) return shared;
  const answer = askOptional(ports, 'organizations', () =>
    stockCall(ports, name, openedxEndpoints.organizations, { query: { page_size: MAX_PAGE } }),
  ).then((page) => page?.results ?? null);
  organizationsAsked.set(ports.settings, answer);
  // A failure other than its absence is forgotten, so a later page asks again.
  answer.catch(() => organizationsAsked.delete(ports.settings));
  return answer;
}

/** Display orgs of the platform's courses (a visitor's names), by org code. */
async function courseNames(
  ports: OpenedxPorts,
  name: EndpointName,
  org?: string,
): Promise<CourseApiCourse[]> {
  const page = await stockCall(ports, name, openedxEndpoints.courseList, {
    query: org ? { org, page_size: 1 } : { page_size: MAX_PAGE },
  });
  return page.results;
}

/** Names for the organisations: the organizations API's for a signed-in visitor, else the courses'. */
async function namesFor(ports: OpenedxPorts, name: EndpointName, org?: string) {
  const known = await organizations(ports, name);
  if (known) return namesOfOrganizations(known);
  // A failed name lookup leaves the codes as names.
  return namesOfCourses(await courseNames(ports, name, org).catch(() => []));
}

function search(ports: OpenedxPorts, name: EndpointName, form: CourseDiscoveryForm, signal?: AbortSignal) {
  return stockCall(ports, name, openedxEndpoints.courseDiscovery, { body: form, signal });
}

export const partnerAdapters: AdapterTable = {
  async partnerList({ query, signal }, ports) {
    // The index's org facet counts every organisation; its first 100 courses carry their logos.
    const [answer, names] = await Promise.all([
      search(ports, 'partnerList', { page_size: MAX_PAGE, page_index: 0 }, signal),
      namesFor(ports, 'partnerList'),
    ]);
    const orgs = orgsOfDiscovery(answer, ports.settings.lmsBaseUrl).map((org) => named(org, names));
    return partnerListPage(orgs, query ?? {}, answer.total);
  },

  async partnerDetail({ params, signal }, ports) {
    const code = (params as { short_name?: string } | undefined)?.short_name ?? '';
    const [answer, names] = await Promise.all([
      search(ports, 'partnerDetail', { org: code, page_size: 1, page_index: 0 }, signal),
      namesFor(ports, 'partnerDetail', code),
    ]);
    const first = answer.results[0]?.data;
    const facts: OrgFacts = {
      code,
      courses: answer.total,
      logo: orgsOfDiscovery(answer, ports.settings.lmsBaseUrl)[0]?.logo ?? null,
      name: code,
      description: '',
    };
    // An org neither the index nor the organizations API knows is no partner.
    if (!first && !names.has(code)) throw new HttpError('partnerDetail', 404);
    const org = named(facts, names);
    return {
      organization: { id: 1, name: org.name, short_name: code, description: org.description, logo: org.logo },
      header: null,
      featured: false,
      courses_count: org.courses,
      // Not counted by a stock platform (and not shown there: features/partners/PartnerPage.tsx).
      students_count: 0,
      instructors_count: 0,
      programs: [],
    };
  },

  async popularCourses({ query, signal }, ports) {
    const { target, partner_shortname } = (query ?? {}) as { target?: string; partner_shortname?: string };
    // A stock platform has no instructors: only a partner's courses are asked for.
    if (target !== 'partner' || !partner_shortname) return [];
    const answer = await search(
      ports,
      'popularCourses',
      { org: partner_shortname, page_size: PARTNER_COURSES, page_index: 0 },
      signal,
    );
    return answer.results.map(({ data }) => summaryOfDocument(data, ports.settings.lmsBaseUrl));
  },
};
