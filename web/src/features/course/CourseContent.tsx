import type { CourseToc } from '@atrium/contract';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { __iconData as fileTextIcon } from 'lucide-react/icons/file-text';
import { __iconData as playCircleIcon } from 'lucide-react/icons/circle-play';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CourseSection } from './CourseSection.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import messages from './messages.ts';
import { lessonCount } from './tocCounts.ts';
import styles from './CourseContent.module.css';

const ChevronDown = icon(chevronDownIcon);
const FileText = icon(fileTextIcon);
const PlayCircle = icon(playCircleIcon);

type Section = CourseToc['toc']['sections'][number];
type Unit = Section['subsections'][number]['units'][number];

interface Props {
  toc: CourseToc | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Units are links into the learning area only for an enrolled learner who may open the course. */
  canOpenUnits: boolean;
  /** Enrolled but blocked (not started, prerequisite unmet): says why the units are not links. */
  enrolled: boolean;
}

/** The table of contents; `<details>` keeps every level collapsible by keyboard without script. */
export function CourseContent({ toc, isError, onRetry, canOpenUnits, enrolled }: Props) {
  const intl = useIntl();
  const sections = toc?.toc.sections ?? [];
  const lessons = lessonCount(sections);
  return (
    <CourseSection id="content" title={intl.formatMessage(messages.content)}>
      {isError ? (
        <SectionError onRetry={onRetry} />
      ) : !toc ? (
        <div role="status" aria-label={intl.formatMessage(messages.loading)} className={styles.skeleton}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="3rem" shape="block" />
          ))}
        </div>
      ) : (
        <>
          <p className={styles.summary}>
            {intl.formatMessage(messages.sectionCount, { sections: sections.length, units: lessons })}
          </p>
          {!canOpenUnits && (
            <p className={styles.note}>
              {intl.formatMessage(enrolled ? messages.unitsBlocked : messages.unitsLocked)}
            </p>
          )}
          <ul className={styles.sections}>
            {sections.map((section, index) => (
              <li key={index}>
                <details className={styles.section} open={sections.length === 1}>
                  <summary className={styles.sectionSummary}>
                    <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
                    <span className={styles.sectionName} dir="auto">
                      {section.name}
                    </span>
                  </summary>
                  <ul className={styles.subsections}>
                    {section.subsections.map((sub, subIndex) => (
                      <li key={subIndex}>
                        {sub.units.length === 0 ? (
                          // An outline that stops at lessons (a stock LMS's): the lesson is the row.
                          <UnitRow
                            unit={{ name: sub.name, lms_url: sub.lms_url, type: 'other' }}
                            canOpen={canOpenUnits}
                            className={styles.lesson}
                          />
                        ) : (
                          <details className={styles.subsection}>
                            <summary className={styles.subsectionSummary}>
                              <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
                              <span className={styles.subsectionName} dir="auto">
                                {sub.name}
                              </span>
                              <span className={styles.count}>
                                {intl.formatMessage(messages.lectures, { count: sub.units.length })}
                              </span>
                            </summary>
                            <ul className={styles.units}>
                              {sub.units.map((unit, unitIndex) => (
                                <li key={unitIndex}>
                                  <UnitRow unit={unit} canOpen={canOpenUnits} />
                                </li>
                              ))}
                            </ul>
                          </details>
                        )}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </CourseSection>
  );
}

function UnitRow({
  unit,
  canOpen,
  className = styles.unit,
}: {
  unit: Unit;
  canOpen: boolean;
  className?: string;
}) {
  const intl = useIntl();
  const video = unit.type === 'video';
  const Icon = video ? PlayCircle : FileText;
  const content = (
    <>
      <Icon aria-hidden="true" size={18} className={styles.unitIcon} />
      <span className="visually-hidden">
        {intl.formatMessage(video ? messages.videoUnit : messages.otherUnit)}:{' '}
      </span>
      <span dir="auto">{unit.name}</span>
    </>
  );
  const href = canOpen ? safeUrl(unit.lms_url) : null;
  return href ? (
    <a className={className} href={href}>
      {content}
    </a>
  ) : (
    <span className={className}>{content}</span>
  );
}
