import { __iconData as graduationCapIcon } from 'lucide-react/icons/graduation-cap';
import { icon } from '../../ui/icon.ts';
import { Link } from '../../lib/router/index.ts';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import styles from './DashboardPage.module.css';

const GraduationCap = icon(graduationCapIcon);

/** The empty state: a message and one clear next action, 'Explore Courses' to /search. */
export function ExploreCard({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: string;
}) {
  return (
    <section className={styles.explore}>
      <GraduationCap className={styles.exploreIcon} aria-hidden="true" />
      <h2 className={styles.exploreTitle}>{title}</h2>
      <p className={styles.muted}>{description}</p>
      <Link className={buttonClassName('primary')} to="/search">
        {action}
      </Link>
    </section>
  );
}
