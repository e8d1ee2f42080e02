/**
 * The page a visitor receives: the built index.html with the server's render in it. The language and
 * direction on <html>, the page's head elements (its title replacing the build's), its favicon, the
 * render inside #root in place of the start-up frame, and the answers it was rendered from at the end
 * of the body. Everything here is written by React's renderer or escaped for its attribute.
 *
 * A page the browser hydrates starts with its paint-first script in place of the app's entry, which
 * that script loads once the page has painted (web/src/server-render/paintFirst.ts); its module
 * preloads wait with it.
 */

export interface RenderedPieces {
  lang: string;
  dir: 'ltr' | 'rtl';
  bodyClass: string | null;
  /** The page's head elements, as React wrote them. */
  head: string;
  /** The inside of #root, as React wrote it. */
  body: string;
  favicon: string;
  /** The answers' data block (a `<script type="application/json">`), as the app wrote it. */
  state: string;
}

/** Text safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const ROOT_OPEN = '<div id="root">';

/** The build's entry script, naming its paint-first script (web/build/paintFirst.ts). */
const ENTRY_SCRIPT = /<script type="module"([^>]*?) src="([^"]+)" data-paint-first="([^"]+)"><\/script>/;

/**
 * `head` starting the paint-first script, which loads the entry after the first paint. It and the
 * entry's module preloads would compete with the page's pictures for a slow network: it asks for low
 * priority, and the preloads go (the entry asks for its modules itself). A head
 * whose entry names no such script (a build from before it) is unchanged.
 */
export function startAfterPaint(head: string): string {
  const entry = ENTRY_SCRIPT.exec(head);
  if (!entry) return head;
  const [script, attributes, src, paintFirst] = entry;
  return head
    .replace(
      script,
      `<script type="module"${attributes} fetchpriority="low" src="${paintFirst}" data-entry="${src}"></script>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** `template` with the render in it; the template unchanged when it lacks the places the render goes. */
export function pageDocument(template: string, page: RenderedPieces): string {
  const headEnd = template.indexOf('</head>');
  const rootStart = template.indexOf(ROOT_OPEN);
  const bodyEnd = template.lastIndexOf('</body>');
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (headEnd < 0 || rootStart < headEnd || bodyEnd < 0 || rootEnd < rootStart) return template;

  let head = template.slice(0, headEnd);
  head = head.replace(
    /<html[^>]*>/,
    `<html lang="${escapeAttribute(page.lang)}" dir="${escapeAttribute(page.dir)}">`,
  );
  if (page.head.includes('<title>')) head = head.replace(/<title>[^<]*<\/title>\s*/, '');
  head = head.replace(/(<link rel="icon"[^>]*href=")[^"]*(")/, `$1${escapeAttribute(page.favicon)}$2`);
  // A page the browser draws afresh (a signed-in page's frame, an error) needs its code at once.
  if (page.state !== '') head = startAfterPaint(head);

  const beforeRoot = template
    .slice(headEnd, rootStart)
    .replace('<body>', page.bodyClass ? `<body class="${escapeAttribute(page.bodyClass)}">` : '<body>');
  return [
    head,
    page.head,
    beforeRoot,
    ROOT_OPEN,
    page.body,
    template.slice(rootEnd, bodyEnd),
    page.state,
    template.slice(bodyEnd),
  ].join('');
}
