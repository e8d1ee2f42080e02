import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoint.ts';
import { routerPath } from '../endpoint.ts';
import { endpoints } from '../endpoints.ts';
import { openedxEndpoints, type OpenedxEndpointName } from './endpoints.ts';

const table = Object.entries(openedxEndpoints) as [OpenedxEndpointName, Endpoint][];

describe('the stock endpoint table', () => {
  it.each(table)('%s is a stock LMS path, well formed', (_name, e) => {
    expect(e.path).toMatch(/^\/(api|search|change_enrollment)/);
    expect(e.path).not.toContain('admin-console');
    expect(routerPath(e.path)).not.toMatch(/[{}]/);
    if (e.method === 'GET') expect(e.body).toBeUndefined();
  });

  it('shares with the main table only the enroll call, which it reads in full', () => {
    const main = new Set(Object.values(endpoints).map((e: Endpoint) => `${e.method} ${e.path}`));
    const shared = table.filter(([, e]) => main.has(`${e.method} ${e.path}`)).map(([name]) => name);
    expect(shared).toEqual(['createEnrollment']);
  });

  it.each([
    ['enrollment', 'learner'],
    ['enrollments', 'learner'],
    ['createEnrollment', 'learner'],
    ['learnerHome', 'learner'],
    ['changeEnrollment', 'learner'],
    ['courseDiscovery', 'session'],
    ['courseListSearch', 'session'],
    ['coursewareCourse', 'public'],
    ['courseList', 'public'],
    ['courseDetail', 'public'],
    ['courseEnrollmentDetails', 'public'],
    ['footer', 'public'],
    ['organizations', 'learner'],
    ['organization', 'learner'],
    ['progress', 'learner'],
    ['notificationCount', 'learner'],
  ] as const)('%s is called as %s', (name, access) => {
    expect(openedxEndpoints[name].access).toBe(access);
  });

  it('sends the Django forms form-encoded, and reads the enroll form as text', () => {
    const forms = table.filter(([, e]) => e.bodyType === 'application/x-www-form-urlencoded');
    expect(forms.map(([name]) => name).sort()).toEqual([
      'changeEnrollment',
      'courseDiscovery',
      'courseListSearch',
    ]);
    expect(table.filter(([, e]) => e.responseType === 'text').map(([name]) => name)).toEqual([
      'changeEnrollment',
    ]);
  });
});
