/** Search documents for courses and programs: FTS text, sort keys and lower-cased facet values. */
import type { SeedCatalogue, SeedCourse } from './model.ts';

export interface SearchDocument {
  id: number;
  kind: 'course' | 'program';
  refId: number;
  title: string;
  description: string;
  popularity: number;
  start: string;
  end: string | null;
  selfPaced: boolean;
  createdAt: string;
  partners: string[];
  instructors: { name: string; slug: string }[];
  subjects: string[];
  languages: string[];
}

export function searchDocuments(catalogue: SeedCatalogue): SearchDocument[] {
  const partners = new Map(catalogue.partners.map((p) => [p.id, p]));
  const subjects = new Map(catalogue.subjects.map((s) => [s.id, s.title]));
  const instructors = new Map(catalogue.instructors.map((i) => [i.id, i]));
  const courses = new Map(catalogue.courses.map((c) => [c.id, c]));
  const people = (c: SeedCourse) => c.instructorIds.flatMap((id) => instructors.get(id) ?? []);

  const courseDocs = catalogue.courses.map((c): SearchDocument => ({
    id: c.id,
    kind: 'course',
    refId: c.id,
    title: c.title,
    description: c.shortDescription,
    popularity: c.totalEnrollments,
    start: c.start,
    end: c.end,
    selfPaced: c.selfPaced,
    createdAt: c.createdAt,
    partners: [partners.get(c.orgId)?.name ?? ''],
    instructors: people(c),
    subjects: c.subjectIds.flatMap((id) => subjects.get(id) ?? []),
    languages: [c.language],
  }));

  const offset = catalogue.courses.length;
  const programDocs = catalogue.programs.map((p): SearchDocument => {
    const members = p.courseIds.flatMap((id) => courses.get(id) ?? []);
    const unique = <T>(items: T[]) => [...new Set(items)];
    return {
      id: offset + p.id,
      kind: 'program',
      refId: p.id,
      title: p.title,
      description: p.subtitle,
      popularity: members.reduce((sum, c) => sum + c.totalEnrollments, 0),
      start: members.map((c) => c.start).sort()[0] ?? p.createdAt,
      end: members.some((c) => c.end === null)
        ? null
        : (members
            .map((c) => c.end ?? '')
            .sort()
            .at(-1) ?? null),
      selfPaced: members.every((c) => c.selfPaced),
      createdAt: p.createdAt,
      partners: p.partnerIds.flatMap((id) => partners.get(id)?.name ?? []),
      instructors: [...new Map(members.flatMap(people).map((i) => [i.slug, i])).values()],
      subjects: unique(members.flatMap((c) => c.subjectIds.flatMap((id) => subjects.get(id) ?? []))),
      languages: unique(members.map((c) => c.language)),
    };
  });
  return [...courseDocs, ...programDocs];
}

/** One row of `search_facets`: a value as the search matches it (lower-cased) and as it is shown. */
export interface FacetRow {
  facet: 'subject' | 'partner' | 'instructor' | 'instructor_slug' | 'language';
  value: string;
  label: string;
}

/**
 * The facet rows of one document, lower-cased as the search lower-cases its filters. An instructor is
 * found by name (counted) or by slug (the mobile filter's spelling, matched but not counted).
 */
export function facetValues(doc: SearchDocument): FacetRow[] {
  const rows: FacetRow[] = [];
  const seen = new Set<string>();
  const add = (facet: FacetRow['facet'], label: string) => {
    const value = label.toLowerCase();
    const key = `${facet}:${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ facet, value, label });
  };
  for (const label of doc.subjects) add('subject', label);
  for (const label of doc.partners) add('partner', label);
  for (const person of doc.instructors) {
    add('instructor', person.name);
    add('instructor_slug', person.slug);
  }
  for (const label of doc.languages) add('language', label);
  return rows;
}
