/**
 * The named slots an operator's `env.config.jsx` can change (docs/decisions/plugin-slots.md): the
 * official Open edX id where Atrium draws the same part, so a configuration written for the official
 * header and footer applies here too, and an `org.atrium.…` id elsewhere.
 */
export const SLOT_IDS = {
  /** The logo and its link, in the desktop and the phone header. */
  headerLogo: 'org.openedx.frontend.layout.header_logo.v1',
  /** The desktop header's main links (dashboard tabs, or Dashboard, Discover and Subjects). */
  headerMainMenu: 'org.openedx.frontend.layout.header_desktop_main_menu.v1',
  /** Empty by default: between the search and the account area of the desktop header. */
  headerSecondaryMenu: 'org.openedx.frontend.layout.header_desktop_secondary_menu.v1',
  /** A signed-in learner's account menu (its button and links). */
  headerUserMenu: 'org.openedx.frontend.layout.header_desktop_user_menu.v1',
  /** A visitor's Sign in and Register buttons. */
  headerLoggedOutItems: 'org.openedx.frontend.layout.header_desktop_logged_out_items.v1',
  /** The whole footer. */
  footer: 'org.openedx.frontend.layout.footer.v1',
  /** The home page's sections (banner, subjects or searches, courses, partners). */
  homeSections: 'org.atrium.frontend.home.sections.v1',
  /** One catalogue course card; widgets get the card's `course`. */
  courseCard: 'org.atrium.frontend.course_card.v1',
  /** The course page's side panel (dates, price, enrolment); widgets get the `course`. */
  courseSidePanel: 'org.atrium.frontend.course.side_panel.v1',
  /** Above the signed-in dashboard's overview (where the activation banner shows). */
  dashboardBanner: 'org.atrium.frontend.dashboard.banner.v1',
} as const;

export type SlotId = (typeof SLOT_IDS)[keyof typeof SLOT_IDS];
