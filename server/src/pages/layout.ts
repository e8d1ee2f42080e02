/** The shared frame of every server-rendered page: lang, title, one stylesheet, a main landmark. */
import { html, type SafeHtml } from '../http/html.ts';

export interface PageOptions {
  title: string;
  platformName: string;
  body: SafeHtml;
  lang?: string;
}

export function renderPage({ title, platformName, body, lang = 'en' }: PageOptions): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | ${platformName}</title>
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/static/pages.css" />
      </head>
      <body>
        <header class="bar">
          <a class="brand" href="/"
            ><img src="/static/logo.svg" alt="" width="28" height="28" /> ${platformName}</a
          >
        </header>
        <main id="main">${body}</main>
      </body>
    </html>`.value;
}

export const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;color:#1d2433;background:#f6f7fb}
.bar{background:#1f3a5f;padding:.75rem 1.25rem}
.brand{color:#fff;font-weight:600;text-decoration:none;display:inline-flex;gap:.5rem;align-items:center}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.6rem;margin-top:0}
a{color:#1d4ed8}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;padding:.6rem;margin-top:.25rem;border:1px solid #6b7280;border-radius:.35rem;font:inherit}
button{margin-top:1.25rem;padding:.6rem 1.2rem;border:0;border-radius:.35rem;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#b91c1c}
.actions{display:flex;gap:1rem;flex-wrap:wrap}
.error{color:#b91c1c;font-weight:600}
.alert{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem;border-radius:.35rem}
.note{color:#4b5563}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.4rem;border-bottom:1px solid #e5e7eb}
`;
