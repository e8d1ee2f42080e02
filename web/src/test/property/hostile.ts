/**
 * Hostile values for answers from a server we do not control. Every script payload sets the same
 * traps, so a test can tell "a payload ran" from "nothing happened": `window.__pwned`, and a mark on
 * the page's root element (jsdom runs inline handlers against its own global object, which the test
 * cannot see; the document is the same for both).
 */

export const TRAP = '__pwned';
const run = `window.${TRAP}=1;document.documentElement.dataset.pwned=1`;

/** Text that must show as text: markup, scripts, handlers, template syntax, direction tricks, emoji. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  `<script>${run}</script>`,
  `<img src=x onerror="${run}">`,
  `"><svg onload=${run}>`,
  `<a href="javascript:${run}">click</a>`,
  `<iframe srcdoc="<script>${run}</script>"></iframe>`,
  `<form action="javascript:${run}"><button formaction="javascript:${run}">go</button></form>`,
  `<details open ontoggle=${run}>`,
  `</textarea><style>*{display:none}</style>`,
  '{{constructor.constructor("window.__pwned=1")()}}',
  '{count, plural, one {# x} other {# y}}',
  "'; DROP TABLE courses; --",
  'مرحبا بالعالم — دورة تعلم البيانات',
  'آموزش علم داده برای همه',
  'שלום עולם',
  '\u202Egnp.exe\u202C',
  '\u200F\u200E\u200B\u2028\u2029',
  '👩🏽‍🔬🎓✨🏳️‍🌈 emoji title 🚀',
  'Z̷̡̛͉a̵͚͊l̸̰̓g̷̝̈o̶̜͝',
  '__proto__',
  'constructor',
  'toString',
  ' About ',
  '%s %d %n {0}',
  'null',
  'undefined',
  'x'.repeat(2000),
  'word '.repeat(400),
  `${'ب'.repeat(300)} ${'🎓'.repeat(100)}`,
];

/** URLs a browser must never follow from a server answer, in the spellings browsers normalise. */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:${run}`,
  `JaVaScRiPt:${run}`,
  ` \t javascript:${run}`,
  `java\nscript:${run}`,
  `java\tscript:${run}`,
  `\u0001javascript:${run}`,
  `javascript://%0A${run}`,
  `&#106;avascript:${run}`,
  `javascript&colon;${run}`,
  `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${run}`,
  'vbscript:msgbox(1)',
  ` VBScript:msgbox(1)`,
  `data:text/html,<script>${run}</script>`,
  `DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+`,
  ` data:image/svg+xml,<svg onload=${run}>`,
  'data:image/png;base64,iVBORw0KGgo=',
  `https://evil.example/"><img src=x onerror=${run}>`,
  `https://evil.example/x.png?"onerror="${run}`,
  '//evil.example/x.png',
  'http://',
  'https://',
  ':',
  '/relative/x.png',
  'relative.png',
  'https://cdn.example.org/ok.png',
  `https://${'a'.repeat(2000)}.example/x.png`,
];

/** Numbers that pass `z.number()` but break naive arithmetic: negatives, fractions, huge values. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  0.5,
  1.5,
  7,
  99,
  1e6,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
];

/** Bodies that are not the JSON the contract promises: [status, content type, body]. */
export const GARBAGE_BODIES: readonly (readonly [number, string, string])[] = [
  [
    200,
    'text/html',
    `<!doctype html><html><body><h1>502 Bad Gateway</h1><script>${run}</script></body></html>`,
  ],
  [502, 'text/html', `<!doctype html><title>Bad gateway</title><img src=x onerror=${run}>`],
  [200, 'application/json', '{"results": ['],
  [200, 'application/json', 'not json at all'],
  [200, 'application/json', ''],
  [200, 'application/json', 'null'],
  [200, 'application/json', '[]'],
  [200, 'application/json', '{}'],
  [200, 'application/json', '42'],
  [200, 'application/json', '"a string"'],
  [200, 'application/json', 'true'],
  [200, 'application/json', '{"count": 1e999, "results": []}'],
  [500, 'application/json', `{"error": "server_error", "message": "<script>${run}</script>"}`],
  [404, 'application/json', '{"error": "not_found", "message": "Not found"}'],
  [401, 'application/json', '{"error": "unauthenticated", "message": "Sign in"}'],
  [403, 'text/plain', 'Forbidden'],
  // Error codes that name properties every plain object has.
  [400, 'application/json', '{"error": "constructor", "message": "x"}'],
  [400, 'application/json', '{"error": "__proto__", "message": "x"}'],
  [400, 'application/json', '{"error": "toString", "message": "x"}'],
  [400, 'application/json', '{"error": "course_full", "message": "Full"}'],
];

/** Keys whose string values are HTML the app shows (sanitised): markup is sent there most often. */
export const HTML_KEY = /description|content|about|bio|overview|html/i;

/** Keys whose string values end up as links or images. */
export const URL_KEY =
  /url|link|href|image|logo|header|avatar|website|linkedin|facebook|twitter|instagram|^x$|video|cover|src|favicon/i;
