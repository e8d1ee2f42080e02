/** The document-level effects of the settings: favicon, tag manager (the operator's stylesheets: applyTheme.ts). */
import type { AppSettings } from './appSettings.ts';
import { tagManagerScriptUrl } from './tagManager.ts';

export function applyHeadTags(doc: Document, settings: AppSettings): void {
  setFavicon(doc, settings.favicon);
  if (settings.gtm) injectTagManager(doc, tagManagerScriptUrl(settings.gtm));
}

function setFavicon(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.href = href;
}

interface TagManagerWindow {
  dataLayer?: unknown[];
}

function injectTagManager(doc: Document, src: string): void {
  const view = doc.defaultView as (Window & TagManagerWindow) | null;
  if (view) {
    view.dataLayer = view.dataLayer ?? [];
    view.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}
