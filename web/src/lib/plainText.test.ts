import { describe, expect, it } from 'vitest';
import { pageDescription, plainText, shortText } from './plainText.ts';

describe('plainText', () => {
  it.each<[string, string | null | undefined, string]>([
    ['plain text, spacing tidied', '  Learn   Python\n from scratch. ', 'Learn Python from scratch.'],
    ['nothing', null, ''],
    ['empty', '', ''],
    ['paragraphs keep their words apart', '<p>One.</p><p>Two.</p>', 'One. Two.'],
    ['line breaks and list items', 'a<br>b<br/>c<ul><li>d</li><li>e</li></ul>', 'a b c d e'],
    ['inline tags join their word', 'wo<b>rd</b> <a href="/x" title="t">link</a>', 'word link'],
    ['scripts and styles say nothing', 'a<script>alert("x")</script><style>p{}</style>b', 'a b'],
    ['a script cannot end early', '<SCRIPT type="x">if (a < b) {}</script >ok', 'ok'],
    ['comments are dropped', 'a<!-- hidden <b>x</b> -->b', 'a b'],
    ['an unclosed comment hides the rest', 'a<!-- never closed', 'a'],
    [
      'entities are read',
      'Fish &amp; chips &lt;3 &quot;q&quot; &#39;s&#x27; caf&#233; &nbsp;x',
      'Fish & chips <3 "q" \'s\' café x',
    ],
    ['an escaped tag stays text', '&lt;/script&gt;&lt;b&gt;', '</script><b>'],
    [
      'an entity it does not know stays as written',
      'a &eacute; b &#0; c &#1a; d',
      'a &eacute; b &#0; c &#1a; d',
    ],
    ['a hexadecimal one in capitals', '&#X41;&#x1F600;', 'A😀'],
    ['a bare < is text', 'if a < b and c > d', 'if a < b and c > d'],
    ['attributes with > inside a quoted value', '<img alt="x" src="/a.png">text', 'text'],
  ])('%s', (_, html, expected) => {
    expect(plainText(html)).toBe(expected);
  });
});

describe('shortText', () => {
  const words = 'word '.repeat(40).trim(); // 199 characters
  it.each<[string, string, number, string]>([
    ['fits: unchanged', 'A short one.', 160, 'A short one.'],
    ['exactly the length: unchanged', 'x'.repeat(160), 160, 'x'.repeat(160)],
    ['cut at the last space, with an ellipsis', words, 20, 'word word word word…'],
    ['cut inside a word: back to the space before it', words, 18, 'word word word…'],
    ['punctuation before the cut is dropped', 'one, two, three, four, five', 17, 'one, two, three…'],
    ['no space in the second half: a hard cut', 'Supercalifragilistic expialidocious', 12, 'Supercalifr…'],
    ['a language without spaces: a hard cut', '学习编程从零开始学习编程从零开始', 8, '学习编程从零开…'],
    ['never splits a character made of two code units', '😀'.repeat(10), 5, '😀😀😀😀…'],
  ])('%s', (_, text, max, expected) => {
    const short = shortText(text, max);
    expect(short).toBe(expected);
    expect(Array.from(short).length).toBeLessThanOrEqual(max);
  });
});

describe('pageDescription', () => {
  it('strips, then shortens to about 160 characters at a word', () => {
    const html = `<p>${'Learn data science with Python. '.repeat(10)}</p>`;
    const description = pageDescription(html);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Learn data science with Python\. Learn/);
    expect(description.endsWith('…')).toBe(true);
    expect(description).not.toContain('<');
  });
});
