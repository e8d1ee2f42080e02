import { describe, expect, it } from 'vitest';
import { aboutHtml } from './aboutHtml.ts';

describe('aboutHtml', () => {
  it('drops a leading heading that repeats the section title', () => {
    expect(aboutHtml('<h2>About this course</h2><p>Text</p>', 'About this course')).toBe('<p>Text</p>');
    expect(aboutHtml('<h3> about THIS course </h3><p>Text</p>', 'About this course')).toBe('<p>Text</p>');
    expect(aboutHtml('<section><h2>About this course</h2><p>Text</p></section>', 'About this course')).toBe(
      '<section><p>Text</p></section>',
    );
  });

  it('keeps other headings and text', () => {
    expect(aboutHtml('<h2>Overview</h2><p>Text</p>', 'About this course')).toBe(
      '<h2>Overview</h2><p>Text</p>',
    );
    expect(aboutHtml('<p>About this course</p>', 'About this course')).toBe('<p>About this course</p>');
  });

  it('sanitises: no script, no event handler, no javascript: link', () => {
    const html = aboutHtml(
      '<p>Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      'About this course',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
  });
});
