import type { Level } from './subjects.ts';

/**
 * Named courses that every seed contains, whatever its size: one per course-page state (enrollment
 * windows, invitation only, full, prerequisite, each currency with and without trial) and one per
 * dashboard card state of the fixture accounts. Days are relative to the seed day. Each is built from
 * a topic of topics.ts (which gives its subject and texts) like any generated course.
 */
export interface Archetype {
  key: string;
  title: string;
  /** The title of its topic in its language (topics.ts). */
  topic: string;
  /** 1 introductory (the default), 2 intermediate, 3 advanced. */
  level?: Level;
  /** Named instructors of people.ts first; the rest are drawn from the subject's instructors. */
  instructors?: readonly string[];
  language?: string;
  partner?: string;
  start: number;
  end: number | null;
  /** Enrollment window; defaults to [start - 60, end]. */
  enrollStart?: number | null;
  enrollEnd?: number | null;
  selfPaced?: boolean;
  invitationOnly?: boolean;
  full?: boolean;
  prerequisite?: string;
  price?: { price: number; currency: string; trialDays?: number; showPrice?: boolean; purchasable?: boolean };
  popularity?: number;
}

export const ARCHETYPES: readonly Archetype[] = [
  // Course-page states.
  {
    key: 'python',
    title: 'Introduction to Python Programming',
    topic: 'Python Programming',
    instructors: ['Amina Bianchi'],
    partner: 'AtriumX',
    start: -30,
    end: 150,
    selfPaced: true,
    popularity: 48_200,
  },
  {
    key: 'not-open',
    title: 'Quantum Computing Fundamentals',
    topic: 'Quantum Computing',
    partner: 'OrbitX',
    start: 40,
    end: 130,
    enrollStart: 10,
  },
  {
    key: 'closed',
    title: 'Financial Accounting Essentials',
    topic: 'Financial Accounting',
    partner: 'LumenX',
    start: -60,
    end: 30,
    enrollEnd: -5,
  },
  {
    key: 'invitation',
    title: 'Leadership in Research Teams',
    topic: 'Leadership',
    level: 2,
    partner: 'MeridianX',
    start: -10,
    end: 80,
    invitationOnly: true,
  },
  {
    key: 'full',
    title: 'Hands-on Robotics Lab',
    topic: 'Robotics',
    partner: 'NorthwindX',
    start: -5,
    end: 90,
    full: true,
  },
  {
    key: 'prerequisite',
    title: 'Data Structures and Algorithms in Python',
    topic: 'Data Structures and Algorithms',
    level: 2,
    instructors: ['Amina Bianchi'],
    partner: 'AtriumX',
    start: -20,
    end: 120,
    prerequisite: 'python',
  },
  {
    key: 'paid-usd',
    title: 'Machine Learning with Python',
    topic: 'Machine Learning',
    level: 2,
    partner: 'VectorX',
    start: -15,
    end: 100,
    price: { price: 4900, currency: 'USD' },
  },
  {
    key: 'paid-usd-trial',
    title: 'Cloud Computing Foundations',
    topic: 'Cloud Computing',
    instructors: ['Amina Bianchi'],
    partner: 'NorthwindX',
    start: -3,
    end: 84,
    price: { price: 9900, currency: 'USD', trialDays: 14, showPrice: true },
  },
  {
    key: 'paid-eur-trial',
    title: 'Digital Marketing Strategy',
    topic: 'Digital Marketing',
    level: 2,
    partner: 'LumenX',
    start: -7,
    end: 63,
    price: { price: 3900, currency: 'EUR', trialDays: 10 },
  },
  {
    key: 'paid-irr',
    title: 'خوشنویسی نستعلیق',
    topic: 'خوشنویسی',
    language: 'fa',
    partner: 'PersepolisX',
    start: -12,
    end: 70,
    price: { price: 12_000_000, currency: 'IRR' },
  },
  {
    key: 'paid-egp-trial',
    title: 'Egyptian Archaeology',
    topic: 'Ancient Egypt',
    partner: 'AlexandriaX',
    start: -8,
    end: 90,
    price: { price: 150_000, currency: 'EGP', trialDays: 7 },
  },
  {
    key: 'paid-aed-unavailable',
    title: 'Sustainable Architecture in Hot Climates',
    topic: 'Sustainable Architecture',
    level: 2,
    partner: 'NoorX',
    start: -2,
    end: 60,
    price: { price: 29_900, currency: 'AED', purchasable: false },
  },
  {
    key: 'arabic',
    title: 'مقدمة في علم البيانات',
    topic: 'علم البيانات',
    language: 'ar',
    partner: 'NoorX',
    start: -25,
    end: 95,
  },
  {
    key: 'persian',
    title: 'مبانی هوش مصنوعی',
    topic: 'هوش مصنوعی',
    language: 'fa',
    partner: 'PersepolisX',
    start: -18,
    end: 110,
  },
  {
    key: 'archived',
    title: 'History of the Ancient Mediterranean',
    topic: 'The Ancient Mediterranean',
    partner: 'AlexandriaX',
    start: -300,
    end: -100,
  },
  {
    key: 'upcoming-self-paced',
    title: 'Creative Writing Workshop',
    topic: 'Creative Writing',
    partner: 'AuroraX',
    start: 20,
    end: null,
    selfPaced: true,
    enrollStart: -5,
  },
  // Dashboard card states of `learner`.
  {
    key: 'visited-current',
    title: 'Modern World History',
    topic: 'World History',
    partner: 'MeridianX',
    start: -20,
    end: 60,
  },
  {
    key: 'never-visited',
    title: 'Statistics for Everyone',
    topic: 'Statistics',
    partner: 'VectorX',
    start: -10,
    end: 80,
  },
  {
    key: 'not-started',
    title: 'Renewable Energy Systems',
    topic: 'Renewable Energy',
    partner: 'TerraX',
    start: 15,
    end: 100,
    enrollStart: -10,
  },
  {
    key: 'expired',
    title: 'Introduction to Philosophy',
    topic: 'Philosophy',
    partner: 'SorbonaX',
    start: -200,
    end: -10,
  },
  {
    key: 'lifetime',
    title: 'Español para principiantes',
    topic: 'Español como lengua extranjera',
    language: 'es',
    partner: 'IberiaX',
    start: -90,
    end: null,
    selfPaced: true,
  },
  {
    key: 'completed',
    title: 'Foundations of Microeconomics',
    topic: 'Microeconomics',
    partner: 'LumenX',
    start: -150,
    end: -30,
  },
  // More in-progress courses for `learner`, completed ones for `graduate`.
  ...[
    ['Web Development with HTML and CSS', 'Web Development'],
    ['Introduction to Psychology', 'Psychology'],
    ['Organic Chemistry I', 'Organic Chemistry'],
    ['Calculus I: Limits and Derivatives', 'Calculus'],
    ['Human Anatomy and Physiology', 'Human Anatomy'],
    ['Public Speaking with Confidence', 'Public Speaking'],
    ['Photography Basics', 'Photography'],
    ['Climate Science Today', 'Climate Science'],
    ['Learning Design for Teachers', 'Learning Design'],
    ['Music Theory Fundamentals', 'Music Theory'],
  ].map(([title, topic], i): Archetype => ({
    key: `ongoing-${i + 1}`,
    title: title ?? '',
    topic: topic ?? '',
    start: -40 - i * 4,
    end: 45 + i * 6,
  })),
];

/** The smallest seed that still holds every archetype and some generated courses. */
export const MIN_COURSES = 40;
