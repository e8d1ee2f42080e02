import { __iconData as loaderCircleIcon } from 'lucide-react/icons/loader-circle';
import { icon } from './icon.ts';
import styles from './Spinner.module.css';

const LoaderCircle = icon(loaderCircleIcon);

/** A turning circle inside a busy button; the button carries the accessible name. */
export function Spinner() {
  return <LoaderCircle className={styles.spinner} aria-hidden="true" />;
}
