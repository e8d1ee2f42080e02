import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN } from '../../test/settings.ts';
import { SimilarCourses } from './SimilarCourses.tsx';

describe('similar courses', () => {
  it('shows nothing, not a skeleton for ever, for a course without a name to search by', async () => {
    let asked = 0;
    server.use(
      http.post(`${ORIGIN}/admin-console/api/full-course-discovery/`, () => {
        asked += 1;
        return HttpResponse.json({ results: [], total: 0 });
      }),
    );
    const { container } = renderApp(
      <SimilarCourses course={{ slug: 'x', courseId: 'course-v1:X+Y+Z', name: '  ' }} />,
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toBe(0);
  });
});
