/**
 * The screens of the app and the endpoints each one calls: the table the properties run over. A new
 * endpoint gets coverage by adding it to a screen here (and a sample in samples.ts); screens.test.ts
 * fails while an endpoint the web app calls is on no screen.
 */
import type { EndpointName } from '@atrium/contract';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen as dom, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '../../api/client.ts';
import { applyInstanceConfig } from '../../config/appSettings.ts';
import { loadBaseSettings, loadInstanceConfig } from '../../app/loadSettings.ts';
import { ORIGIN } from '../settings.ts';
import type { Screen } from './harness.tsx';
import type { Json } from './mutate.ts';
import { SAMPLES } from './samples.ts';

/** Waits in interactions are generous: a busy machine must not turn slowness into failures. */
const WAIT = { timeout: 10_000 };

const FOOTER: readonly EndpointName[] = ['footerSection', 'dynamicFeatures', 'activeLanguages'];

/** Clicks the first enabled button whose name matches, if the answers let the page show one. */
function clickButton(container: HTMLElement, name: RegExp): void {
  const button = within(container)
    .queryAllByRole('button', { name })
    .find((element) => !element.hasAttribute('disabled'));
  if (button) fireEvent.click(button);
}

/** Types into a search box and waits for its suggestions (or their failure) to be shown. */
async function typeAndWaitForSuggestions(box: HTMLElement, text: string): Promise<void> {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await waitFor(() => expectExpanded(box), WAIT);
}

function expectExpanded(box: HTMLElement): void {
  if (box.getAttribute('aria-expanded') !== 'true') throw new Error('no suggestions yet');
}

const freeCourse: Json = { ...(SAMPLES.courseMetadata as { [key: string]: Json }), paid_course: null };

export const SCREENS = {
  home: {
    path: '/',
    endpoints: ['welcomeSection', 'popularSubjects', 'discoverySearch', 'partnerList', ...FOOTER],
  },
  homeSignedIn: {
    path: '/',
    signedIn: true,
    endpoints: ['userAccount', 'sendActivationEmail', 'updatePreferences', ...FOOTER],
    interact: async (container) => {
      // The activation dialog (inactive account) offers to send the e-mail again.
      clickButton(document.body, /resend/i);
      // The footer's language chooser saves the preference of a signed-in learner.
      const select = container.querySelector<HTMLSelectElement>('footer select');
      const other = [...(select?.options ?? [])].find((option) => option.value !== select?.value);
      if (select && other) fireEvent.change(select, { target: { value: other.value } });
      await Promise.resolve();
    },
  },
  header: {
    // A page without calls of its own: what is checked is the header's.
    path: '/not-a-page',
    endpoints: ['subjectList', 'discoverySearch', 'popularSubjects'],
    interact: async () => {
      const banner = within(dom.getByRole('banner'));
      fireEvent.click(banner.getByRole('button', { name: /subjects/i }));
      const [box] = banner.getAllByRole('combobox');
      if (box) await typeAndWaitForSuggestions(box, 'data');
      // The phone search screen: trending subjects and courses.
      const [open] = banner.getAllByRole('button', { name: 'Search courses' });
      if (open) fireEvent.click(open);
      await dom.findByRole('dialog', {}, WAIT);
    },
  },
  startUp: {
    path: '/',
    endpoints: ['mfeConfig', 'instanceConfig'],
    settings: async () => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const base = await loadBaseSettings({}, ORIGIN, queryClient);
      const instance = await loadInstanceConfig(createApiClient(base), queryClient);
      return applyInstanceConfig(base, instance, 1);
    },
  },
  discover: { path: '/discover', endpoints: ['subjectList', 'discoverySearch'] },
  search: {
    path: '/search?q=data',
    endpoints: ['discoverySearch', 'subjectList', 'partnerList', 'instructorList', 'languagesWithCourses'],
    interact: async (container) => {
      // Every facet's list of values (each loads when its dropdown opens).
      for (const toggle of container.querySelectorAll<HTMLElement>(
        'main button[aria-controls][aria-expanded="false"]',
      ))
        fireEvent.click(toggle);
      await Promise.resolve();
    },
  },
  partners: { path: '/partners', endpoints: ['partnerList'] },
  partner: { path: '/partners/TID', endpoints: ['partnerDetail', 'popularCourses', 'partnerInstructors'] },
  instructor: { path: '/instructor/sara-ahmadi', endpoints: ['instructorDetail', 'popularCourses'] },
  program: { path: '/program/data-path', endpoints: ['program'] },
  course: {
    path: '/course/intro-data-science/',
    endpoints: ['courseMetadata', 'courseInstructors', 'courseToc', 'discoverySearch', 'paidCourse'],
  },
  courseSignedIn: {
    path: '/course/intro-data-science/',
    signedIn: true,
    endpoints: [
      'courseMetadata',
      'enrollmentStatus',
      'courseOutline',
      'prereqStatus',
      'userAccount',
      'paidCourse',
    ],
  },
  courseEnroll: {
    path: '/course/intro-data-science/',
    signedIn: true,
    samples: {
      courseMetadata: freeCourse,
      enrollmentStatus: null,
      prereqStatus: { fulfilled: true },
      userAccount: { ...(SAMPLES.userAccount as { [key: string]: Json }), is_active: true },
    },
    endpoints: ['enroll', 'csrfToken'],
    interact: async (container) => {
      await waitFor(() => within(container).getAllByRole('button', { name: /enroll now/i }), WAIT);
      clickButton(container, /enroll now/i);
      await Promise.resolve();
    },
  },
  coursePurchase: {
    path: '/course/intro-data-science/',
    signedIn: true,
    samples: {
      enrollmentStatus: null,
      prereqStatus: { fulfilled: true },
      userAccount: { ...(SAMPLES.userAccount as { [key: string]: Json }), is_active: true },
    },
    endpoints: ['createTransaction'],
    leavesPage: true,
    interact: async (container) => {
      await waitFor(() => within(container).getAllByRole('button', { name: /purchase now/i }), WAIT);
      clickButton(container, /purchase now/i);
      await Promise.resolve();
    },
  },
  overview: {
    path: '/overview',
    signedIn: true,
    endpoints: ['enrollmentList', 'courseOutline', 'prereqStatus', 'userAccount'],
  },
  inProgress: {
    path: '/inprogress',
    signedIn: true,
    endpoints: ['enrollmentList', 'courseOutline', 'prereqStatus'],
  },
  completed: {
    path: '/completed',
    signedIn: true,
    endpoints: ['enrollmentList', 'courseOutline', 'prereqStatus'],
  },
  unenroll: {
    path: '/inprogress',
    signedIn: true,
    endpoints: ['unenroll'],
    interact: async (container) => {
      const user = userEvent.setup();
      const card = await within(container).findByRole(
        'article',
        { name: 'Introduction to Data Science' },
        WAIT,
      );
      const more = within(card)
        .getAllByRole('button', { name: /more actions/i })
        .find((button) => button.getAttribute('aria-haspopup') === 'dialog');
      if (!more) throw new Error('no action sheet button on the card');
      await user.click(more);
      await user.click(
        within(await dom.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Unenroll' }),
      );
      const confirm = await dom.findByRole('alertdialog', {}, WAIT);
      await user.click(within(confirm).getByRole('button', { name: 'Unenroll' }));
    },
  },
  profile: { path: '/profile', signedIn: true, endpoints: ['userAccount'], footer: false },
  staticPage: { path: '/staticpages/about', endpoints: ['customPage'] },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

/**
 * Endpoints of the contract no screen renders, and why. Everything else the web app calls must be on
 * a screen above.
 */
export const NOT_ON_A_SCREEN: Partial<Record<EndpointName, string>> = {
  outbox: 'demo-only page of the reference server; the web app never calls it',
  refreshToken: 'answered by every signed-out screen (401) and never rendered',
};
