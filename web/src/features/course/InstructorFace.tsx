import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { TitleLines } from '../../ui/TitleLines.tsx';
import messages from './messages.ts';
import styles from './Instructors.module.css';

/** An instructor's photo, name and short bio, and what follows them (a course's instructors, linked or not). */
export function InstructorFace({
  image,
  name,
  bio,
  children,
}: {
  image: string | null;
  name: string;
  bio: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <Avatar src={image} size={64} alt={intl.formatMessage(messages.instructorPhoto, { name })} lazy />
      <span className={styles.text}>
        <TitleLines variant="inline" title={name} summary={bio} classNames={[styles.name, styles.bio]} />
        {children}
      </span>
    </>
  );
}
