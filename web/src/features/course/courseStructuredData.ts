/**
 * What a search engine reads of a course page: schema.org's `Course` (issue 33), built only from the
 * platform's answer. A value the answer lacks is left out rather than guessed: a course whose price
 * the platform did not say (`paid_course` null) has no offer, one without dates no start or end, one
 * without its weekly effort no schedule.
 */
import { isoAmount, type CourseDetail } from '@atrium/contract';
import { absoluteImageUrl } from '../../common/course-card/imageUrl.ts';
import { present, type Thing } from '../../common/structured-data/thing.ts';
import { plainText } from '../../lib/plainText.ts';

export interface CoursePageAddress {
  /** The page's canonical address (common/links/courseLinks.ts). */
  url: string;
  /** Where the platform's relative picture addresses are (common/course-card/imageUrl.ts). */
  lmsBaseUrl: string;
}

function provider(course: CourseDetail, lmsBaseUrl: string): Thing | undefined {
  const organization = course.partner?.organization;
  if (organization) {
    return present({
      '@type': 'EducationalOrganization',
      name: organization.name || organization.short_name,
      logo: absoluteImageUrl(organization.logo, lmsBaseUrl),
    });
  }
  const org = course.additional_metadata.org.trim();
  return org ? { '@type': 'Organization', name: org } : undefined;
}

/**
 * The price as the platform gave it, in whole units of its currency (contract's isoAmount: the
 * platform sends minor units), or free with no currency: a free course's currency in the answer is a
 * default, not the platform's word.
 */
function offer(course: CourseDetail): Thing | undefined {
  const paid = course.paid_course;
  if (paid === null) return undefined;
  if (paid.active && paid.price > 0) {
    const { amount, currency } = isoAmount(paid.price, paid.currency);
    return { '@type': 'Offer', category: 'Paid', price: amount, priceCurrency: currency };
  }
  return { '@type': 'Offer', category: 'Free', price: 0 };
}

/**
 * The weekly effort the platform gave: hours a week (its upper figure when it gave a range), for as
 * many weeks as it said. None without the hours.
 */
function schedule(course: CourseDetail): Thing | undefined {
  const hours = course.hours_effort_per_week_max ?? course.hours_effort_per_week_min;
  if (hours === null || !(hours > 0)) return undefined;
  const weeks = course.total_weeks_of_effort;
  return present({
    '@type': 'Schedule',
    duration: `PT${hours}H`,
    repeatFrequency: 'Weekly',
    repeatCount: weeks !== null && weeks > 0 ? Math.round(weeks) : undefined,
  });
}

export function courseStructuredData(course: CourseDetail, { url, lmsBaseUrl }: CoursePageAddress): Thing {
  const meta = course.additional_metadata;
  const offers = offer(course);
  const instructors = course.instructors.map((person) => ({ '@type': 'Person', name: person.name }));
  return present({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: meta.display_name,
    description: plainText(meta.short_description),
    url,
    courseCode: course.course_id,
    image: absoluteImageUrl(meta.course_image_url, lmsBaseUrl),
    inLanguage: meta.language ?? undefined,
    provider: provider(course, lmsBaseUrl),
    offers,
    isAccessibleForFree: offers?.category === 'Free' ? true : undefined,
    hasCourseInstance: present({
      '@type': 'CourseInstance',
      courseMode: 'Online',
      startDate: meta.course_start ?? undefined,
      endDate: meta.course_end ?? undefined,
      courseSchedule: schedule(course),
      instructor: instructors.length > 0 ? instructors : undefined,
    }),
  });
}
