/**
 * Everything one card needs, from its enrollment plus cached calls: the outline (only with a course
 * id), the prerequisite status (only with a slug and a non-empty list) (docs/product-rules.md, "When
 * data is fetched") and, for an unmet prerequisite named by slug alone, that course's page answer for
 * its name. The query keys are per course, so cards, pages and the overview share answers instead of
 * asking again; a failing call for one course affects that card alone, and only as far as it must.
 */
import { useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@atrium/contract';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { courseMetadataQuery } from '../../api/courseMetadata.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { cardDateLine, cardStatus, namePrerequisite, prerequisiteToName } from './rules.ts';
import { courseShareLink } from '../../common/links/courseLinks.ts';
import {
  canOpenCourse,
  cardButton,
  courseHomeUrl,
  OUTLINE_UNAVAILABLE,
  prereqState,
} from '../../common/enrollment/courseButton.ts';
import { cardQueries } from './cardQueries.ts';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';

export function useEnrollmentCard(course: EnrolledCourse, now: Date) {
  const client = useApiClient();
  const username = useAuthenticatedUser()?.username ?? null;
  const settings = useSettings();
  const { course_id: courseId, course_image_url: image } = course.course_details;
  const slug = course.course_metadata.slug;

  const queries = cardQueries(client, username, course);
  const outlineQuery = useQuery(queries.outline);
  const asked = queries.asked;
  const prereqQuery = useQuery(queries.prereq);

  // A card with prerequisites waits for their answer as it waits for its outline: showing progress and an
  // open course first, then a warning and a closed one, would flash a status the learner cannot have.
  const prereq = prereqState(asked, prereqQuery.isPending, prereqQuery.data?.fulfilled);
  const prereqPending = prereq === 'pending';
  const answered = outlineQuery.isError ? OUTLINE_UNAVAILABLE : outlineQuery.data;
  const outline = prereqPending ? undefined : answered;
  const bareStatus = cardStatus(course, prereq, now);
  const prereqName = useQuery({
    ...courseMetadataQuery(client, prerequisiteToName(bareStatus)),
    select: (detail) => detail.additional_metadata.display_name,
  });
  const courseHome = courseHomeUrl(settings.learningBaseUrl, courseId);
  const button = cardButton(course, outline, prereq, now, { lmsBaseUrl: settings.lmsBaseUrl, courseHome });

  return {
    detailsLoading: outline === undefined,
    statusLoading: prereqPending,
    dateLine:
      outline === undefined ? null : cardDateLine(course, outline.resume_course.has_visited_course, now),
    status: namePrerequisite(bareStatus, prereqName.data),
    button,
    canOpen: canOpenCourse(course, prereq, now),
    courseHome,
    imageUrl: lmsImageUrl(image, settings.lmsBaseUrl),
    shareUrl: courseShareLink(settings.baseUrl, settings.publicPath, slug),
  };
}

export type EnrollmentCardState = ReturnType<typeof useEnrollmentCard>;
