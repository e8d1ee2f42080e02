import { describe, expect, it } from 'vitest';
import { ChangeEnrollmentAnswer, ChangeEnrollmentForm } from './changeEnrollment.ts';
import { StockFooter } from './footer.ts';
import { stockFooter } from './samples.ts';

describe('branding footer', () => {
  it('reads every list of links and the Open edX link', () => {
    const out = StockFooter.parse(stockFooter);
    expect(out.social_links[0]).toEqual({
      name: 'facebook',
      title: 'Facebook',
      url: 'https://www.facebook.com/example',
      'icon-class': 'fa-facebook-square',
      action: 'Like Example Academy on Facebook',
    });
    expect(out.legal_links.map((l) => l.name)).toEqual(['privacy_policy']);
    expect(out.connect_links.map((l) => l.url)).toEqual(['/support/contact_us']);
    expect(out.openedx_link?.title).toBe('Powered by Open edX');
    expect(out).not.toHaveProperty('edx_org_link');
  });

  it('reads an older footer without the split lists', () => {
    const older: Partial<typeof stockFooter> = { ...stockFooter };
    delete older.business_links;
    delete older.more_info_links;
    delete older.connect_links;
    const out = StockFooter.parse(older);
    expect([out.business_links, out.more_info_links, out.connect_links]).toEqual([[], [], []]);
  });
});

describe('change_enrollment', () => {
  it.each([
    [{ course_id: 'course-v1:A+B+C', enrollment_action: 'unenroll' }, true],
    [{ course_id: 'course-v1:A+B+C', enrollment_action: 'enroll' }, true],
    [{ course_id: 'course-v1:A+B+C', enrollment_action: 'leave' }, false],
    [{ enrollment_action: 'unenroll' }, false],
  ])('form %j is valid: %s', (form, valid) => {
    expect(ChangeEnrollmentForm.safeParse(form).success).toBe(valid);
  });

  it.each([
    [null, null],
    ['', null],
    ['/course_modes/choose/course-v1:A+B+C/', '/course_modes/choose/course-v1:A+B+C/'],
  ])('answer %j reads as %j', (body, expected) => {
    expect(ChangeEnrollmentAnswer.parse(body)).toBe(expected);
  });
});
