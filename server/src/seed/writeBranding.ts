/** Languages, banner, footer, static pages and platform settings. */
import type { Db } from '../db/open.ts';
import { ACTIVE_LANGUAGES, FOOTER_SECTIONS, localTexts, SOCIALS } from './branding.ts';
import { ensureCourseFixtures } from './courseFixtures.ts';
import { STATIC_PAGES, XSS_CHECK_PAGE } from './pages.ts';

export function writeBranding(db: Db): void {
  const language = db.prepare('INSERT INTO languages VALUES (?, ?, ?)');
  const welcome = db.prepare('INSERT INTO welcome_texts VALUES (?, ?, ?, ?)');
  const footer = db.prepare('INSERT INTO footer_texts VALUES (?, ?)');
  const link = db.prepare('INSERT INTO footer_links VALUES (?, ?, ?, ?, ?, ?)');
  const social = db.prepare('INSERT INTO footer_socials VALUES (?, ?)');
  const page = db.prepare('INSERT INTO custom_pages VALUES (?, ?, ?)');
  db.transaction(() => {
    ACTIVE_LANGUAGES.forEach(([code, name], i) => language.run(code, name, i));
    for (const [code, text] of localTexts()) {
      welcome.run(code, text.title, text.highlight, text.description);
      footer.run(code, text.footer);
      FOOTER_SECTIONS(text).forEach((section, s) =>
        section.links.forEach(([title, href], position) =>
          link.run(code, s, section.title, position, title, href),
        ),
      );
    }
    for (const [network, url] of Object.entries(SOCIALS)) social.run(network, url);
    for (const [slug, name, content] of STATIC_PAGES) page.run(slug, name, content);
  })();
}

/** Test-only content (ATRIUM_TEST_FIXTURES=1); idempotent so it can run on an existing database. */
export function ensureTestFixtures(db: Db): void {
  const [slug, name, content] = XSS_CHECK_PAGE;
  db.prepare('INSERT OR REPLACE INTO custom_pages VALUES (?, ?, ?)').run(slug, name, content);
  ensureCourseFixtures(db);
}
