/**
 * The reference server's tables. Dates are ISO-8601 UTC strings ('2025-01-31T00:00:00.000Z'), so they
 * sort and compare as text. Counters that every list shows (course enrollments) are kept on the row
 * and maintained by the enrollment repository, so lists never aggregate on the hot path.
 */
/**
 * The schema's version, kept in the database as `PRAGMA user_version`: a database made by another
 * version is not read (npm run reset makes a new one).
 */
export const SCHEMA_VERSION = 2;

export const SCHEMA = /* sql */ `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  is_active INTEGER NOT NULL,
  is_staff INTEGER NOT NULL DEFAULT 0,
  has_avatar INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
) STRICT;
CREATE TABLE user_preferences (
  user_id INTEGER NOT NULL REFERENCES users(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
) STRICT;
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at TEXT NOT NULL
) STRICT;
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL
) STRICT;

CREATE TABLE languages (code TEXT PRIMARY KEY, name TEXT NOT NULL, position INTEGER NOT NULL) STRICT;
CREATE TABLE welcome_texts (
  lang TEXT PRIMARY KEY, title TEXT NOT NULL, highlight_word TEXT NOT NULL, description TEXT NOT NULL
) STRICT;
CREATE TABLE footer_texts (lang TEXT PRIMARY KEY, description TEXT NOT NULL) STRICT;
CREATE TABLE footer_links (
  lang TEXT NOT NULL, section INTEGER NOT NULL, section_title TEXT NOT NULL,
  position INTEGER NOT NULL, title TEXT NOT NULL, link TEXT NOT NULL,
  PRIMARY KEY (lang, section, position)
) STRICT;
CREATE TABLE footer_socials (network TEXT PRIMARY KEY, url TEXT NOT NULL) STRICT;
CREATE TABLE custom_pages (slug TEXT PRIMARY KEY, name TEXT NOT NULL, content TEXT NOT NULL) STRICT;

CREATE TABLE organizations (
  id INTEGER PRIMARY KEY,
  short_name TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  featured INTEGER NOT NULL,
  popular_rank INTEGER,
  courses_count INTEGER NOT NULL DEFAULT 0, -- written by the seed: courses are not created at run time
  learners_count INTEGER NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE TABLE subjects (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  featured INTEGER NOT NULL,
  popular_rank INTEGER,
  courses_count INTEGER NOT NULL DEFAULT 0 -- written by the seed
) STRICT;
CREATE TABLE instructors (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  short_bio TEXT NOT NULL,
  bio TEXT NOT NULL,
  website TEXT, linkedin TEXT, facebook TEXT, twitter TEXT
) STRICT;

CREATE TABLE courses (
  id INTEGER PRIMARY KEY,
  course_key TEXT NOT NULL, -- unique: see INDEXES
  slug TEXT NOT NULL, -- unique: see INDEXES
  org_id INTEGER NOT NULL REFERENCES organizations(id),
  display_name TEXT NOT NULL,
  short_description TEXT NOT NULL,
  about_overview TEXT NOT NULL,
  language TEXT NOT NULL,
  self_paced INTEGER NOT NULL,
  certificate_enabled INTEGER NOT NULL,
  total_enrollments INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  enrollment_start TEXT,
  enrollment_end TEXT,
  course_start TEXT NOT NULL,
  course_end TEXT,
  effort TEXT,
  weeks INTEGER,
  hours_min INTEGER,
  hours_max INTEGER,
  sections_count INTEGER NOT NULL,
  units_count INTEGER NOT NULL,
  intro_video TEXT,
  invitation_only INTEGER NOT NULL,
  max_enrollments INTEGER,
  price INTEGER NOT NULL,
  currency TEXT NOT NULL,
  has_trial INTEGER NOT NULL,
  trial_end TEXT,
  show_price_on_trial INTEGER NOT NULL,
  purchasable INTEGER NOT NULL
) STRICT;

CREATE TABLE course_texts (
  course_id INTEGER NOT NULL REFERENCES courses(id),
  kind TEXT NOT NULL CHECK (kind IN ('learn', 'requirement')),
  position INTEGER NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (course_id, kind, position)
) STRICT, WITHOUT ROWID;
CREATE TABLE course_transcripts (
  course_id INTEGER NOT NULL REFERENCES courses(id), lang TEXT NOT NULL, PRIMARY KEY (course_id, lang)
) STRICT, WITHOUT ROWID;
CREATE TABLE course_instructors (
  course_id INTEGER NOT NULL REFERENCES courses(id),
  instructor_id INTEGER NOT NULL REFERENCES instructors(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (course_id, instructor_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE course_subjects (
  course_id INTEGER NOT NULL REFERENCES courses(id),
  subject_id INTEGER NOT NULL REFERENCES subjects(id),
  PRIMARY KEY (course_id, subject_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE course_prerequisites (
  course_id INTEGER NOT NULL REFERENCES courses(id),
  prerequisite_id INTEGER NOT NULL REFERENCES courses(id),
  PRIMARY KEY (course_id, prerequisite_id)
) STRICT, WITHOUT ROWID;
-- The course outline, flattened: depth 0 = section, 1 = subsection, 2 = unit, in reading order.
CREATE TABLE toc_nodes (
  course_id INTEGER NOT NULL REFERENCES courses(id),
  position INTEGER NOT NULL,
  depth INTEGER NOT NULL CHECK (depth IN (0, 1, 2)),
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  PRIMARY KEY (course_id, position)
) STRICT, WITHOUT ROWID;

CREATE TABLE programs (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  description TEXT NOT NULL,
  weeks INTEGER,
  price INTEGER,
  currency TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE TABLE program_courses (
  program_id INTEGER NOT NULL REFERENCES programs(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (program_id, course_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE program_partners (
  program_id INTEGER NOT NULL REFERENCES programs(id),
  org_id INTEGER NOT NULL REFERENCES organizations(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (program_id, org_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE enrollments (
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  is_active INTEGER NOT NULL,
  mode TEXT NOT NULL,
  created_at TEXT NOT NULL,
  visited_at TEXT,
  complete_count INTEGER NOT NULL DEFAULT 0,
  incomplete_count INTEGER NOT NULL DEFAULT 0,
  certificate_uuid TEXT UNIQUE,
  PRIMARY KEY (user_id, course_id)
) STRICT;
CREATE TABLE transactions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'failed')),
  return_origin TEXT,
  created_at TEXT NOT NULL
) STRICT;

-- Discovery search: one row per searchable item (course or program) with its sort keys, facet values
-- (lower-cased as filters match them, and as they are shown) in a narrow table, and the FTS5 index
-- keyed by the same item id. Every word of a search is prefix-matched ("pyth"*): a prefix index of
-- the word's length gives its doclist as one entry, where without one FTS5 merges the doclists of
-- every term starting so before the first row; words longer than the longest prefix still merge.
CREATE TABLE search_items (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('course', 'program')),
  ref_id INTEGER NOT NULL,
  title_key TEXT NOT NULL,
  popularity INTEGER NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT,
  self_paced INTEGER NOT NULL,
  created_at TEXT NOT NULL -- (kind, ref_id) unique: see INDEXES
) STRICT;
CREATE TABLE search_facets (
  facet TEXT NOT NULL CHECK (facet IN ('subject', 'partner', 'instructor', 'instructor_slug', 'language')),
  value TEXT NOT NULL,
  item_id INTEGER NOT NULL REFERENCES search_items(id),
  label TEXT NOT NULL,
  PRIMARY KEY (facet, value, item_id)
) STRICT, WITHOUT ROWID;
CREATE VIRTUAL TABLE search_fts USING fts5(
  title, description, partner, instructors, subjects,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3 4 5 6 7 8 9 10 11 12'
);
`;

/**
 * Secondary indexes, made once the seed is written: building an index from rows already in place
 * sorts them once, where filling it row by row inserts at random places (several times slower at
 * 100 000 courses). The big tables' unique keys are here for the same reason.
 */
export const INDEXES = /* sql */ `
CREATE UNIQUE INDEX courses_key ON courses(course_key);
CREATE UNIQUE INDEX courses_slug ON courses(slug);
CREATE INDEX courses_org ON courses(org_id, total_enrollments DESC);
CREATE INDEX courses_language ON courses(language);
CREATE INDEX course_instructors_by_instructor ON course_instructors(instructor_id, course_id);
CREATE INDEX course_subjects_by_subject ON course_subjects(subject_id, course_id);
CREATE INDEX program_partners_by_org ON program_partners(org_id);
CREATE UNIQUE INDEX search_items_ref ON search_items(kind, ref_id);
CREATE INDEX search_items_popularity ON search_items(popularity DESC, id);
CREATE INDEX search_items_recent ON search_items(start_at DESC, created_at DESC, id);
CREATE INDEX search_items_title ON search_items(title_key, id);
`;
