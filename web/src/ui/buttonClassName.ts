import styles from './Button.module.css';
import { classNames } from '../lib/classNames.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

/** The one place that maps a variant to classes, for buttons and for links that look like buttons. */
export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return classNames(styles.button, styles[variant], extra);
}
