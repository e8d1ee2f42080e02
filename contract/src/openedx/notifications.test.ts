import { describe, expect, it } from 'vitest';
import { NotificationCount } from './notifications.ts';
import { stockNotificationCount } from './samples.ts';

describe('notification count', () => {
  it('reads the tray off, with no unseen notifications', () => {
    expect(NotificationCount.parse(stockNotificationCount)).toEqual(stockNotificationCount);
  });

  it('keeps the numeric counts per app and defaults what is missing', () => {
    expect(NotificationCount.parse({ count: 3, count_by_app_name: { discussion: 3, updates: 'x' } })).toEqual(
      {
        show_notifications_tray: false,
        count: 3,
        count_by_app_name: { discussion: 3 },
        notification_expiry_days: 0,
      },
    );
  });
});
