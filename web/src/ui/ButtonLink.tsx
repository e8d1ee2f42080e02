import type { AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonVariant } from './buttonClassName.ts';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
}

/** A link to another site or to the LMS (full page load) that looks like a button. */
export function ButtonLink({ variant = 'primary', className, children, ...rest }: Props) {
  return (
    <a className={buttonClassName(variant, className)} {...rest}>
      {children}
    </a>
  );
}
