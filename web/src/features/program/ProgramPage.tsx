/**
 * `/program/{slug}/` (docs/contract.md, "program"): title, subtitle, image, sanitised description, partners,
 * the courses as cards in their order, total effort and price when given. Unknown, or a platform
 * without program pages → the not-found page (rules.ts); unreachable → Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link, useParams } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { programQuery } from '../../api/catalogue.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { classNames } from '../../lib/classNames.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { htmlSanitizer } from '../../lib/htmlSanitizer.ts';
import { useLazyModule } from '../../lib/lazyModule.ts';
import { PageTrail } from '../../common/page/PageTrail.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { recordRecentPage } from '../../common/recent/recordRecentPage.ts';
import { CourseCard } from '../../common/course-card/CourseCard.tsx';
import { CourseGrid, CourseGridSkeleton } from '../../common/course-card/CourseGrid.tsx';
import { courseIdentity, sameTitleDistinctions } from '../../common/course-card/sameTitle.ts';
import { formatPrice } from '@atrium/contract';
import { useExtension } from '../../config/extensions.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { programFailure } from './rules.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TitleLines } from '../../ui/TitleLines.tsx';
import messages from './messages.ts';
import layout from '../../ui/layout.module.css';
import { Section } from '../../ui/Section.tsx';
import styles from './ProgramPage.module.css';
import { useCapability } from '../../config/capabilities.ts';

function ProgramPageContent() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const hasProgramPages = useExtension('programs');
  // Not asked at all of a platform without the `programs` extension.
  const program = useQuery({ ...programQuery(useApiClient(), slug), enabled: hasProgramPages });
  const data = program.data;
  // Loaded beside the call (lib/htmlSanitizer.ts); until it is here the description has a placeholder.
  const sanitizer = useLazyModule(htmlSanitizer, hasProgramPages);
  const sanitize = sanitizer.module?.sanitizeHtml;
  const html = useMemo(() => (data && sanitize ? sanitize(data.description) : null), [data, sanitize]);
  const failure = programFailure(hasProgramPages, program.error);
  const missing = failure === 'notFound';

  // The not-found page declares its own head.
  if (missing) return <NotFoundPage />;
  const head = (
    <PageHead
      label={data?.title ?? (program.isPending ? null : intl.formatMessage(routeLabels.program))}
      description={data?.description.trim() ? data.description : data?.subtitle}
      image={data?.image}
      path={`/program/${encodeURIComponent(slug)}/`}
    />
  );
  const crumbs = [
    { label: intl.formatMessage(routeLabels.discover), to: '/discover' },
    { label: data?.title ?? intl.formatMessage(routeLabels.program) },
  ];
  if (failure === 'retry') {
    return (
      <div className={layout.page}>
        {head}
        <PageTrail items={crumbs} />
        <SectionError onRetry={() => void program.refetch()} />
      </div>
    );
  }

  const image = safeUrl(data?.image);
  const price = data?.price ? formatPrice(data.price.price, data.price.currency, intl.locale) : null;
  const weeks = data?.total_weeks_of_effort ?? 0;
  const programRuns = sameTitleDistinctions((data?.courses ?? []).map((course) => courseIdentity(course)));

  return (
    <div className={layout.page}>
      {head}
      <PageTrail items={crumbs} />
      <header className={styles.hero}>
        <div className={classNames(layout.stack, styles.text)}>
          <span className={styles.badge}>{intl.formatMessage(messages.badge)}</span>
          {data ? (
            <>
              <TitleLines
                variant="page"
                title={data.title}
                summary={data.subtitle}
                classNames={[styles.title, styles.subtitle]}
              />
              {data.partners.length > 0 && (
                <p className={styles.partners}>
                  <span>{intl.formatMessage(messages.offeredBy)} </span>
                  {data.partners.map((partner, i) => (
                    <span key={partner.organization.short_name}>
                      {i > 0 && ', '}
                      <Link to={`/partners/${encodeURIComponent(partner.organization.short_name)}`}>
                        {partner.organization.name}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
              <ul className={layout.facts} aria-label={intl.formatMessage(messages.facts)}>
                <li>{intl.formatMessage(messages.courseCount, { count: data.courses.length })}</li>
                {weeks > 0 && <li>{intl.formatMessage(messages.effort, { count: weeks })}</li>}
                {price && (
                  <li>
                    {intl.formatMessage(messages.price)} <strong>{price}</strong>
                  </li>
                )}
              </ul>
            </>
          ) : (
            <div
              role="status"
              aria-label={intl.formatMessage(messages.loading)}
              className={classNames(layout.stack, styles.skeleton)}
            >
              <Skeleton width="min(20rem, 80%)" height="2.1rem" />
              <Skeleton width="min(24rem, 90%)" height="1.5rem" />
              <Skeleton width="min(24rem, 90%)" height="1.5rem" />
            </div>
          )}
        </div>
        <div className={styles.imageBox}>
          {image && <img className={layout.fillImage} src={image} alt="" width={640} height={360} />}
        </div>
      </header>
      {/* Shown when there is text: the sanitised HTML, or its placeholder while the sanitiser loads. */}
      {data && (html === null ? data.description.trim() !== '' : html !== '') && (
        <Section title={intl.formatMessage(messages.about)}>
          {html !== null ? (
            // Sanitised just above: no scripts, event handlers or javascript: URLs survive.
            <div className={styles.description} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
          ) : sanitizer.failed ? (
            <SectionError onRetry={sanitizer.retry} />
          ) : (
            <div
              role="status"
              aria-label={intl.formatMessage(messages.loading)}
              className={classNames(layout.stack, styles.description)}
            >
              <Skeleton width="100%" height="1.2em" />
              <Skeleton width="100%" height="1.2em" />
              <Skeleton width="60%" height="1.2em" />
            </div>
          )}
        </Section>
      )}
      <Section title={intl.formatMessage(messages.courses)}>
        {!data ? (
          <CourseGridSkeleton count={4} />
        ) : data.courses.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.noCourses)}</p>
        ) : (
          // In the program's order: each course builds on the one before.
          <CourseGrid>
            {data.courses.map((course, index) => (
              <CourseCard
                key={course.course_slug}
                course={course}
                headingLevel={3}
                onOpen={recordRecentPage}
                run={programRuns[index]}
              />
            ))}
          </CourseGrid>
        )}
      </Section>
    </div>
  );
}

/** A stock platform has no programs (config/capabilities.ts): the not-found page instead. */
export default function ProgramPage() {
  return useCapability('programs') ? <ProgramPageContent /> : <NotFoundPage />;
}
