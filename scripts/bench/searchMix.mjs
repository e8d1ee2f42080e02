// Discovery searches that each ask something new, so that no answer comes from a cache: a text (one
// word of a course title, the start of one, or two words of the same title; sometimes none) with
// filters (subject, partner, language, instructor, availability, learning type) and a sort and page,
// drawn from the catalogue's own words and facet values, and never the same text and filters twice.

const SORTS = ['', 'popular', 'recent', 'A-Z', 'Z-A'];
const AVAILABILITY = ['current', 'upcoming', 'self_paced', 'archived'];
const LEARNING_TYPES = ['course', 'program'];
const WORD = /[\p{L}\p{N}]{3,}/gu;
/** Hits read to learn the catalogue's words and instructors (popular first, then A–Z). */
const SAMPLE_PAGES = [
  { sort: 'popular', page: 0 },
  { sort: 'popular', page: 1 },
  { sort: 'A-Z', page: 0 },
  { sort: 'Z-A', page: 0 },
];

/** A small deterministic generator (mulberry32): the same seed gives the same run of searches. */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    int: (below) => Math.floor(next() * below),
  };
}

async function getJson(url, init) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status}`);
  return res.json();
}

/** Every page of a Django-style list (`next` until null), mapped to values. */
async function allPages(origin, path, of) {
  const values = [];
  for (let page = 1; page <= 50; page += 1) {
    const answer = await getJson(`${origin}${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    values.push(...answer.results.map(of));
    if (!answer.next) break;
  }
  return values;
}

/**
 * What the mix draws from, read through the public API as a visitor would: course titles and
 * instructors from a few pages of hits, subjects, partners and languages from their lists.
 */
export async function catalogueVocabulary(origin, headers) {
  const titles = new Set();
  const instructors = new Set();
  for (const { sort, page } of SAMPLE_PAGES) {
    const answer = await getJson(
      `${origin}/admin-console/api/full-course-discovery/?page_size=100&page_index=${page}&sort=${sort}`,
      { method: 'POST', headers, body: '{}' },
    );
    for (const hit of answer.results) {
      titles.add(hit.data.content.display_name);
      for (const person of hit.data.course_metadata.instructors ?? []) instructors.add(person.name);
    }
  }
  const subjects = await allPages(origin, '/admin-console/api/subject-list/?page_size=100', (s) => s.title);
  const partners = await allPages(
    origin,
    '/admin-console/api/partner-list/?page_size=100',
    (p) => p.organization.name,
  );
  const languages = (await getJson(`${origin}/admin-console/api/languages-with-courses/`)).map((l) => l.code);
  const vocabulary = {
    titles: [...titles].map((title) => title.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 0),
    subjects,
    partners: [...new Set(partners)],
    languages,
    instructors: [...instructors],
  };
  for (const [name, list] of Object.entries(vocabulary)) {
    if (list.length === 0) throw new Error(`the catalogue gave no ${name} to search with`);
  }
  return vocabulary;
}

/** One search text: a word of a title, the start of a longer one ("pyth"), or two words of one title. */
function drawText(random, titles) {
  const words = random.pick(titles);
  const word = random.pick(words);
  const roll = random.int(100);
  if (roll < 20 && word.length >= 6) return word.slice(0, 3 + random.int(word.length - 4));
  const others = words.filter((w) => w !== word);
  if (roll < 45 && others.length > 0) return `${word} ${random.pick(others)}`;
  return word;
}

function drawSelection(random, vocabulary) {
  const body = {};
  if (random.chance(0.8)) body.search_string = drawText(random, vocabulary.titles);
  const some = (p, list, second = 0) => {
    if (!random.chance(p)) return;
    const first = random.pick(list);
    const values = random.chance(second) ? [first, random.pick(list)] : [first];
    return [...new Set(values)];
  };
  const filters = {
    subjects: some(0.25, vocabulary.subjects, 0.2),
    partners: some(0.15, vocabulary.partners, 0.1),
    language_codes: some(0.15, vocabulary.languages),
    instructors: some(0.05, vocabulary.instructors),
    availability: some(0.2, AVAILABILITY, 0.1),
    learning_type: some(0.15, LEARNING_TYPES),
  };
  for (const [name, values] of Object.entries(filters)) if (values) body[name] = values;
  return body;
}

/** What the server treats as the same text and filters (it lower-cases and sorts values). */
const selectionKey = (body) =>
  JSON.stringify(
    Object.entries(body)
      .map(([name, value]) => [
        name,
        Array.isArray(value) ? [...value].map((v) => v.toLowerCase()).sort() : value.toLowerCase(),
      ])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * An endless run of distinct searches: `next()` gives `{ path, body }` for the next request. A text
 * and filters already sent are drawn again (up to 1 000 times), so every request selects anew.
 */
export function searchMix(vocabulary, seed = 14) {
  const random = randomSource(seed);
  const seen = new Set();
  let repeats = 0;
  return {
    next() {
      let body;
      for (let attempt = 0; ; attempt += 1) {
        body = drawSelection(random, vocabulary);
        const key = selectionKey(body);
        if (!seen.has(key)) {
          seen.add(key);
          break;
        }
        if (attempt === 1000) {
          repeats += 1;
          break;
        }
      }
      const sort = random.pick(SORTS);
      const roll = random.int(100);
      const page = roll < 85 ? 0 : roll < 95 ? 1 : 2;
      const query = `page_size=12&page_index=${page}${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`;
      return { path: `/admin-console/api/full-course-discovery/?${query}`, body: JSON.stringify(body) };
    },
    /** Distinct texts-and-filters sent so far, and how many had to repeat one. */
    stats: () => ({ distinct: seen.size, repeats }),
  };
}
