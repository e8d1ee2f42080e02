/** The flattened outline (depth 0/1/2 in reading order) → the nested table of contents. */
import type { CourseToc } from '@atrium/contract';
import type { TocNodeRow } from '../repositories/courses.ts';

type Toc = CourseToc['toc'];

export function buildToc(name: string, courseUrl: string, nodes: readonly TocNodeRow[]): Toc {
  const toc: Toc = { name, lms_url: courseUrl, sections: [] };
  const at = (node: TocNodeRow) => `${courseUrl}?block=${node.position}`;
  for (const node of nodes) {
    const section = toc.sections.at(-1);
    const subsection = section?.subsections.at(-1);
    if (node.depth === 0) toc.sections.push({ name: node.name, lms_url: at(node), subsections: [] });
    else if (node.depth === 1 && section)
      section.subsections.push({ name: node.name, lms_url: at(node), units: [] });
    else if (node.depth === 2 && subsection) {
      subsection.units.push({
        name: node.name,
        lms_url: at(node),
        type: node.type === 'video' ? 'video' : 'other',
      });
    }
  }
  return toc;
}
