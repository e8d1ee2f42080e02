import { describe, expect, it } from 'vitest';
import { sanitizeToFragment } from '../../lib/sanitizeHtml.ts';
import { aboutAndStaff } from './aboutHtml.ts';
import { takeCourseStaff } from './courseStaff.ts';

/** Studio's default overview's staff section (xmodule/templates/about/overview.yaml), two people. */
const STAFF = `<section class="course-staff"><h2>Course Staff</h2>
  <article class="teacher"><div class="teacher-image"><img src="/static/images/pl-faculty.png" alt=""></div>
    <h3>Staff Member #1</h3><p>Biography of instructor/staff member #1</p></article>
  <article class="teacher"><div class="teacher-image"><img src="javascript:alert(1)"></div>
    <h3> Ada
      Lovelace </h3><p>First line.</p><p>Second line.</p></article>
</section>`;

const titles = { about: 'About this course', outcomes: 'What you will learn' };

describe('takeCourseStaff', () => {
  it.each<[string, string, ReturnType<typeof takeCourseStaff>]>([
    [
      "Studio's default section: picture, name and bio of each",
      STAFF,
      [
        {
          name: 'Staff Member #1',
          bio: 'Biography of instructor/staff member #1',
          image: '/static/images/pl-faculty.png',
        },
        // The sanitiser drops the unsafe picture; the bio's paragraphs are joined.
        { name: 'Ada Lovelace', bio: 'First line. Second line.', image: null },
      ],
    ],
    ['no staff section', '<section class="about"><h2>About</h2><p>Text</p></section>', []],
    [
      'an article without a name is no one',
      '<section class="course-staff"><article class="teacher"><p>Bio only</p></article></section>',
      [],
    ],
    [
      'a hostile name stays text',
      '<section class="course-staff"><article class="teacher"><h3><img src=x onerror=alert(1)>Eve</h3></article></section>',
      [{ name: 'Eve', bio: '', image: null }],
    ],
  ])('%s', (_, html, staff) => {
    expect(takeCourseStaff(sanitizeToFragment(html))).toEqual(staff);
  });
});

describe('aboutAndStaff', () => {
  it('takes the staff section out of the About text, and keeps the rest', () => {
    const { html, staff } = aboutAndStaff(
      `<section class="about"><h2>About This Course</h2><p>Kept</p></section>${STAFF}`,
      titles,
      [],
    );
    expect(staff.map((member) => member.name)).toEqual(['Staff Member #1', 'Ada Lovelace']);
    expect(html).toContain('Kept');
    expect(html).not.toContain('Staff Member');
  });

  it('leaves a section that names no one in the text', () => {
    const section = '<section class="course-staff"><h2>Course Staff</h2><p>To be announced</p></section>';
    const { html, staff } = aboutAndStaff(section, titles, []);
    expect(staff).toEqual([]);
    expect(html).toContain('To be announced');
  });
});
