/** Interface languages, welcome banner, footer and static pages. */
import type { Db } from '../db/open.ts';

export interface FooterLinkRow {
  lang: string;
  section: number;
  section_title: string;
  title: string;
  link: string;
}

export function createBrandingRepository(db: Db) {
  const languages = db.prepare<[], { code: string; name: string }>(
    'SELECT code, name FROM languages ORDER BY position',
  );
  const welcome = db.prepare<
    [],
    { lang: string; title: string; highlight_word: string; description: string }
  >('SELECT lang, title, highlight_word, description FROM welcome_texts ORDER BY lang');
  const footerTexts = db.prepare<[], { lang: string; description: string }>(
    'SELECT lang, description FROM footer_texts ORDER BY lang',
  );
  const footerLinks = db.prepare<[], FooterLinkRow>(
    'SELECT lang, section, section_title, title, link FROM footer_links ORDER BY lang, section, position',
  );
  const socials = db.prepare<[], { network: string; url: string }>('SELECT network, url FROM footer_socials');
  const page = db.prepare<[string], { name: string; content: string }>(
    'SELECT name, content FROM custom_pages WHERE slug = ?',
  );

  return {
    activeLanguages: () => languages.all(),
    welcomeTexts: () => welcome.all(),
    footerTexts: () => footerTexts.all(),
    footerLinks: () => footerLinks.all(),
    socials: () => Object.fromEntries(socials.all().map((s) => [s.network, s.url])),
    customPage: (slug: string) => page.get(slug) ?? null,
  };
}
export type BrandingRepository = ReturnType<typeof createBrandingRepository>;
