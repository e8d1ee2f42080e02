/**
 * `GET /api/learner_home/init`: every active enrollment of the learner, newest first, as dashboard
 * cards, with the e-mail confirmation banner's facts and the platform's contacts. Staff may look at
 * another learner's dashboard with `?user=` (username or e-mail).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { refused } from './answers.ts';
import { shapeLearnerHomeCard } from './learnerHomeCard.ts';
import type { StockQueries } from './queries.ts';
import { registerStockRoute } from './register.ts';

/** The platform's contacts (`DEFAULT_FEEDBACK_EMAIL`, `PAYMENT_SUPPORT_EMAIL`) on the demo. */
const SUPPORT_EMAIL = 'support@atrium-academy.example';
const BILLING_EMAIL = 'billing@atrium-academy.example';

/**
 * `get_social_share_settings()` with the LMS's default `SOCIAL_SHARING_SETTINGS`: both sites off, no
 * brand (`FACEBOOK_BRAND` and `TWITTER_BRAND` are None), and `COURSE_SHARING_UTM_PARAMETERS` encoded.
 */
const sharingOff = (site: 'facebook' | 'twitter') => ({
  isEnabled: false,
  socialBrand: null,
  utmParams: `utm_medium=social&utm_campaign=social-sharing-db&utm_source=${site}`,
});

export function registerLearnerHome(app: FastifyInstance, ctx: AppContext, queries: StockQueries): void {
  registerStockRoute(app, ctx, 'learnerHome', {
    dialect: 'drf',
    handle: ({ ctx, query, learner, origin }) => {
      const viewer = learner();
      let user = ctx.repos.users.byId(viewer.id);
      if (query.user) {
        if (!viewer.isStaff) throw refused('drf', 403, 'You do not have permission to perform this action.');
        user = ctx.repos.users.byLogin(query.user);
      }
      if (!user) throw refused('drf', 404, 'Not found.');
      const now = ctx.now().toISOString();
      const active = queries.enrollmentsOf(user.id).filter((e) => e.is_active === 1);
      const rows = new Map(
        ctx.repos.courses.rowsInOrder(active.map((e) => e.course_id)).map((r) => [r.id, r]),
      );
      const userId = user.id;
      return {
        emailConfirmation: { isNeeded: user.is_active !== 1, sendEmailUrl: `${origin}/account/settings` },
        enterpriseDashboard: null,
        platformSettings: {
          supportEmail: SUPPORT_EMAIL,
          billingEmail: BILLING_EMAIL,
          courseSearchUrl: '/courses',
        },
        courses: active.flatMap((enrollment) => {
          const row = rows.get(enrollment.course_id);
          if (!row) return [];
          const unmetPrerequisites = ctx.repos.enrollments.unmetPrerequisites(userId, row.id);
          return [shapeLearnerHomeCard(row, enrollment, { now, origin, unmetPrerequisites })];
        }),
        socialShareSettings: { facebook: sharingOff('facebook'), twitter: sharingOff('twitter') },
        suggestedCourses: [],
      };
    },
  });
}
