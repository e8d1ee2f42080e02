/** Writes a generated catalogue into an empty database: prepared statements, one transaction. */
import type { Db } from '../db/open.ts';
import type { SeedCatalogue } from './model.ts';
import { facetValues, searchDocuments } from './searchIndex.ts';

export function writeCatalogue(
  db: Db,
  catalogue: SeedCatalogue,
  passwordHash: (username: string) => string,
  now: string,
): void {
  const insert = (sql: string) => db.prepare(sql);
  const partner = insert('INSERT INTO organizations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const subject = insert('INSERT INTO subjects VALUES (?, ?, ?, ?, ?, ?)');
  const instructor = insert('INSERT INTO instructors VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const course = insert(`INSERT INTO courses VALUES (${Array.from({ length: 32 }, () => '?').join(', ')})`);
  const text = insert('INSERT INTO course_texts VALUES (?, ?, ?, ?)');
  const transcript = insert('INSERT INTO course_transcripts VALUES (?, ?)');
  const courseInstructor = insert('INSERT INTO course_instructors VALUES (?, ?, ?)');
  const courseSubject = insert('INSERT INTO course_subjects VALUES (?, ?)');
  const prerequisite = insert('INSERT INTO course_prerequisites VALUES (?, ?)');
  const toc = insert('INSERT INTO toc_nodes VALUES (?, ?, ?, ?, ?)');
  const program = insert('INSERT INTO programs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const programCourse = insert('INSERT INTO program_courses VALUES (?, ?, ?)');
  const programPartner = insert('INSERT INTO program_partners VALUES (?, ?, ?)');
  const user = insert('INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)');
  const enrollment = insert('INSERT INTO enrollments VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)');
  const item = insert('INSERT INTO search_items VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const facet = insert('INSERT INTO search_facets VALUES (?, ?, ?, ?)');
  const fts = insert(
    'INSERT INTO search_fts (rowid, title, description, partner, instructors, subjects) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const flag = (b: boolean) => (b ? 1 : 0);

  const coursesPerOrg = new Map<number, number>();
  const coursesPerSubject = new Map<number, number>();
  for (const c of catalogue.courses) {
    coursesPerOrg.set(c.orgId, (coursesPerOrg.get(c.orgId) ?? 0) + 1);
    for (const s of c.subjectIds) coursesPerSubject.set(s, (coursesPerSubject.get(s) ?? 0) + 1);
  }

  db.transaction(() => {
    for (const p of catalogue.partners) {
      partner.run(
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
      subject.run(s.id, s.slug, s.title, flag(s.featured), s.popularRank, coursesPerSubject.get(s.id) ?? 0);
    for (const i of catalogue.instructors)
      instructor.run(i.id, i.slug, i.name, i.shortBio, i.bio, i.website, i.linkedin, i.facebook, i.twitter);
    for (const c of catalogue.courses) {
      const units = c.toc.filter((n) => n.depth === 2).length;
      const sections = c.toc.filter((n) => n.depth === 0).length;
      course.run(
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
        null,
        flag(c.invitationOnly),
        c.maxEnrollments,
        c.price?.price ?? 0,
        c.price?.currency ?? 'USD',
        flag(c.price?.trialEnd != null),
        c.price?.trialEnd ?? null,
        flag(c.price?.showPriceOnTrial ?? false),
        flag(c.price?.purchasable ?? false),
      );
      c.learn.forEach((t, i) => text.run(c.id, 'learn', i, t));
      c.requirements.forEach((t, i) => text.run(c.id, 'requirement', i, t));
      for (const lang of c.transcripts) transcript.run(c.id, lang);
      c.instructorIds.forEach((id, i) => courseInstructor.run(c.id, id, i));
      for (const id of c.subjectIds) courseSubject.run(c.id, id);
      for (const id of c.prerequisiteIds) prerequisite.run(c.id, id);
      c.toc.forEach((n, i) => toc.run(c.id, i, n.depth, n.name, n.type));
    }
    for (const p of catalogue.programs) {
      program.run(
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
      p.courseIds.forEach((id, i) => programCourse.run(p.id, id, i));
      p.partnerIds.forEach((id, i) => programPartner.run(p.id, id, i));
    }
    for (const u of catalogue.users) {
      user.run(
        u.id,
        u.username,
        u.email,
        u.name,
        passwordHash(u.username),
        flag(u.isActive),
        flag(u.hasAvatar),
        now,
      );
    }
    for (const e of catalogue.enrollments) {
      enrollment.run(
        e.userId,
        e.courseId,
        e.mode,
        e.createdAt,
        e.visitedAt,
        e.completeCount,
        e.incompleteCount,
        e.certificateUuid,
      );
    }
    for (const doc of searchDocuments(catalogue)) {
      item.run(
        doc.id,
        doc.kind,
        doc.refId,
        doc.title.toLowerCase(),
        doc.popularity,
        doc.start,
        doc.end,
        flag(doc.selfPaced),
        doc.createdAt,
      );
      for (const row of facetValues(doc)) facet.run(row.facet, row.value, doc.id, row.label);
      fts.run(
        doc.id,
        doc.title,
        doc.description,
        doc.partners.join(' '),
        doc.instructors.map((i) => i.name).join(' '),
        doc.subjects.join(' '),
      );
    }
  })();
}
