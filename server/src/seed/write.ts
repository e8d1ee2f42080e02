/**
 * Writes a generated catalogue into an empty database in one transaction, through multi-row INSERTs
 * (batchInsert.ts). Rows may reach a table before the rows they refer to: createDatabase.ts checks
 * foreign keys once everything is written.
 */
import type { Db } from '../db/open.ts';
import { batchInsert } from './batchInsert.ts';
import type { SeedCatalogue } from './model.ts';
import { facetValues, searchDocuments, type FacetRow } from './searchIndex.ts';
import { titleSortKeys } from './titleOrder.ts';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function writeCatalogue(
  db: Db,
  catalogue: SeedCatalogue,
  passwordHash: (username: string) => string,
  now: string,
): void {
  const into = (table: string, columns: number) => batchInsert(db, table, columns);
  const partner = into('organizations', 9);
  const subject = into('subjects', 6);
  const instructor = into('instructors', 9);
  const course = into('courses', 32);
  const text = into('course_texts', 4);
  const transcript = into('course_transcripts', 2);
  const courseInstructor = into('course_instructors', 3);
  const courseSubject = into('course_subjects', 2);
  const prerequisite = into('course_prerequisites', 2);
  const toc = into('toc_nodes', 5);
  const program = into('programs', 9);
  const programCourse = into('program_courses', 3);
  const programPartner = into('program_partners', 3);
  const user = into('users', 9);
  const enrollment = into('enrollments', 9);
  const item = into('search_items', 9);
  const facet = into('search_facets', 4);
  const fts = into('search_fts (rowid, title, description, partner, instructors, subjects)', 6);
  const tables = [
    partner,
    subject,
    instructor,
    course,
    text,
    transcript,
    courseInstructor,
    courseSubject,
    prerequisite,
    toc,
    program,
    programCourse,
    programPartner,
    user,
    enrollment,
    item,
    facet,
    fts,
  ];
  const flag = (b: boolean) => (b ? 1 : 0);

  const coursesPerOrg = new Map<number, number>();
  const coursesPerSubject = new Map<number, number>();
  for (const c of catalogue.courses) {
    coursesPerOrg.set(c.orgId, (coursesPerOrg.get(c.orgId) ?? 0) + 1);
    for (const s of c.subjectIds) coursesPerSubject.set(s, (coursesPerSubject.get(s) ?? 0) + 1);
  }

  db.transaction(() => {
    for (const p of catalogue.partners) {
      partner.add(
        p.id,
        p.shortName,
        p.name,
        p.description,
        flag(p.featured),
        p.popularRank,
        coursesPerOrg.get(p.id) ?? 0,
        p.learnersCount,
        p.createdAt,
      );
    }
    for (const s of catalogue.subjects)
      subject.add(s.id, s.slug, s.title, flag(s.featured), s.popularRank, coursesPerSubject.get(s.id) ?? 0);
    for (const i of catalogue.instructors)
      instructor.add(i.id, i.slug, i.name, i.shortBio, i.bio, i.website, i.linkedin, i.facebook, i.twitter);
    for (const c of catalogue.courses) {
      const units = c.toc.filter((n) => n.depth === 2).length;
      const sections = c.toc.filter((n) => n.depth === 0).length;
      course.add(
        c.id,
        c.key,
        c.slug,
        c.orgId,
        c.title,
        c.shortDescription,
        c.aboutOverview,
        c.language,
        flag(c.selfPaced),
        flag(c.certificateEnabled),
        c.totalEnrollments,
        c.createdAt,
        c.modifiedAt,
        c.enrollmentStart,
        c.enrollmentEnd,
        c.start,
        c.end,
        `${c.hoursMin}-${c.hoursMax} hours per week`,
        c.weeks,
        c.hoursMin,
        c.hoursMax,
        sections,
        units,
        c.introVideo,
        flag(c.invitationOnly),
        c.maxEnrollments,
        c.price?.price ?? 0,
        c.price?.currency ?? 'USD',
        flag(c.price?.trialEnd != null),
        c.price?.trialEnd ?? null,
        flag(c.price?.showPriceOnTrial ?? false),
        flag(c.price?.purchasable ?? false),
      );
      c.learn.forEach((t, i) => text.add(c.id, 'learn', i, t));
      c.requirements.forEach((t, i) => text.add(c.id, 'requirement', i, t));
      for (const lang of c.transcripts) transcript.add(c.id, lang);
      c.instructorIds.forEach((id, i) => courseInstructor.add(c.id, id, i));
      for (const id of c.subjectIds) courseSubject.add(c.id, id);
      for (const id of c.prerequisiteIds) prerequisite.add(c.id, id);
      c.toc.forEach((n, i) => toc.add(c.id, i, n.depth, n.name, n.type));
    }
    for (const p of catalogue.programs) {
      program.add(
        p.id,
        p.slug,
        p.title,
        p.subtitle,
        p.description,
        p.weeks,
        p.price?.price ?? null,
        p.price?.currency ?? null,
        p.createdAt,
      );
      p.courseIds.forEach((id, i) => programCourse.add(p.id, id, i));
      p.partnerIds.forEach((id, i) => programPartner.add(p.id, id, i));
    }
    for (const u of catalogue.users) {
      user.add(
        u.id,
        u.username,
        u.email,
        u.name,
        passwordHash(u.username),
        flag(u.isActive),
        0, // is_staff
        flag(u.hasAvatar),
        now,
      );
    }
    for (const e of catalogue.enrollments) {
      enrollment.add(
        e.userId,
        e.courseId,
        1, // is_active
        e.mode,
        e.createdAt,
        e.visitedAt,
        e.completeCount,
        e.incompleteCount,
        e.certificateUuid,
      );
    }
    const documents = searchDocuments(catalogue);
    const titleKeys = titleSortKeys(documents);
    const facetRows: { row: FacetRow; item: number }[] = [];
    for (const doc of documents) {
      item.add(
        doc.id,
        doc.kind,
        doc.refId,
        titleKeys.get(doc.id),
        doc.popularity,
        doc.start,
        doc.end,
        flag(doc.selfPaced),
        doc.createdAt,
      );
      for (const row of facetValues(doc)) facetRows.push({ row, item: doc.id });
      fts.add(
        doc.id,
        doc.title,
        doc.description,
        doc.partners.join(' '),
        doc.instructors.map((i) => i.name).join(' '),
        doc.subjects.join(' '),
      );
    }
    // In primary-key order: each row goes at the end of the table instead of somewhere in the middle.
    facetRows.sort(
      (a, b) => compare(a.row.facet, b.row.facet) || compare(a.row.value, b.row.value) || a.item - b.item,
    );
    for (const { row, item: id } of facetRows) facet.add(row.facet, row.value, id, row.label);
    for (const table of tables) table.flush();
  })();
}
