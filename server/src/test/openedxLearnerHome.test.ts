/** `GET /api/learner_home/init` in the stock shape, over the demo accounts' dashboards. */
import type { LearnerHomeCard } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { activeEnrollmentCount, CookieJar, fixtureCourse, signIn, startServer } from './harness.ts';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';

let server: TestServer;
let learner: CookieJar;
let cards: LearnerHomeCard[];
beforeAll(async () => {
  server = await startServer({ platformApi: 'openedx' });
  learner = await signIn(server.app, 'learner');
  cards = stockParsed('learnerHome', await stockCall(server.app, 'learnerHome', { jar: learner })).courses;
});

const cardOf = (archetype: string) => {
  const courseId = fixtureCourse(server.db, archetype).courseKey;
  const card = cards.find((c) => c.courseRun?.courseId === courseId);
  if (!card) throw new Error(`no card for ${archetype}`);
  return card;
};

describe('learner home', () => {
  it('lists every active enrollment, newest first', () => {
    expect(cards).toHaveLength(activeEnrollmentCount(server.db, 'learner'));
    const enrolled = cards.map((c) => c.enrollment.lastEnrolled ?? '');
    expect(enrolled).toEqual([...enrolled].sort().reverse());
  });

  it.each([
    ['visited-current', { hasStarted: true, resume: true, isStarted: true, archived: false }],
    ['never-visited', { hasStarted: false, resume: false, isStarted: true, archived: false }],
    ['not-started', { hasStarted: false, resume: false, isStarted: false, archived: false }],
    ['expired', { hasStarted: true, resume: true, isStarted: true, archived: true }],
  ])('%s: run and resume as the card needs them', (archetype, expected) => {
    const card = cardOf(archetype);
    expect({
      hasStarted: card.enrollment.hasStarted,
      resume: card.courseRun?.resumeUrl !== null,
      isStarted: card.courseRun?.isStarted,
      archived: card.courseRun?.isArchived,
    }).toEqual(expected);
    expect(card.enrollment.coursewareAccess.isTooEarly).toBe(!expected.isStarted);
  });

  it('gives the completed course its certificate and a passing grade, and the others none', () => {
    const completed = cardOf('completed');
    expect(completed.certificate).toMatchObject({ isEarned: true, isDownloadable: true });
    expect(completed.certificate?.certPreviewUrl).toMatch(/^\/certificates\//);
    expect(completed.gradeData).toEqual({ isPassing: true });
    expect(cardOf('visited-current').certificate).toMatchObject({ isEarned: false, certPreviewUrl: null });
  });

  it('flags the course whose prerequisite is not met', () => {
    expect(cardOf('prerequisite').enrollment.coursewareAccess.hasUnmetPrerequisites).toBe(true);
    expect(cardOf('visited-current').enrollment.coursewareAccess.hasUnmetPrerequisites).toBe(false);
  });

  it('names the provider by its org code and the course by its key number', () => {
    expect(cardOf('visited-current').courseProvider?.name).toBe('MeridianX');
    expect(cardOf('visited-current').course.courseNumber).toMatch(/^[A-Z]+\d+$/);
  });

  it('asks the inactive account to confirm its e-mail, and not the active one', async () => {
    const newcomer = await signIn(server.app, 'newcomer');
    const theirs = stockParsed('learnerHome', await stockCall(server.app, 'learnerHome', { jar: newcomer }));
    const mine = stockParsed('learnerHome', await stockCall(server.app, 'learnerHome', { jar: learner }));
    expect([theirs.emailConfirmation.isNeeded, mine.emailConfirmation.isNeeded]).toEqual([true, false]);
    expect(theirs.courses).toEqual([]);
  });

  it('refuses a visitor with 401, and another learner’s dashboard with 403', async () => {
    expectStockError(await stockCall(server.app, 'learnerHome', { jar: new CookieJar() }), 401, ['detail']);
    expectStockError(
      await stockCall(server.app, 'learnerHome', { jar: learner, query: { user: 'graduate' } }),
      403,
      ['detail'],
    );
  });

  it('sends every field of the current serializer: mode, credit, share link and settings', async () => {
    const raw = (await stockCall(server.app, 'learnerHome', { jar: learner })).json<{
      socialShareSettings: unknown;
      courses: Record<string, Record<string, unknown>>[];
    }>();
    expect(raw.socialShareSettings).toEqual({
      facebook: {
        isEnabled: false,
        socialBrand: null,
        utmParams: 'utm_medium=social&utm_campaign=social-sharing-db&utm_source=facebook',
      },
      twitter: {
        isEnabled: false,
        socialBrand: null,
        utmParams: 'utm_medium=social&utm_campaign=social-sharing-db&utm_source=twitter',
      },
    });
    const courseId = fixtureCourse(server.db, 'visited-current').courseKey;
    const card = raw.courses.find((c) => c.courseRun?.courseId === courseId);
    expect(card?.credit).toEqual({});
    expect(card?.enrollment).toHaveProperty('mode', cardOf('visited-current').enrollment.mode);
    expect(card?.enrollment?.mode).toMatch(/^(audit|honor|verified)$/);
    expect(card?.courseRun).toHaveProperty('advertisedStart', null);
    expect(card?.course?.socialShareUrl).toMatch(
      new RegExp(`/courses/${courseId.replace(/\+/g, '\\+')}/about$`),
    );
  });

  it('reads the session cookie when no JWT is sent, as the LMS does', async () => {
    const response = await stockCall(server.app, 'learnerHome', {
      jar: learner,
      headers: { 'use-jwt-cookie': 'false' },
    });
    expect(stockParsed('learnerHome', response).courses).toHaveLength(cards.length);
  });
});
