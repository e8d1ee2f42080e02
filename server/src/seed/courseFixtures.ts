/**
 * Test-only course content (ATRIUM_TEST_FIXTURES=1): the archived history course gets a name and About
 * HTML that try to run script (pages must keep the one text, the course page sanitise the other), long enough to be clamped behind Show more on
 * a phone, and an intro video; and a namesake of the first instructor, whose slug carries a number as a
 * duplicate name's does (its portrait must still show the initials of the name). Idempotent.
 */
import type { Db } from '../db/open.ts';

export const XSS_COURSE_SLUG = 'history-of-the-ancient-mediterranean';
export const XSS_COURSE_VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const MARKER = 'id="xss-about-safe"';

/** Its name tries to end a script block and open tags: every page and head must keep it text. */
export const XSS_NAME_TAIL = ` </script><script>window.__atriumNameXss = 'name'</script> "quoted" & <b>bold</b>`;

export const XSS_ABOUT_HTML = `<p ${MARKER}>This paragraph of the About text must be visible.</p>
<script>window.__atriumAboutXss = 'script';</script>
<img src="/static/missing.png" alt="" onerror="window.__atriumAboutXss = 'onerror'">
<a href="javascript:window.__atriumAboutXss='link'">A link that must not run script</a>
${Array.from(
  { length: 8 },
  (_, i) =>
    `<p>Week ${i + 1} reads the sources of the period closely: inscriptions, letters, coins and the accounts of travellers, set beside what archaeology has found at the harbours and cities around the sea.</p>`,
).join('\n')}`;

export function ensureCourseFixtures(db: Db): void {
  db.prepare(
    `UPDATE courses SET about_overview = about_overview || ?, intro_video = ?
     WHERE slug = ? AND instr(about_overview, ?) = 0`,
  ).run(`\n${XSS_ABOUT_HTML}`, XSS_COURSE_VIDEO, XSS_COURSE_SLUG, MARKER);
  db.prepare(
    `UPDATE courses SET display_name = display_name || ? WHERE slug = ? AND instr(display_name, '</script>') = 0`,
  ).run(XSS_NAME_TAIL, XSS_COURSE_SLUG);
  db.prepare(
    `INSERT OR IGNORE INTO instructors (slug, name, short_bio, bio)
     SELECT slug || '-2', name, short_bio, bio FROM instructors ORDER BY id LIMIT 1`,
  ).run();
}
