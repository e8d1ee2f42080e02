/**
 * The About text as the course page shows it (aboutHtml.ts): null until its rules and the sanitiser
 * are here. They are asked for once the page above has been painted: below the fold, they must not
 * share a slow phone's bandwidth with the page's largest paint. The page reads it too, to leave the
 * section out when what survives shows nothing.
 */
import { useMemo } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useLazyModule } from '../../lib/lazyModule.ts';
import type { StaffMember } from './courseStaff.ts';
import { lazyAboutHtml } from './lazyAboutHtml.ts';
import messages from './messages.ts';

export interface AboutText {
  /** There is a text, and it may show something: not yet known to show nothing once sanitised. */
  mayShow: boolean;
  /** Sanitised and trimmed of what repeats the page; '' when nothing is left to show. */
  safe: string | null;
  /** The rules' code could not be loaded (the section offers Retry). */
  failed: boolean;
  retry: () => void;
  /** With `staffApart`: the people of its course-staff section, taken out of `safe`; else []. */
  staff: StaffMember[];
}

const NO_STAFF: StaffMember[] = [];

/** `staffApart`: the course's instructors are read from its About text (a stock LMS has no other list). */
export function useAboutText(html: string, outcomes: readonly string[], staffApart = false): AboutText {
  const intl = useIntl();
  const about = intl.formatMessage(messages.aboutHeading);
  const outcomesTitle = intl.formatMessage(messages.learn);
  const hasText = html.trim() !== '';
  const rules = useLazyModule(lazyAboutHtml, hasText, { afterPaint: true });
  const module = rules.module;
  const shown = useMemo(() => {
    if (!module) return null;
    const titles = { about, outcomes: outcomesTitle };
    return staffApart
      ? module.aboutAndStaff(html, titles, outcomes)
      : { html: module.aboutHtml(html, titles, outcomes), staff: NO_STAFF };
  }, [module, html, about, outcomesTitle, outcomes, staffApart]);
  const safe = shown?.html ?? null;
  return {
    mayShow: hasText && safe !== '',
    safe,
    failed: rules.failed,
    retry: rules.retry,
    staff: shown?.staff ?? NO_STAFF,
  };
}
