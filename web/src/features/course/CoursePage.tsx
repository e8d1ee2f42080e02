/**
 * `/course/{slug}/`: the course information page (docs/product-rules.md, "Course page") — sections About, What you will learn,
 * Requirements, Course content, Instructors (and Info on phones) with a section navigator, the summary
 * with the enrollment button, similar courses, and the phone's bottom bar. Unknown slug → not found.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { useParams } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { courseMetadataQuery } from '../../api/courseMetadata.ts';
import { isNotFound } from '../../api/errors.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { coursePath } from '../../common/links/courseLinks.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { CoursePageSkeleton } from './CoursePageSkeleton.tsx';
import { CourseLoadError } from './CourseLoadError.tsx';
import { CourseView } from './CourseView.tsx';
import { useDeferredAnswer } from '../../lib/deferredAnswer.ts';

export default function CoursePage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const { data, isError, error, refetch } = useQuery(courseMetadataQuery(useApiClient(), slug));
  const shown = useDeferredAnswer(data).data;
  const notFound = isError && isNotFound(error);

  // The not-found page declares its own head.
  if (notFound) return <NotFoundPage />;
  const meta = data?.additional_metadata;
  return (
    <>
      <PageHead
        label={meta?.display_name ?? intl.formatMessage(routeLabels.course)}
        description={meta?.short_description}
        image={meta?.course_image_url}
        path={coursePath(data?.course_slug ?? slug)}
      />
      {isError ? (
        <CourseLoadError onRetry={() => void refetch()} />
      ) : !shown ? (
        // Loading, or the answer's page still rendering in the deferred lane.
        <CoursePageSkeleton />
      ) : (
        <CourseView key={shown.course_id} course={shown} />
      )}
    </>
  );
}
