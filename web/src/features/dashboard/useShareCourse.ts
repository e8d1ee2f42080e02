import { useIntl } from '../../i18n/intl.ts';
import { copyText } from '../../lib/clipboard.ts';
import { showToast } from '../../ui/toast/toastStore.ts';
import messages from './messages.ts';

/** Copies the course's share link and says so in a toast (3000 ms, closable); says so too if it failed. */
export function useShareCourse(link: string): () => Promise<void> {
  const intl = useIntl();
  return async () => {
    if (await copyText(link)) {
      showToast({
        title: intl.formatMessage(messages.shareToastTitle),
        description: intl.formatMessage(messages.shareToastDescription),
      });
    } else {
      showToast({
        title: intl.formatMessage(messages.shareFailedTitle),
        description: intl.formatMessage(messages.shareFailedDescription, { link }),
      });
    }
  };
}
