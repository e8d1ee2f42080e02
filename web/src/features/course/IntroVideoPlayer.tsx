import { __iconData as playIcon } from 'lucide-react/icons/play';
import { icon } from '../../ui/icon.ts';
import { useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import type { IntroVideo } from './introVideo.ts';
import messages from './messages.ts';
import styles from './CoursePage.module.css';

const Play = icon(playIcon);

/** Nothing from the video site loads until the learner asks for it (no SDK, no tracking on view). */
export function IntroVideoPlayer({ video, courseName }: { video: IntroVideo; courseName: string }) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  if (video.kind === 'link') {
    return (
      <p className={styles.videoLink}>
        <a href={video.href} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.watchVideo, { host: video.host })}
        </a>
      </p>
    );
  }
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          src={`${video.src}${video.src.includes('?') ? '&' : '?'}autoplay=1`}
          title={intl.formatMessage(messages.videoFrameTitle, { courseName })}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allowFullScreen
        />
      ) : (
        <Button variant="secondary" className={styles.videoFacade} onClick={() => setPlaying(true)}>
          <Play aria-hidden="true" size={28} />
          {intl.formatMessage(messages.playVideo, { host: video.host })}
        </Button>
      )}
    </div>
  );
}
