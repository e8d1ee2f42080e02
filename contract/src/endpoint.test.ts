import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildPath, endpoint, routerPath } from './endpoint.ts';

describe('buildPath', () => {
  it('fills a template with an encoded course id', () => {
    expect(buildPath('/api/course_home/outline/{course_id}/', { course_id: 'course-v1:Org+Num+Run' })).toBe(
      '/api/course_home/outline/course-v1%3AOrg%2BNum%2BRun/',
    );
  });

  it.each([
    ['a/b', 'a%2Fb'],
    ['a b', 'a%20b'],
    ['?x=1&y', '%3Fx%3D1%26y'],
    ['#frag', '%23frag'],
    ['..', '..'],
    ['داده', '%D8%AF%D8%A7%D8%AF%D9%87'],
    ['100%', '100%25'],
  ])('encodes %j as %j', (value, encoded) => {
    expect(buildPath('/admin-console/api/program/{slug}/', { slug: value })).toBe(
      `/admin-console/api/program/${encoded}/`,
    );
  });

  it('fills several placeholders, each encoded', () => {
    const path = '/x/{username}/courses/{course_id}/' as const;
    expect(buildPath(path, { username: 'jo doe', course_id: 'course-v1:A+B+C' })).toBe(
      '/x/jo%20doe/courses/course-v1%3AA%2BB%2BC/',
    );
  });

  it('leaves a template without placeholders unchanged', () => {
    expect(buildPath('/admin-console/api/instance-config/', {})).toBe('/admin-console/api/instance-config/');
  });

  it.each([
    ['missing', {}],
    ['empty', { slug: '' }],
  ])('throws on a %s value', (_label, params) => {
    expect(() => buildPath('/admin-console/api/program/{slug}/', params as { slug: string })).toThrow(
      'missing path parameter slug',
    );
  });
});

describe('routerPath', () => {
  it.each([
    [
      '/admin-console/api/course-metadata/{slug}/instructors',
      '/admin-console/api/course-metadata/:slug/instructors',
    ],
    ['/api/enrollment/v1/enrollment/{course_id}', '/api/enrollment/v1/enrollment/:course_id'],
    ['/x/{username}/courses/{course_id}/', '/x/:username/courses/:course_id/'],
    ['/admin-console/api/instance-config/', '/admin-console/api/instance-config/'],
  ])('%s → %s', (template, expected) => {
    expect(routerPath(template)).toBe(expected);
  });
});

describe('endpoint', () => {
  it('defaults the status to 200 and leaves query and body undefined', () => {
    const e = endpoint({ method: 'GET', path: '/a/', access: 'public', response: z.string() });
    expect(e.status).toBe(200);
    expect(e.query).toBeUndefined();
    expect(e.body).toBeUndefined();
  });

  it('keeps an explicit status and body type', () => {
    const e = endpoint({
      method: 'PATCH',
      path: '/a/{username}',
      access: 'learner',
      body: z.object({}),
      bodyType: 'application/merge-patch+json',
      response: z.unknown(),
      status: 204,
    });
    expect(e.status).toBe(204);
    expect(e.bodyType).toBe('application/merge-patch+json');
  });
});
