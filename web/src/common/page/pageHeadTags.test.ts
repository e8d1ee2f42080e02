import { describe, expect, it } from 'vitest';
import { formatTitle, ogLocale, pageHeadTags, type HeadSettings, type PageFacts } from './pageHeadTags.ts';

const SETTINGS: HeadSettings = {
  platformName: 'Atrium Academy',
  baseUrl: 'https://learn.example.org',
  publicPath: '/',
  lmsBaseUrl: 'https://lms.example.org',
  locale: 'en',
};

/** The tags as `attribute key=content` lines, easy to read in a table. */
const lines = (facts: PageFacts, settings: Partial<HeadSettings> = {}) => {
  const head = pageHeadTags(facts, { ...SETTINGS, ...settings });
  return {
    title: head.title,
    canonical: head.canonical,
    meta: head.meta.map(({ attribute, key, content }) => `${attribute} ${key}=${content}`),
  };
};

describe('formatTitle', () => {
  it.each([
    ['Data Science', 'Atrium', 'Data Science | Atrium'],
    ['  Padded  ', 'Atrium', 'Padded | Atrium'],
    ['', 'Atrium', 'Atrium'],
    [null, 'Atrium', 'Atrium'],
    [undefined, 'Atrium', 'Atrium'],
  ])('%j on %s → %s', (label, platform, expected) => {
    expect(formatTitle(label, platform)).toBe(expected);
  });
});

describe('ogLocale', () => {
  it.each([
    ['fa-IR', 'fa_IR'],
    ['de-de', 'de_DE'],
    ['zh_CN', 'zh_CN'],
    // No territory named: none made up.
    ['en', null],
    ['es-419', null],
    ['', null],
  ])('%s → %s', (locale, expected) => {
    expect(ogLocale(locale)).toBe(expected);
  });
});

describe('pageHeadTags', () => {
  it('a course page with a picture: title, description, canonical, Open Graph and a large Twitter card', () => {
    expect(
      lines(
        {
          label: 'Introduction to Python',
          description: 'Learn Python from scratch.',
          image: '/asset-v1:Acme+PY101+2026/cover.jpg',
          path: '/course/python/',
        },
        { locale: 'fa-IR' },
      ),
    ).toEqual({
      title: 'Introduction to Python | Atrium Academy',
      canonical: 'https://learn.example.org/course/python/',
      meta: [
        'name description=Learn Python from scratch.',
        'property og:title=Introduction to Python',
        'property og:description=Learn Python from scratch.',
        'property og:url=https://learn.example.org/course/python/',
        'property og:image=https://lms.example.org/asset-v1:Acme+PY101+2026/cover.jpg',
        'property og:type=website',
        'property og:site_name=Atrium Academy',
        'property og:locale=fa_IR',
        'name twitter:card=summary_large_image',
        'name twitter:title=Introduction to Python',
        'name twitter:description=Learn Python from scratch.',
        'name twitter:image=https://lms.example.org/asset-v1:Acme+PY101+2026/cover.jpg',
      ],
    });
  });

  it('a public page without description or picture: those tags left out, a small Twitter card', () => {
    expect(lines({ label: 'Discover', path: '/discover' }, { publicPath: '/homepage/' })).toEqual({
      title: 'Discover | Atrium Academy',
      canonical: 'https://learn.example.org/homepage/discover',
      meta: [
        'property og:title=Discover',
        'property og:url=https://learn.example.org/homepage/discover',
        'property og:type=website',
        'property og:site_name=Atrium Academy',
        'name twitter:card=summary',
        'name twitter:title=Discover',
      ],
    });
  });

  it('a page without a canonical path (the dashboard, not found): its title and description only', () => {
    expect(lines({ label: 'Dashboard', description: 'Yours.' })).toEqual({
      title: 'Dashboard | Atrium Academy',
      canonical: null,
      meta: ['name description=Yours.'],
    });
  });

  it('a label not known yet: the platform’s name is the title and the preview’s name', () => {
    const head = lines({ label: null, path: '/' });
    expect(head.title).toBe('Atrium Academy');
    expect(head.meta).toContain('property og:title=Atrium Academy');
  });

  it('an instructor is a profile', () => {
    expect(lines({ label: 'Ada', path: '/instructor/ada', type: 'profile' }).meta).toContain(
      'property og:type=profile',
    );
  });

  it.each<[string, PageFacts, string[]]>([
    [
      'HTML in a description is read as its words, and shortened at a word',
      { label: 'X', description: `<p>${'Learn <b>data</b> &amp; more. '.repeat(12)}</p>`, path: '/x' },
      [`name description=${'Learn data & more. '.repeat(8)}Learn…`],
    ],
    ['a description of spaces only is none', { label: 'X', description: ' <p> </p> ', path: '/x' }, []],
  ])('%s', (_, facts, expected) => {
    const descriptions = lines(facts).meta.filter((line) => line.startsWith('name description='));
    expect(descriptions).toEqual(expected);
    for (const line of descriptions)
      expect(line.length - 'name description='.length).toBeLessThanOrEqual(160);
  });

  it.each([
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['//cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['https://cdn.example.org/a b.png', 'https://cdn.example.org/a%20b.png'],
  ])('a picture given as %s is shown as %s', (image, expected) => {
    const meta = lines({ label: 'X', image, path: '/x' }).meta;
    const og = meta.find((line) => line.startsWith('property og:image='));
    expect(og?.slice('property og:image='.length) ?? null).toBe(expected);
    expect(meta).toContain(`name twitter:card=${expected ? 'summary_large_image' : 'summary'}`);
  });

  it('hostile words stay words: they are content for React to escape, not markup', () => {
    const name = '</title><script>alert(1)</script> "quoted"';
    const head = lines({ label: name, description: '&lt;/script&gt; "q"', path: '/course/%3C%2Fscript%3E/' });
    expect(head.title).toBe(`${name} | Atrium Academy`);
    expect(head.meta).toContain('name description=</script> "q"');
    expect(head.canonical).toBe('https://learn.example.org/course/%3C%2Fscript%3E/');
  });
});
