/**
 * The course page's table of contents from a stock LMS's outline (`course_blocks`, contract
 * outlineBlocks.ts): the course block's chapters are its sections (weeks), their sequentials its
 * subsections (lessons). The outline stops at sequentials, so a subsection has no units. A child the
 * map does not hold is skipped; no course block, or no blocks at all, is an empty table. Pure.
 */
import type { CourseBlocks, CourseToc, OutlineBlock } from '@atrium/contract';

type Toc = CourseToc['toc'];

const childrenOf = (blocks: Readonly<Record<string, OutlineBlock>>, block: OutlineBlock): OutlineBlock[] =>
  block.children.flatMap((id) => {
    const child = blocks[id];
    return child ? [child] : [];
  });

export function tocOfOutline(courseBlocks: CourseBlocks): Toc {
  const blocks = courseBlocks?.blocks ?? {};
  const course = Object.values(blocks).find((block) => block.type === 'course');
  if (!course) return { name: '', lms_url: null, sections: [] };
  return {
    name: course.display_name,
    lms_url: course.lms_web_url,
    sections: childrenOf(blocks, course).map((chapter) => ({
      name: chapter.display_name,
      lms_url: chapter.lms_web_url,
      subsections: childrenOf(blocks, chapter).map((lesson) => ({
        name: lesson.display_name,
        lms_url: lesson.lms_web_url,
        units: [],
      })),
    })),
  };
}
