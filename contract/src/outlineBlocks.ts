/**
 * The course outline's blocks (`course_blocks` of `GET /api/course_home/outline/{course_id}`).
 * Evidence: openedx-platform lms/djangoapps/course_home_api/outline/views.py (OutlineTabView.get:
 * the blocks are sent to the enrolled learner and to staff; to anyone else only where the course's
 * `seo.enable_anonymous_courseware_access` flag is on and its `course_visibility` is `public` or
 * `public_outline`; otherwise `course_blocks` is null) and outline/serializers.py
 * (CourseBlockSerializer: a flat map of blocks by usage id, the course, its chapters and their
 * sequentials, each naming its children by id; a sequential's children are never listed;
 * `lms_web_url` is null unless the caller is enrolled, staff, or the course is `public`).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import { flag, lenientRecord, listOrEmpty, optionalText, text } from './lenient.ts';

export const OutlineBlock = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    /** `course`, `chapter`, `sequential` (any XBlock type may appear). */
    type: text,
    display_name: text,
    children: listOrEmpty(z.string(), 'outline block child'),
    complete: flag,
    lms_web_url: optionalText,
  }),
);
export type OutlineBlock = z.output<typeof OutlineBlock>;

/** Null (or absent, or not an object) where the platform shows this caller no outline. */
export const CourseBlocks = lazySchema(() =>
  z.pipe(
    z.catch(z.nullish(z.object({ blocks: lenientRecord(OutlineBlock) })), null),
    z.transform((v: { blocks: Record<string, OutlineBlock> } | null | undefined) => v ?? null),
  ),
);
export type CourseBlocks = z.output<typeof CourseBlocks>;
