import { describe, expect, it } from 'vitest';
import { aboutHtml } from './aboutHtml.ts';

const EN = { about: 'About this course', outcomes: 'What you will learn' };
const AR = { about: 'نبذة عن هذه الدورة', outcomes: 'ما ستتعلّمه' };
const OUTCOMES = ['Explain the core ideas', 'Build a small project'];
const LIST = '<ul><li>Build a small project</li><li>Explain the core ideas</li></ul>';

describe('aboutHtml: a leading heading that names the About section', () => {
  it.each([
    ['the interface title', '<h2>About this course</h2><p>Text</p>', EN, '<p>Text</p>'],
    ['any case and spacing', '<h3> about THIS  course </h3><p>Text</p>', EN, '<p>Text</p>'],
    [
      'inside wrappers',
      '<section><h2>About this course</h2><p>Text</p></section>',
      EN,
      '<section><p>Text</p></section>',
    ],
    [
      "Open edX's default, in another interface language",
      '<h2>About This Course</h2><p>Text</p>',
      AR,
      '<p>Text</p>',
    ],
    ['the title in the interface language', '<h2>نبذة عن هذه الدورة</h2><p>نص</p>', AR, '<p>نص</p>'],
    // All there was: nothing is left to show, not an empty wrapper.
    ['the whole text', '<section><h2>About this course</h2><p> </p></section>', EN, ''],
  ])('is dropped: %s', (_, html, titles, expected) => {
    expect(aboutHtml(html, titles, [])).toBe(expected);
  });

  it.each([
    ['another heading', '<h2>Overview</h2><p>Text</p>'],
    ['a paragraph with the same words', '<p>About this course</p>'],
    ['the same heading further down', '<p>Intro</p><h2>About this course</h2>'],
  ])('stays otherwise: %s', (_, html) => {
    expect(aboutHtml(html, EN, [])).toBe(html);
  });
});

describe('aboutHtml: a "What you will learn" part', () => {
  it.each([
    [
      'the list the section shows',
      `<p>Intro</p><h3>What you will learn</h3>${LIST}<h3>How</h3><p>Go</p>`,
      EN,
      '<p>Intro</p><h3>How</h3><p>Go</p>',
    ],
    [
      'the English name in Arabic, with an apostrophe',
      `<p>Intro</p><h3>What you’ll learn</h3>${LIST}`,
      AR,
      '<p>Intro</p>',
    ],
    [
      'inside a section',
      `<section><h2>About this course</h2><p>Intro</p><h3>What you will learn</h3>${LIST}</section>`,
      EN,
      '<section><p>Intro</p></section>',
    ],
  ])('is dropped when it only repeats the outcomes: %s', (_, html, titles, expected) => {
    expect(aboutHtml(html, titles, OUTCOMES)).toBe(expected);
  });

  it.each([
    [
      'an outcome the section does not show',
      '<h3>What you will learn</h3><ul><li>Build a small project</li><li>Something else</li></ul>',
      OUTCOMES,
    ],
    ['more than a list', `<h3>What you will learn</h3><p>In four weeks:</p>${LIST}`, OUTCOMES],
    ['no outcomes section', `<h3>What you will learn</h3>${LIST}`, []],
    ['a heading without a list', '<h3>What you will learn</h3><p>Plenty.</p>', OUTCOMES],
  ])('stays whole otherwise: %s', (_, html, outcomes) => {
    expect(aboutHtml(html, EN, outcomes)).toBe(html);
  });
});

describe('aboutHtml: sanitising', () => {
  it('leaves no script, no event handler, no javascript: link', () => {
    const html = aboutHtml(
      '<p>Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      EN,
      [],
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
  });
});
