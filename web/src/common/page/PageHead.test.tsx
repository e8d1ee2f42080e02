import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { ORIGIN, testSettings } from '../../test/settings.ts';
import { PageHead } from './PageHead.tsx';
import type { PageFacts } from './pageHeadTags.ts';

/** A page whose facts the test changes, or that it leaves (null). */
let showPage: (facts: PageFacts | null) => void = () => undefined;
function ChangingPage({ initial }: { initial: PageFacts }) {
  const [facts, setFacts] = useState<PageFacts | null>(initial);
  useEffect(() => {
    showPage = setFacts;
  }, []);
  return facts && <PageHead {...facts} />;
}

/** The head's tags as `tag key=value` lines, in document order. */
function headLines(): string[] {
  return [...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')].map(
    (element) => {
      if (element.tagName === 'TITLE') return `title=${element.textContent}`;
      if (element.tagName === 'LINK') return `canonical=${element.getAttribute('href')}`;
      const key = element.getAttribute('name') ?? element.getAttribute('property');
      return `${key}=${element.getAttribute('content')}`;
    },
  );
}

describe('PageHead', () => {
  it('puts the page’s title, description, canonical address and preview tags in document.head', () => {
    const settings = testSettings({}, { BASE_URL: 'https://learn.example.org', PUBLIC_PATH: '/atrium/' });
    renderApp(
      <main>
        <PageHead
          label="Introduction to Python"
          description="<p>Learn <b>Python</b> &amp; more.</p>"
          image="/media/cover.jpg"
          path="/course/python/"
        />
      </main>,
      { settings },
    );
    expect(document.title).toBe('Introduction to Python | Atrium Academy');
    expect(headLines()).toEqual([
      'title=Introduction to Python | Atrium Academy',
      'canonical=https://learn.example.org/atrium/course/python/',
      'description=Learn Python & more.',
      'og:title=Introduction to Python',
      'og:description=Learn Python & more.',
      'og:url=https://learn.example.org/atrium/course/python/',
      `og:image=${ORIGIN}/media/cover.jpg`,
      'og:type=website',
      'og:site_name=Atrium Academy',
      'twitter:card=summary_large_image',
      'twitter:title=Introduction to Python',
      'twitter:description=Learn Python & more.',
      `twitter:image=${ORIGIN}/media/cover.jpg`,
    ]);
    // Hoisted: nothing of it is left in the page's body.
    expect(document.body.querySelector('title, meta, link')).toBeNull();
  });

  it('follows the page: a new label changes the tags, leaving the page takes them away', () => {
    renderApp(<ChangingPage initial={{ label: null }} />);
    expect(document.title).toBe('Atrium Academy');
    act(() => showPage({ label: 'Data Science', description: 'About data.', path: '/course/data/' }));
    expect(document.title).toBe('Data Science | Atrium Academy');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About data.');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    act(() => showPage({ label: 'Discover', path: '/discover' }));
    expect(headLines()).not.toContain('description=About data.');
    act(() => showPage(null));
    expect(headLines()).toEqual([]);
  });

  it('names the page before the title the HTML came with, which is back once no page names itself', () => {
    // Each test's page leaves with the test, its tags with it.
    expect(document.head.querySelector('title')).toBeNull();
    const fromHtml = document.createElement('title');
    fromHtml.textContent = 'Atrium';
    document.head.append(fromHtml);
    try {
      // A first render (not hydrating) adds its own title first; hydration would adopt the server's.
      const { unmount } = renderApp(<PageHead label="Discover" path="/discover" />);
      expect(document.title).toBe('Discover | Atrium Academy');
      unmount();
      expect(document.title).toBe('Atrium');
    } finally {
      fromHtml.remove();
    }
  });

  it('writes hostile words as text', () => {
    const label = '</title><script>window.hacked = 1</script>"';
    renderApp(<PageHead label={label} description='"><script>alert(1)</script>' path="/x" />);
    expect(document.title).toBe(`${label} | Atrium Academy`);
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '">');
  });
});
