/**
 * What a search engine reads of a course page: schema.org's `Course` (issue 33), built only from the
 * platform's answer. A value the answer lacks is left out rather than guessed: a course whose price
 * the platform did not say (`paid_course` null) has no offer, one without dates no start or end.
 */
import type { CourseDetail } from '@atrium/contract';

export interface CoursePageAddress {
  /** The page's canonical address (common/links/courseLinks.ts). */
  url: string;
}

type Thing = Record<string, unknown>;

/** An address from the platform, made absolute against the page's; none when it is not one. */
function absolute(address: string | null, base: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the fields that have a value. */
function present(thing: Thing): Thing {
  return Object.fromEntries(
    Object.entries(thing).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

function provider(course: CourseDetail, base: string): Thing | undefined {
  const organization = course.partner?.organization;
  if (organization) {
    return present({
      '@type': 'EducationalOrganization',
      name: organization.name || organization.short_name,
      logo: absolute(organization.logo, base),
    });
  }
  const org = course.additional_metadata.org.trim();
  return org ? { '@type': 'Organization', name: org } : undefined;
}

/**
 * The price as the platform gave it (its amount and currency, not the page's display), or free with no
 * currency: a free course's currency in the answer is a default, not the platform's word.
 */
function offer(course: CourseDetail): Thing | undefined {
  const paid = course.paid_course;
  if (paid === null) return undefined;
  if (paid.active && paid.price > 0) {
    return { '@type': 'Offer', category: 'Paid', price: paid.price, priceCurrency: paid.currency };
  }
  return { '@type': 'Offer', category: 'Free', price: 0 };
}

export function courseStructuredData(course: CourseDetail, { url }: CoursePageAddress): Thing {
  const meta = course.additional_metadata;
  return present({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: meta.display_name,
    description: meta.short_description.trim(),
    url,
    courseCode: course.course_id,
    image: absolute(meta.course_image_url, url),
    inLanguage: meta.language ?? undefined,
    provider: provider(course, url),
    offers: offer(course),
    isAccessibleForFree: offer(course)?.category === 'Free' ? true : undefined,
    hasCourseInstance: present({
      '@type': 'CourseInstance',
      courseMode: 'Online',
      startDate: meta.course_start ?? undefined,
      endDate: meta.course_end ?? undefined,
    }),
  });
}
