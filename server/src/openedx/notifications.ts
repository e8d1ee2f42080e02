/**
 * `GET /api/notifications/count/` (openedx-platform `openedx/core/djangoapps/notifications/views.py`
 * `NotificationCountView`) as an LMS with the notification tray off answers it: no tray, nothing
 * unseen in any app. Any signed-in user; a visitor gets DRF's 401.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { registerStockRoute } from './register.ts';

/** `COURSE_NOTIFICATION_APPS` of base_notification.py. */
const NOTIFICATION_APPS = ['discussion', 'updates', 'grading'] as const;
/** `NOTIFICATIONS_EXPIRY`'s default. */
const EXPIRY_DAYS = 60;

export function registerNotificationCount(app: FastifyInstance, ctx: AppContext): void {
  registerStockRoute(app, ctx, 'notificationCount', {
    dialect: 'drf',
    handle: ({ learner }) => {
      learner();
      return {
        show_notifications_tray: false,
        count: 0,
        count_by_app_name: Object.fromEntries(NOTIFICATION_APPS.map((name) => [name, 0])),
        notification_expiry_days: EXPIRY_DAYS,
      };
    },
  });
}
