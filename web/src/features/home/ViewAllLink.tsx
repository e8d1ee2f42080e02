import { Link } from '../../lib/router/index.ts';
import styles from './HomePage.module.css';

/** A home section's way to the whole list it samples, at the end of its title row. */
export function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.viewAll}>
      {label}
    </Link>
  );
}
