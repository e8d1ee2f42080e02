/**
 * The outline's `course_blocks` from the seed's table of contents (openedx-platform
 * lms/djangoapps/course_home_api/outline/serializers.py, CourseBlockSerializer): a flat map by usage id
 * of the course, its chapters (the seed's sections, its weeks) and their sequentials (the seed's
 * subsections, its lessons), in reading order, each naming its children; a sequential lists none (the
 * serializer does not descend past it), so the seed's units only count towards completion. Pure.
 */
import type { TocNodeRow } from '../repositories/courses.ts';

export interface OutlineBlock {
  children: string[];
  complete: boolean;
  description: null;
  display_name: string;
  due: null;
  effort_activities: null;
  effort_time: null;
  icon: null;
  id: string;
  lms_web_url: string | null;
  resume_block: boolean;
  type: 'course' | 'chapter' | 'sequential';
  has_scheduled_content: null;
}

export interface OutlineSource {
  courseKey: string;
  name: string;
  /** The seed's outline: depth 0 sections, 1 subsections, 2 units, in reading order. */
  nodes: readonly TocNodeRow[];
  /** The course's address in the learning area, where lessons link; null: not linked. */
  linkBase: string | null;
  /** How many of its units the caller has completed, the first in reading order (the seed's rule). */
  completeUnits: number;
}

/** `block-v1:Org+Num+Run+type@chapter+block@3`, as a usage key of the course's run. */
export const usageId = (courseKey: string, type: string, name: string) =>
  `block-v1:${courseKey.replace(/^course-v1:/, '')}+type@${type}+block@${name}`;

interface Draft {
  block: OutlineBlock;
  units: number;
  completeUnits: number;
  kids: Draft[];
}

function draft(source: OutlineSource, type: OutlineBlock['type'], name: string, node?: TocNodeRow): Draft {
  return {
    block: {
      children: [],
      complete: false,
      description: null,
      display_name: node?.name ?? name,
      due: null,
      effort_activities: null,
      effort_time: null,
      icon: null,
      id: usageId(source.courseKey, type, node ? String(node.position) : 'course'),
      lms_web_url: source.linkBase && node ? `${source.linkBase}?block=${node.position}` : source.linkBase,
      resume_block: false,
      type,
      has_scheduled_content: null,
    },
    units: 0,
    completeUnits: 0,
    kids: [],
  };
}

/** Complete when every unit below is (a block without units, as the LMS's empty containers, is too). */
function settle(d: Draft): void {
  for (const kid of d.kids) settle(kid);
  if (d.kids.length > 0) {
    d.units = d.kids.reduce((n, k) => n + k.units, 0);
    d.completeUnits = d.kids.reduce((n, k) => n + k.completeUnits, 0);
  }
  d.block.complete = d.completeUnits === d.units;
  d.block.children = d.kids.map((k) => k.block.id);
}

function flatten(d: Draft, out: Record<string, OutlineBlock>): void {
  out[d.block.id] = d.block;
  for (const kid of d.kids) flatten(kid, out);
}

export function outlineBlocks(source: OutlineSource): { blocks: Record<string, OutlineBlock> } {
  const course = draft(source, 'course', source.name);
  let unitsSeen = 0;
  for (const node of source.nodes) {
    const chapter = course.kids.at(-1);
    const sequential = chapter?.kids.at(-1);
    if (node.depth === 0) course.kids.push(draft(source, 'chapter', node.name, node));
    else if (node.depth === 1 && chapter) chapter.kids.push(draft(source, 'sequential', node.name, node));
    else if (node.depth === 2 && sequential) {
      sequential.units += 1;
      if (unitsSeen < source.completeUnits) sequential.completeUnits += 1;
      unitsSeen += 1;
    }
  }
  settle(course);
  const blocks: Record<string, OutlineBlock> = {};
  flatten(course, blocks);
  return { blocks };
}
