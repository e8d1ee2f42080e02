import { LoaderCircle } from 'lucide-react';
import styles from './Spinner.module.css';

/** A turning circle inside a busy button; the button carries the accessible name. */
export function Spinner() {
  return <LoaderCircle className={styles.spinner} aria-hidden="true" />;
}
