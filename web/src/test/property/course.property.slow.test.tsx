/** The course page under any answers, for a visitor and a learner, and its two actions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safePaymentUrl } from '../../features/course/paymentUrl.ts';
import { PROPERTY_TIME_LIMIT, screenTest } from './harness.tsx';
import { HOSTILE_TEXT, HOSTILE_URLS } from './hostile.ts';
import { SCREENS } from './screens.ts';

describe('the course page under any answers', () => {
  screenTest('for a visitor', SCREENS.course, 8);
  screenTest('for a learner', SCREENS.courseSignedIn, 8);
  screenTest('enrolling', SCREENS.courseEnroll, 5);
  screenTest('purchasing', SCREENS.coursePurchase, 3);
});

describe('the payment page a purchase may go to', () => {
  // jsdom cannot follow window.location.assign, so the rule the purchase uses is checked on its own.
  it(
    'is an https page, or http on the platform, and never a script or data URL',
    () => {
      const trusted = ['http://localhost:3000', 'http://lms.example.org'];
      fc.assert(
        fc.property(
          fc.oneof(fc.constantFrom(...HOSTILE_URLS, ...HOSTILE_TEXT), fc.webUrl(), fc.string()),
          (value) => {
            const target = safePaymentUrl(value, trusted);
            if (target === null) return;
            const url = new URL(target);
            expect(url.protocol === 'https:' || trusted.includes(url.origin)).toBe(true);
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIME_LIMIT,
  );
});
