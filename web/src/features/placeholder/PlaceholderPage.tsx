import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';

/** A screen whose issue has not filled it yet: its real heading and title, nothing pretend. */
export default function PlaceholderPage({ label }: { label: MessageDescriptor }) {
  const text = useIntl().formatMessage(label);
  usePageTitle(text);
  return <PageHeading>{text}</PageHeading>;
}
