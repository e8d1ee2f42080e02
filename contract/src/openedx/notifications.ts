/**
 * The notification tray's badge on a stock LMS: `GET /api/notifications/count/` (openedx-platform
 * `openedx/core/djangoapps/notifications/views.py` `NotificationCountView`, `urls.py`; the app names
 * are `base_notification.py`'s `COURSE_NOTIFICATION_APPS`). Any signed-in user, active or not
 * (`permissions.py` `allow_any_authenticated_user`); a visitor gets 401 `{ detail }`. With the tray
 * turned off (`get_show_notifications_tray`) `show_notifications_tray` is false and every count 0.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { count, flag, lenientRecord } from '../lenient.ts';

export const NotificationCount = lazySchema(() =>
  z.object({
    show_notifications_tray: flag,
    /** Unseen web notifications, all apps together. */
    count: count(0),
    /** Unseen web notifications per app (`discussion`, `updates`, `grading`), 0 for an app without any. */
    count_by_app_name: lenientRecord(z.number()),
    /** `NOTIFICATIONS_EXPIRY`: older notifications are not counted or listed. */
    notification_expiry_days: count(0),
  }),
);
export type NotificationCount = z.output<typeof NotificationCount>;
