/** Interface languages, banner and footer texts per dictionary language, and social links. */

export const ACTIVE_LANGUAGES: readonly (readonly [string, string])[] = [
  ['en', 'English'],
  ['ar', 'العربية'],
  ['fa-IR', 'فارسی (ایران)'],
  ['fa', 'فارسی'],
  ['de-DE', 'Deutsch'],
  ['it-IT', 'Italiano'],
  ['tr-TR', 'Türkçe'],
  ['pt-PT', 'Português'],
  ['es-419', 'Español (Latinoamérica)'],
  ['fr', 'Français'],
  ['zh-cn', '简体中文'],
  ['zh-hk', '繁體中文（香港）'],
];

interface LocalText {
  title: string;
  highlight: string;
  description: string;
  footer: string;
  platform: string;
  legal: string;
}

const TEXTS: Record<string, LocalText> = {
  en: {
    title: 'Learn without limits',
    highlight: 'limits',
    description:
      'Courses and programs from leading universities and institutions, in your language and at your pace.',
    footer: 'Atrium Academy brings university courses to more than 20 million learners around the world.',
    platform: 'Atrium',
    legal: 'Legal',
  },
  ar: {
    title: 'تعلّم بلا حدود',
    highlight: 'حدود',
    description: 'دورات وبرامج من أفضل الجامعات والمؤسسات، بلغتك وبالسرعة التي تناسبك.',
    footer: 'تقدّم أكاديمية أتريوم دورات جامعية لأكثر من 20 مليون متعلّم حول العالم.',
    platform: 'أتريوم',
    legal: 'قانوني',
  },
  fa: {
    title: 'یادگیری بدون مرز',
    highlight: 'مرز',
    description: 'دوره‌ها و برنامه‌هایی از دانشگاه‌ها و مؤسسه‌های برتر، به زبان شما و با سرعت شما.',
    footer: 'آکادمی آتریوم دوره‌های دانشگاهی را به بیش از ۲۰ میلیون یادگیرنده در سراسر جهان می‌رساند.',
    platform: 'آتریوم',
    legal: 'حقوقی',
  },
  es: {
    title: 'Aprende sin límites',
    highlight: 'límites',
    description: 'Cursos y programas de universidades e instituciones líderes, en tu idioma y a tu ritmo.',
    footer:
      'Atrium Academy acerca cursos universitarios a más de 20 millones de estudiantes en todo el mundo.',
    platform: 'Atrium',
    legal: 'Legal',
  },
  fr: {
    title: 'Apprenez sans limites',
    highlight: 'limites',
    description:
      'Des cours et des programmes des meilleures universités, dans votre langue et à votre rythme.',
    footer: 'Atrium Academy offre des cours universitaires à plus de 20 millions d’apprenants dans le monde.',
    platform: 'Atrium',
    legal: 'Mentions légales',
  },
  'zh-hant': {
    title: '無限學習',
    highlight: '學習',
    description: '來自頂尖大學和機構的課程與項目，以您的語言、按您的步調學習。',
    footer: 'Atrium Academy 為全球超過 2000 萬名學習者提供大學課程。',
    platform: 'Atrium',
    legal: '法律',
  },
  'zh-hans': {
    title: '无限学习',
    highlight: '学习',
    description: '来自顶尖大学和机构的课程与项目，以您的语言、按您的节奏学习。',
    footer: 'Atrium Academy 为全球超过 2000 万名学习者提供大学课程。',
    platform: 'Atrium',
    legal: '法律',
  },
  pt: {
    title: 'Aprenda sem limites',
    highlight: 'limites',
    description: 'Cursos e programas das melhores universidades, no seu idioma e ao seu ritmo.',
    footer: 'A Atrium Academy leva cursos universitários a mais de 20 milhões de estudantes em todo o mundo.',
    platform: 'Atrium',
    legal: 'Legal',
  },
  it: {
    title: 'Impara senza limiti',
    highlight: 'limiti',
    description: 'Corsi e programmi delle migliori università, nella tua lingua e con i tuoi tempi.',
    footer: 'Atrium Academy porta corsi universitari a oltre 20 milioni di studenti nel mondo.',
    platform: 'Atrium',
    legal: 'Note legali',
  },
  de: {
    title: 'Lernen ohne Grenzen',
    highlight: 'Grenzen',
    description: 'Kurse und Programme führender Universitäten, in Ihrer Sprache und in Ihrem Tempo.',
    footer: 'Atrium Academy bringt Universitätskurse zu mehr als 20 Millionen Lernenden weltweit.',
    platform: 'Atrium',
    legal: 'Rechtliches',
  },
  tr: {
    title: 'Sınırsız öğrenin',
    highlight: 'Sınırsız',
    description: 'Önde gelen üniversitelerden kurslar ve programlar, kendi dilinizde ve kendi hızınızda.',
    footer: 'Atrium Academy, dünya genelinde 20 milyondan fazla öğrenciye üniversite dersleri sunuyor.',
    platform: 'Atrium',
    legal: 'Yasal',
  },
};

/** Every code the web app may ask for (dictionary codes and plain language codes) → its text. */
const CODES: Record<string, string> = {
  en: 'en',
  ar: 'ar',
  fa: 'fa',
  'fa-ir': 'fa',
  es: 'es',
  'es-419': 'es',
  fr: 'fr',
  'zh-hk': 'zh-hant',
  'zh-cn': 'zh-hans',
  zh: 'zh-hans',
  pt: 'pt',
  'pt-pt': 'pt',
  it: 'it',
  'it-it': 'it',
  de: 'de',
  'de-de': 'de',
  tr: 'tr',
  'tr-tr': 'tr',
};

export function localTexts(): [code: string, text: LocalText][] {
  return Object.entries(CODES).flatMap(([code, base]) => {
    const text = TEXTS[base];
    return text ? [[code, text] as [string, LocalText]] : [];
  });
}

/** Footer link titles stay in English: the web app translates these exact titles. */
export const FOOTER_SECTIONS = (text: LocalText) =>
  [
    {
      title: text.platform,
      links: [
        ['About', '/staticpages/about'],
        ['Contact', '/staticpages/contact'],
        ['Donate', '/staticpages/donate'],
      ],
    },
    {
      title: text.legal,
      links: [
        ['Terms of Service', '/staticpages/tos'],
        ['Honor', '/staticpages/honor'],
        ['Privacy', '/staticpages/privacy'],
      ],
    },
  ] as const;

export const SOCIALS = {
  linkedin: 'https://www.linkedin.com/company/atrium-academy',
  facebook: 'https://www.facebook.com/atrium.academy',
  x: 'https://x.com/atrium_academy',
  instagram: 'https://www.instagram.com/atrium.academy',
};
