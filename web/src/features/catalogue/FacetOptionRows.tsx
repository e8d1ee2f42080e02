/**
 * The rows of one facet, with their loading, error and empty states: checkboxes, or radio buttons
 * where the platform takes one value a facet (chosen again, a value is cleared either way).
 */
import { useId, type ReactNode } from 'react';
import { useCapability } from '../../config/capabilities.ts';
import { useIntl } from '../../i18n/intl.ts';
import type { FacetOption } from './facetOptions.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import messages from './messages.ts';
import styles from './FacetOptionList.module.css';

interface RowsProps {
  label: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  isPending?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  emptyText: string;
  children?: ReactNode;
}

export function OptionRows({
  label,
  options,
  selected,
  onToggle,
  isPending,
  isError,
  onRetry,
  emptyText,
  children,
}: RowsProps) {
  const intl = useIntl();
  const group = useId();
  const singleChoice = !useCapability('multi-choice-facets');
  if (isPending) return <SkeletonRows count={5} label={intl.formatMessage(messages.facetLoading)} />;
  if (isError) {
    return <SectionError onRetry={() => onRetry?.()} />;
  }
  if (options.length === 0) {
    return (
      <p className={styles.status} role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <div role="group" aria-label={label}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.value}>
            <label className={`${styles.option} ${option.disabled ? styles.disabled : ''}`}>
              <input
                type={singleChoice ? 'radio' : 'checkbox'}
                name={singleChoice ? group : undefined}
                checked={selected.includes(option.value)}
                disabled={option.disabled}
                onChange={() => onToggle(option.value)}
                // A radio button fires no change when clicked again: that click clears the choice.
                onClick={
                  singleChoice && selected.includes(option.value) ? () => onToggle(option.value) : undefined
                }
              />
              <span className={styles.optionLabel} dir="auto">
                {option.label}
              </span>
              {option.count !== undefined && (
                <span className={styles.count}>
                  <span aria-hidden="true">{intl.formatNumber(option.count)}</span>
                  <span className="visually-hidden">
                    {intl.formatMessage(messages.courseCount, { count: option.count })}
                  </span>
                </span>
              )}
            </label>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}
