import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { ORIGIN, plainSettings, testSettings } from '../../test/settings.ts';
import { CourseCard, type CourseCardProps } from './CourseCard.tsx';
import { CourseGrid, CourseGridSkeleton } from './CourseGrid.tsx';
import { testCourse, type TestCourseOptions } from '../../test/testCourse.ts';

function renderCard(
  options: TestCourseOptions = {},
  props: Partial<Pick<CourseCardProps, 'isProgram' | 'onOpen' | 'run'>> = {},
  settings = testSettings(),
) {
  const view = renderApp(<CourseCard course={testCourse(options)} {...props} />, { settings });
  return { ...view, card: within(screen.getByRole('article')) };
}

describe('CourseCard', () => {
  it('is one link to the course, named by its title, with the partner link outside it', () => {
    const { card, container } = renderCard();
    const title = card.getByRole('link', { name: 'Introduction to Data Science' });
    expect(title).toHaveAttribute('href', '/course/intro-data-science/');
    expect(card.getByRole('heading', { level: 3, name: 'Introduction to Data Science' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Tehran Institute of Data' })).toHaveAttribute(
      'href',
      '/partners/TID',
    );
    expect(container.querySelector('a a')).toBeNull();
  });

  it.each([
    [
      { kind: 'dates', start: '2026-10-04T00:00:00Z', end: '2026-12-05T00:00:00Z' },
      'Oct 4, 2026 – Dec 5, 2026',
    ],
    [{ kind: 'dates', start: '2027-03-16T00:00:00Z', end: null }, 'From Mar 16, 2027'],
    [{ kind: 'code', code: 'course-v1:AuroraX+M242+2026_T3' }, 'Course code: course-v1:AuroraX+M242+2026_T3'],
  ] as const)('tells its run apart from a card of the same title: %j', (run, text) => {
    const { card } = renderCard({}, { run });
    expect(card.getByText(text)).toBeVisible();
    expect(card.getByText('This run:')).toHaveClass('visually-hidden');
  });

  it('says nothing of its run when its title is its own', () => {
    const { card } = renderCard();
    expect(card.queryByText('This run:')).toBeNull();
  });

  it('links a program hit to the program page and labels it', () => {
    const { card } = renderCard({ slug: 'data-track' }, { isProgram: true });
    expect(card.getByRole('link', { name: 'Introduction to Data Science' })).toHaveAttribute(
      'href',
      '/program/data-track/',
    );
    expect(card.getByText('Program')).toBeInTheDocument();
  });

  it('names a program hit without a link on a platform without program pages', () => {
    const { card } = renderCard({ slug: 'data-track' }, { isProgram: true }, plainSettings());
    expect(card.getByRole('heading', { level: 3, name: 'Introduction to Data Science' })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Introduction to Data Science' })).toBeNull();
    expect(card.getByText('Program')).toBeInTheDocument();
  });

  it('still links a course on a platform without program pages', () => {
    const { card } = renderCard({}, {}, plainSettings());
    expect(card.getByRole('link', { name: 'Introduction to Data Science' })).toHaveAttribute(
      'href',
      '/course/intro-data-science/',
    );
  });

  it('shows instructors, lessons, weeks with hours per week, and the price', () => {
    const { card } = renderCard({
      instructors: ['Sara Ahmadi', 'Reza Karimi'],
      paid: { price: 4999, currency: 'usd' },
    });
    expect(card.getByText('Sara Ahmadi and Reza Karimi')).toBeInTheDocument();
    expect(card.getByText('42 lessons')).toBeInTheDocument();
    expect(card.getByText(/^8 weeks \(3–5 hours per week\)$/)).toBeInTheDocument();
    expect(card.getByText('$49.99')).toBeInTheDocument();
  });

  it('says Free, Free trial, singular counts, and leaves out what it does not know', () => {
    const { card, unmount } = renderCard({ units: 1, weeks: 1, hours: null, instructors: [] });
    expect(card.getByText('Free')).toBeInTheDocument();
    expect(card.getByText('1 lesson')).toBeInTheDocument();
    expect(card.getByText(/^1 week$/)).toBeInTheDocument();
    expect(card.queryByText(/Instructors/)).toBeNull();
    unmount();
    const trial = renderCard({
      units: 0,
      weeks: null,
      paid: { price: 100, currency: 'EUR', has_trial: true },
    }).card;
    expect(trial.getByText('Free trial')).toBeInTheDocument();
    expect(trial.queryByText(/lesson/)).toBeNull();
    expect(trial.queryByText(/week/)).toBeNull();
  });

  it('claims no price where the platform did not say one (a stock card without a free mode)', () => {
    const course = { ...testCourse(), paid_course: null };
    renderApp(<CourseCard course={course} />, { settings: testSettings() });
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('heading', { name: course.additional_metadata.display_name })).toBeVisible();
    expect(card.queryByText('Free')).toBeNull();
    expect(card.queryByText(/^Price/)).toBeNull();
  });

  it('resolves the relative cover against the LMS and drops unsafe image URLs for fallbacks', () => {
    const { container, unmount } = renderCard();
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual([`${ORIGIN}/static/covers/ds.jpg`, 'https://cdn.example.org/tid.svg']);
    unmount();
    const unsafe = renderCard({ image: 'javascript:alert(1)', logo: 'data:image/svg+xml,<svg/>' });
    expect(unsafe.container.querySelectorAll('img')).toHaveLength(0);
    expect(unsafe.card.getByText('T')).toBeInTheDocument();
  });

  it('lets a title take its direction from its own text, whatever the page language', () => {
    const { card } = renderCard({ title: 'مقدمه‌ای بر علم داده' });
    expect(card.getByRole('heading')).toHaveAttribute('dir', 'auto');
  });

  it('tells its owner when it is opened, by the title link only', async () => {
    const onOpen = vi.fn();
    const { card } = renderCard({}, { onOpen });
    await userEvent.click(card.getByRole('link', { name: 'Tehran Institute of Data' }));
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole('link', { name: 'Introduction to Data Science' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ course_slug: 'intro-data-science' }));
  });
});

describe('CourseGrid', () => {
  it('puts every card in a list item, and its skeleton is one loading status', () => {
    renderApp(
      <>
        <CourseGrid label="Courses">
          <CourseCard course={testCourse({ slug: 'a' })} />
          <CourseCard course={testCourse({ slug: 'b' })} />
        </CourseGrid>
        <CourseGridSkeleton count={4} />
      </>,
    );
    const items = [...screen.getByRole('list', { name: 'Courses' }).children];
    expect(items.map((item) => item.tagName)).toEqual(['LI', 'LI']);
    expect(within(items[1] as HTMLElement).getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
  });
});
