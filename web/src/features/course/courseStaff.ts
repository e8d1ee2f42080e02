/**
 * A course's staff as the about page's HTML names them, where it keeps Studio's default "Course Staff"
 * section (openedx-platform `xmodule/templates/about/overview.yaml`): `section.course-staff`, one
 * `article.teacher` a person, with the picture in `.teacher-image img`, the name in `h3` and the bio
 * in `p`. Read from the sanitised fragment only (lib/sanitizeHtml.ts), never from the raw HTML; the
 * picture's address is checked again where it is shown.
 */
export interface StaffMember {
  name: string;
  bio: string;
  image: string | null;
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function memberOf(article: Element): StaffMember | null {
  const name = text(article.querySelector('h3'));
  if (!name) return null;
  const bio = [...article.querySelectorAll('p')].map(text).filter(Boolean).join(' ');
  const image = article.querySelector('.teacher-image img')?.getAttribute('src')?.trim() || null;
  return { name, bio, image };
}

/**
 * The people of the fragment's course-staff sections; each section that named someone is taken out
 * of the fragment, so the About text does not list them a second time.
 */
export function takeCourseStaff(root: DocumentFragment): StaffMember[] {
  const staff: StaffMember[] = [];
  for (const section of root.querySelectorAll('section.course-staff')) {
    const members = [...section.querySelectorAll('article.teacher')].flatMap((article) => {
      const member = memberOf(article);
      return member ? [member] : [];
    });
    if (members.length === 0) continue;
    staff.push(...members);
    section.remove();
  }
  return staff;
}
