/** Where a catalogue card or suggestion leads: the course page, or the program page for a program. */
export function courseHref(slug: string, isProgram = false): string {
  return `/${isProgram ? 'program' : 'course'}/${encodeURIComponent(slug)}/`;
}

/**
 * Where a discovery hit leads, or null when it leads nowhere: a program's page exists only on a
 * platform with the `programs` extension, and a program is never sent to /course/{slug}.
 */
export function hitHref(slug: string, isProgram: boolean, hasProgramPages: boolean): string | null {
  if (isProgram && !hasProgramPages) return null;
  return courseHref(slug, isProgram);
}

/** The pages a list of discovery hits leads to, in its order; a hit that leads nowhere is left out. */
export function hitPaths(
  hits: readonly { data: { course_metadata: { course_slug: string } }; isProgram: boolean }[],
  hasProgramPages: boolean,
): string[] {
  return hits.flatMap((hit) => {
    const href = hitHref(hit.data.course_metadata.course_slug, hit.isProgram, hasProgramPages);
    return href === null ? [] : [href];
  });
}
