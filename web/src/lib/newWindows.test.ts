/**
 * What docs/security.md promises about new windows and the clipboard, checked on the source: no
 * `window.open`, every link with a `target` also carries `rel="noopener noreferrer"`, and only the two
 * share actions (each copying a course's public share link) write to the clipboard.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/**
 * The opening tags (JSX) of `text` that name a `target` attribute: HTML elements and the router's links
 * (a component's own `target` prop, such as PopularCourses', is something else).
 */
function tagsWithTarget(text: string): string[] {
  return [...text.matchAll(/<(?:[a-z]\w*|Link|NavLink)\s[^<>]*?\btarget=[^<>]*>/g)].map((match) => match[0]);
}

describe('new windows and the clipboard', () => {
  it('reads the whole app', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('never calls window.open', () => {
    expect(files.filter((f) => /\bwindow\.open\s*\(/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('finds the links with a target, and each carries rel="noopener noreferrer"', () => {
    const tags = files.flatMap((f) => tagsWithTarget(f.text).map((tag) => ({ path: f.path, tag })));
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags.filter(({ tag }) => !tag.includes('rel="noopener noreferrer"'))).toEqual([]);
    expect(tagsWithTarget('<a href={x} target="_blank">')).toHaveLength(1);
  });

  it('writes to the clipboard only from the share actions, with a share link', () => {
    const writers = files.filter((f) => /navigator\.clipboard|execCommand\(\s*['"]copy/.test(f.text));
    expect(writers.map((f) => f.path)).toEqual([join('lib', 'clipboard.ts')]);
    const callers = files.filter((f) => /\bcopyText\(/.test(f.text) && !f.path.endsWith('clipboard.ts'));
    expect(callers.map((f) => f.path).sort()).toEqual([
      join('features', 'course', 'CourseIntro.tsx'),
      join('features', 'dashboard', 'useShareCourse.ts'),
    ]);
    for (const caller of callers) expect(caller.text).toMatch(/copyText\(link\)/);
    expect(files.find((f) => f.path.endsWith('CourseIntro.tsx'))?.text).toMatch(
      /const link = courseShareLink\(/,
    );
  });
});
