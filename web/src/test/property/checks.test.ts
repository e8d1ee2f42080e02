import { describe, expect, it } from 'vitest';
import { assertSafeDom, fireEveryHandler, readTrap, resetTrap } from './checks.ts';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the DOM checks of the properties', () => {
  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" \tJaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#10;script:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,x">x</a>',
    '<a href="data:image/png;base64,AAAA">x</a>',
    '<img src="data:text/html,x">',
    '<img srcset="/a.png 1x, data:text/html,x 2x">',
    '<form action="javascript:alert(1)"></form>',
    '<button formaction="javascript:alert(1)">x</button>',
    '<img src="/a.png" onerror="alert(1)">',
    '<iframe srcdoc="<p>x</p>"></iframe>',
    '<iframe src="https://evil.example/"></iframe>',
    '<meta property="og:image" content="javascript:alert(1)">',
    '<meta name="twitter:image" content="/relative.png">',
    '<link rel="canonical" href="//host/x">',
  ])('flag %s', (html) => {
    expect(() => assertSafeDom(dom(html))).toThrow();
  });

  it.each([
    '<a href="https://example.org/">x</a>',
    '<a href="/course/javascript%3Aalert(1)/">x</a>',
    '<img src="data:image/png;base64,AAAA">',
    '<iframe src="https://www.youtube-nocookie.com/embed/abcdef"></iframe>',
    '<meta property="og:image" content="https://lms.example.org/a.png">',
    '<link rel="canonical" href="http://127.0.0.1:8080/course/x/">',
  ])('let %s through', (html) => {
    expect(() => assertSafeDom(dom(html))).not.toThrow();
  });

  it('fires the events inline handlers wait for, so a handler that got through sets the trap', () => {
    const root = dom('<img src="/a.png" onerror="document.documentElement.dataset.pwned = 1">');
    document.body.append(root);
    try {
      fireEveryHandler(root);
      expect(readTrap()).toBe('1');
    } finally {
      root.remove();
      resetTrap();
    }
    expect(readTrap()).toBeUndefined();
  });
});
