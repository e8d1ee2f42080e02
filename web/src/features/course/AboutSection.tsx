import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { CourseSection } from './CourseSection.tsx';
import { IntroVideoPlayer } from './IntroVideoPlayer.tsx';
import { introVideo } from './introVideo.ts';
import type { AboutText } from './useAboutText.ts';
import messages from './messages.ts';
import styles from './CoursePage.module.css';
import { classNames } from '../../lib/classNames.ts';

/** Taller than this, the About text is clamped with Show more / Show less (earlier client: 450 px). */
const CLAMP_PX = 450;

/** A paragraph's worth of lines while the sanitiser loads (it is rarely seen: it comes with the page's call). */
const PLACEHOLDER_LINES = ['100%', '100%', '100%', '92%', '100%', '60%'];

export function AboutSection({
  text,
  video,
  courseName,
}: {
  /** What of the course's About HTML is shown (useAboutText). */
  text: AboutText;
  video: string | null;
  courseName: string;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.aboutHeading);
  // Sanitised before it is shown: no scripts, event handlers or javascript: URLs survive. Until the
  // sanitiser is here, a placeholder holds the text's place and the HTML as it came is never shown.
  const { safe } = text;
  const player = introVideo(video);
  const body = useRef<HTMLDivElement>(null);
  const [clampable, setClampable] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setClampable(element.scrollHeight > CLAMP_PX + 24);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when the browser lays the page out anyway (the observer's first call comes after
    // layout, before paint), not by forcing a layout of the whole page in the commit; flushSync
    // applies the clamp in that same frame, so the text is never painted unclamped first.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    return () => observer.disconnect();
  }, [safe]);

  const clamped = clampable && !expanded;
  return (
    <CourseSection id="about" title={title}>
      {/* First, where it is seen without scrolling past the text. */}
      {player && <IntroVideoPlayer video={player} courseName={courseName} />}
      {text.mayShow &&
        safe === null &&
        (text.failed ? (
          <SectionError onRetry={text.retry} />
        ) : (
          <div
            className={styles.aboutPlaceholder}
            role="status"
            aria-label={intl.formatMessage(messages.loading)}
          >
            {PLACEHOLDER_LINES.map((width, i) => (
              <Skeleton key={i} width={width} height="1.2em" />
            ))}
          </div>
        ))}
      {safe !== null && safe !== '' && (
        <>
          <div
            id="course-about-text"
            ref={body}
            dir="auto"
            className={classNames(styles.richText, clamped && styles.clamped)}
            dangerouslySetInnerHTML={{ __html: safe }}
          />
          {clampable && (
            <Button
              variant="tertiary"
              aria-expanded={expanded}
              aria-controls="course-about-text"
              onClick={() => setExpanded(!expanded)}
            >
              {intl.formatMessage(expanded ? messages.showLess : messages.showMore)}
            </Button>
          )}
        </>
      )}
    </CourseSection>
  );
}
