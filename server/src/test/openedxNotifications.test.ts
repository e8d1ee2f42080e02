/** `GET /api/notifications/count/` as an LMS with the notification tray off answers it. */
import { describe, expect, it } from 'vitest';
import { CookieJar } from './harness.ts';
import { expectStockError, stockCall } from './stockCalls.ts';
import { stockServerWith } from './stockServer.ts';

const stock = stockServerWith('learner', 'newcomer');

describe('notification count', () => {
  it.each(['learner', 'newcomer'] as const)('tells %s the tray is off, with nothing unseen', async (name) => {
    const response = await stockCall(stock.server.app, 'notificationCount', { jar: stock.jars[name] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      show_notifications_tray: false,
      count: 0,
      count_by_app_name: { discussion: 0, updates: 0, grading: 0 },
      notification_expiry_days: 60,
    });
  });

  it('refuses a visitor with 401', async () => {
    expectStockError(await stockCall(stock.server.app, 'notificationCount', { jar: new CookieJar() }), 401, [
      'detail',
    ]);
  });
});
