/**
 * Numbered pagination, generic: give it `page`, `pageCount` and either `hrefFor` (links, so the page
 * lives in the URL) or `onChange` (buttons). Under 768 px it is reduced to previous / "Page x of y" /
 * next by CSS alone. Hidden when there is only one page.
 */
import { __iconData as chevronLeftIcon } from 'lucide-react/icons/chevron-left';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { icon } from './icon.ts';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Link } from '../lib/router/index.ts';
import messages from './pagination.messages.ts';
import { paginationItems } from './paginationItems.ts';
import styles from './Pagination.module.css';
import { classNames } from '../lib/classNames.ts';

const ChevronLeft = icon(chevronLeftIcon);
const ChevronRight = icon(chevronRightIcon);

interface Props {
  page: number;
  pageCount: number;
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
  /** Accessible name of the navigation landmark (default "Pagination"). */
  label?: string;
}

export function Pagination({ page, pageCount, hrefFor, onChange, label }: Props) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (
    target: number,
    content: ReactNode,
    name: string,
    className: string | undefined,
    isCurrent = false,
  ) => {
    if (isCurrent) {
      return (
        <span className={className} aria-current="page" aria-label={name}>
          {content}
        </span>
      );
    }
    return hrefFor ? (
      <Link className={className} to={hrefFor(target)} aria-label={name}>
        {content}
      </Link>
    ) : (
      <button type="button" className={className} aria-label={name} onClick={() => onChange?.(target)}>
        {content}
      </button>
    );
  };
  // At either end the arrow is only drawn (hidden from assistive technology), so nothing dead is focusable.
  const disabledArrow = (content: ReactNode) => (
    <span className={classNames(styles.item, styles.arrow, styles.disabled)} aria-hidden="true">
      {content}
    </span>
  );

  const previousName = intl.formatMessage(messages.previous);
  const nextName = intl.formatMessage(messages.next);
  return (
    <nav className={styles.pagination} aria-label={label ?? intl.formatMessage(messages.label)}>
      <ul className={styles.list}>
        <li>
          {current > 1
            ? control(
                current - 1,
                <ChevronLeft className={styles.icon} aria-hidden="true" />,
                previousName,
                classNames(styles.item, styles.arrow),
              )
            : disabledArrow(<ChevronLeft className={styles.icon} />)}
        </li>
        {paginationItems(current, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.full} aria-hidden="true">
              <span className={styles.gap}>…</span>
            </li>
          ) : (
            <li key={item} className={styles.full}>
              {control(
                item,
                intl.formatNumber(item),
                intl.formatMessage(messages.page, { page: item }),
                styles.item,
                item === current,
              )}
            </li>
          ),
        )}
        <li className={styles.reduced}>
          {intl.formatMessage(messages.pageOf, { page: current, pageCount })}
        </li>
        <li>
          {current < pageCount
            ? control(
                current + 1,
                <ChevronRight className={styles.icon} aria-hidden="true" />,
                nextName,
                classNames(styles.item, styles.arrow),
              )
            : disabledArrow(<ChevronRight className={styles.icon} />)}
        </li>
      </ul>
    </nav>
  );
}
