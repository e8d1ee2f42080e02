/**
 * `/partners/{short_name}`: banner and logo, name, description, counts, popular courses, instructors
 * and programs. Unknown partner → the not-found page at the same URL.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Link, useParams } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { partnerQuery } from '../../api/catalogue.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { StructuredData } from '../../common/structured-data/StructuredData.tsx';
import { partnerStructuredData } from './partnerStructuredData.ts';
import { partnerPath } from '../../common/links/pageLinks.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { PageTrail } from '../../common/page/PageTrail.tsx';
import { isNotFound } from '../../api/errors.ts';
import { PopularCourses } from '../../common/course-card/PopularCourses.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { NotFoundPage } from '../not-found/index.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import messages from './messages.ts';
import { PartnerInstructors } from './PartnerInstructors.tsx';
import { useExtension } from '../../config/extensions.ts';
import layout from '../../ui/layout.module.css';
import { FallbackImage } from '../../ui/FallbackImage.tsx';
import { Section } from '../../ui/Section.tsx';
import styles from './PartnerPage.module.css';
import { useCapability } from '../../config/capabilities.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';

function PartnerPageContent() {
  const intl = useIntl();
  const { shortName = '' } = useParams();
  const partner = useQuery(partnerQuery(useApiClient(), shortName));
  const data = partner.data;
  // A partner's programs link to program pages, which exist only with the `programs` extension.
  const programs = useExtension('programs') ? (data?.programs ?? []) : [];
  const missing = partner.isError && isNotFound(partner.error);
  // A stock platform counts a partner's courses only, and has no instructors (api/openedx/partners.ts).
  const instructors = useCapability('instructors');
  const settings = useSettings();
  const learners = settings.platformApi !== 'openedx';

  // The not-found page declares its own head.
  if (missing) return <NotFoundPage />;
  const path = partnerPath(data?.organization.short_name ?? shortName);
  const banner = safeUrl(data?.header);
  const logo = safeUrl(data?.organization.logo);

  return (
    <div className={layout.page}>
      <PageHead
        label={
          data?.organization.name ?? (partner.isPending ? null : intl.formatMessage(routeLabels.partner))
        }
        description={data?.organization.description}
        image={data?.header ?? data?.organization.logo}
        path={path}
      />
      {data && <StructuredData data={partnerStructuredData(data, settings, path)} />}
      <PageTrail
        items={[
          { label: intl.formatMessage(messages.heading), to: '/partners' },
          { label: data?.organization.name ?? intl.formatMessage(routeLabels.partner) },
        ]}
      />
      {partner.isError ? (
        <SectionError onRetry={() => void partner.refetch()} />
      ) : (
        <header className={styles.hero} aria-busy={partner.isPending}>
          <div className={styles.banner}>
            {banner && <img src={banner} alt="" width={1280} height={320} className={styles.bannerImage} />}
          </div>
          <div className={styles.logoBox}>
            {logo && data && (
              <img
                src={logo}
                alt={intl.formatMessage(messages.logo, { name: data.organization.name })}
                width={96}
                height={96}
                className={styles.logo}
              />
            )}
          </div>
          {data ? (
            <>
              <h1 className={styles.name} dir="auto">
                {data.organization.name}
              </h1>
              {data.organization.description && (
                <p className={styles.description} dir="auto">
                  {data.organization.description}
                </p>
              )}
              <ul className={layout.facts} aria-label={intl.formatMessage(messages.snapshot)}>
                <li>{intl.formatMessage(messages.courses, { count: data.courses_count })}</li>
                {learners && <li>{intl.formatMessage(messages.learners, { count: data.students_count })}</li>}
                {instructors && (
                  <li>{intl.formatMessage(messages.instructorsCount, { count: data.instructors_count })}</li>
                )}
              </ul>
            </>
          ) : (
            <div
              role="status"
              aria-label={intl.formatMessage(messages.loadingPartner)}
              className={styles.heroSkeleton}
            >
              <Skeleton width="min(16rem, 80%)" height="2.1rem" />
              <Skeleton width="min(24rem, 90%)" height="1.5rem" />
              <Skeleton width="min(24rem, 90%)" height="1.5rem" />
            </div>
          )}
        </header>
      )}
      <PopularCourses target="partner" shortName={shortName} organisationName={data?.organization.name} />
      {instructors && <PartnerInstructors shortName={shortName} />}
      {programs.length > 0 && (
        <Section title={intl.formatMessage(messages.programs)}>
          <ul className={styles.programs}>
            {programs.map((program) => {
              const image = safeUrl(program.image);
              return (
                <li key={program.slug}>
                  <Link className={styles.program} to={`/program/${encodeURIComponent(program.slug)}/`}>
                    <span className={styles.programImageBox}>
                      <FallbackImage className={styles.programImage} src={image} width={320} height={180} />
                    </span>
                    <span className={styles.programTitle} dir="auto">
                      {program.title}
                    </span>
                    <span className={styles.muted}>
                      {intl.formatMessage(messages.programCourses, { count: program.courses_count })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** A platform without partners (config/capabilities.ts): the not-found page instead. */
export default function PartnerPage() {
  return useCapability('partners') ? <PartnerPageContent /> : <NotFoundPage />;
}
