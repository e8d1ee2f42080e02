/** English names of course languages (the search facet shows them; the web maps them back to codes). */
const NAMES: Record<string, string> = {
  en: 'English',
  ar: 'Arabic',
  fa: 'Persian',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  zh: 'Chinese',
  tr: 'Turkish',
  it: 'Italian',
  pt: 'Portuguese',
  ru: 'Russian',
  hi: 'Hindi',
  ko: 'Korean',
  he: 'Hebrew',
};

export const languageName = (code: string) => NAMES[code] ?? code;
