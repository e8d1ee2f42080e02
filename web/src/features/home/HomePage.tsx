import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import routeLabels from '../../app/routeLabels.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import messages from './messages.ts';
import styles from './HomePage.module.css';

export default function HomePage() {
  const intl = useIntl();
  const { platformName } = useSettings();
  usePageTitle(intl.formatMessage(routeLabels.home));
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {intl.formatMessage(messages.welcome, { platformName })}
      </h1>
      <Link to="/discover" className={buttonClassName('primary')}>
        {intl.formatMessage(messages.exploreCourses)}
      </Link>
    </section>
  );
}
