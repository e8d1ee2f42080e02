import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

/** The one place that maps a variant to classes, for buttons and for links that look like buttons. */
export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}
