import { describe, expect, it } from 'vitest';
import { splitHoisted } from './splitHoisted.ts';

describe('splitHoisted', () => {
  it.each([
    ['nothing hoisted', '<div>page</div>', '', '<div>page</div>'],
    [
      'a title, metas and links, with escaped text in them',
      '<title>A &lt;b&gt; &amp; &quot;c&quot;</title><meta name="description" content="x &gt; y"/><link rel="canonical" href="https://x/c"/><div><title>not hoisted</title></div>',
      '<title>A &lt;b&gt; &amp; &quot;c&quot;</title><meta name="description" content="x &gt; y"/><link rel="canonical" href="https://x/c"/>',
      '<div><title>not hoisted</title></div>',
    ],
    [
      'a data block, which stays in the page',
      '<meta property="og:title" content="T"/><script type="application/ld+json">{}</script>',
      '<meta property="og:title" content="T"/>',
      '<script type="application/ld+json">{}</script>',
    ],
  ])('%s', (_, html, head, body) => {
    expect(splitHoisted(html)).toEqual({ head, body });
  });
});
