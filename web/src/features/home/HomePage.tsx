/**
 * Home (`/`, `/home`): the welcome banner, Popular Subjects, Explore Courses, Popular Partners, and
 * the activation dialog for a learner who has not activated. Each section loads, fails and retries on
 * its own: one failing call never empties the page.
 */
import { useIntl } from 'react-intl';
import routeLabels from '../../app/routeLabels.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ActivationGate } from './ActivationGate.tsx';
import { ExploreCourses } from './ExploreCourses.tsx';
import { PopularPartners } from './PopularPartners.tsx';
import { PopularSubjects } from './PopularSubjects.tsx';
import { SectionBoundary } from './SectionBoundary.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import styles from './HomePage.module.css';

export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(routeLabels.home));
  return (
    <div className={styles.page}>
      <SectionBoundary>
        <WelcomeBanner />
      </SectionBoundary>
      <SectionBoundary>
        <PopularSubjects />
      </SectionBoundary>
      <SectionBoundary>
        <ExploreCourses />
      </SectionBoundary>
      <SectionBoundary>
        <PopularPartners />
      </SectionBoundary>
      <SectionBoundary>
        <ActivationGate />
      </SectionBoundary>
    </div>
  );
}
