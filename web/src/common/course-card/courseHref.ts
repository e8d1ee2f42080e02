/** Where a catalogue card or suggestion leads: the course page, or the program page for a program. */
export function courseHref(slug: string, isProgram = false): string {
  return `/${isProgram ? 'program' : 'course'}/${encodeURIComponent(slug)}/`;
}
