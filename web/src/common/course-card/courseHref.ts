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
