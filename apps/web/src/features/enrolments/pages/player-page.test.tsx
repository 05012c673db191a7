import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lesson, PlayerCourse } from '@academy/contract/courses';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const ID = '33333333-3333-4333-8333-333333333333';
const lesson = (id: string, title: string, videoId: string | null): Lesson => ({
  id,
  videoId,
  title,
  description: '',
  duration: 600,
  freePreview: false,
  thumbnails: null,
});

const course = (overrides: Partial<PlayerCourse> = {}): PlayerCourse => ({
  _id: ID,
  title: 'Class 12 Physics',
  shortDescription: 'Physics for the boards.',
  description: 'x'.repeat(170) + ' and the rest of a long description',
  tags: [],
  category: ['science'],
  programs: [],
  isFree: false,
  pricePaise: 249900,
  level: 'advanced',
  language: 'Hinglish',
  duration: 120,
  courseThumbnail: 'https://example.com/t.jpg',
  status: 'published',
  enrolledUserCount: 1,
  viewsCount: 1,
  likesCount: 0,
  rating: null,
  ratingCount: 0,
  lessonCount: 3,
  moduleCount: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  prerequisites: [],
  faq: [],
  viewer: { enrolled: true, isAdmin: false },
  courseContent: [
    { type: 'video', position: 1, video: lesson('l-intro', 'Introduction', 'Jk4lZ5xCvBn') },
    {
      type: 'playlist',
      position: 2,
      playListId: 'PL12_PhysicsBoards1',
      title: 'Electrostatics',
      description: '',
      playlistThumbnail: null,
      videos: [
        lesson('l-charges', 'Charges', 'Nm9qW1eRtYu'),
        lesson('l-notes', 'Notes on charges', null),
      ],
    },
  ],
  myRating: null,
  completedVideoIds: [],
  lastLessonId: null,
  progress: 0,
  ...overrides,
});

const student = makeUser();

describe('the course player', () => {
  it('starts at the first playlist video, marks it complete on the server and shows progress', async () => {
    const saved = vi.fn((req: { body: unknown }) => ({
      body: {
        success: true,
        data: {
          completedVideoIds: (req.body as { completed: boolean }).completed ? ['l-charges'] : [],
          lastLessonId: 'l-charges',
          progress: 33,
        },
      },
    }));
    stubApi({
      [`GET /api/student/my-courses/${ID}`]: () => ({ body: { success: true, data: course() } }),
      [`PUT /api/student/my-courses/${ID}/progress`]: saved,
    });
    const { events } = renderApp(`/student/my-courses/${ID}`, { user: student });
    // The player loads only when the student taps Play.
    await events.click(await screen.findByRole('button', { name: 'Play Charges' }));
    // A paid course: YouTube's own full screen would leave the name mark behind.
    const video = await screen.findByTitle('Charges');
    const src = new URL(video.getAttribute('src')!);
    expect(src.pathname).toBe('/embed/Nm9qW1eRtYu');
    expect(src.searchParams.get('fs')).toBe('0');
    expect(video).not.toHaveAttribute('allowfullscreen');
    const mark = screen.getByText('Ravi Kumar');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveClass('pointer-events-none');
    await events.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({ body: { videoId: 'l-charges', completed: true } }),
    );
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    ); // A doubt about the lesson names it, so its teachers see where the student is stuck.
    expect(screen.getByRole('link', { name: 'Ask a doubt' })).toHaveAttribute(
      'href',
      `/doubts/ask?courseId=${ID}&lessonId=l-charges`,
    );
  });

  it("resumes at the last lesson, shows 'Reading material' without a video, and truncates at 180", async () => {
    stubApi({
      [`GET /api/student/my-courses/${ID}`]: () => ({
        body: {
          success: true,
          data: course({ lastLessonId: 'l-notes', completedVideoIds: ['l-intro'], progress: 33 }),
        },
      }),
    });
    const { events } = renderApp(`/student/my-courses/${ID}`, { user: student });
    expect(await screen.findByText('Reading material')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes on charges' })).toBeInTheDocument();
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    expect(within(chapters).getByRole('heading', { name: 'Electrostatics' })).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(170)} and the r…`)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(course().description)).toBeInTheDocument();
    const rated = vi.fn(() => ({
      body: {
        success: true,
        message: 'Thanks for rating this course!',
        data: { myRating: 4, rating: 4, ratingCount: 1 },
      },
    }));
    stubApi({ [`PUT /api/courses/${ID}/rating`]: rated });
    await events.click(screen.getByLabelText('4 stars'));
    expect(await screen.findByText('Thanks for rating this course!')).toBeInTheDocument();
    expect(screen.getByLabelText('4 stars')).toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Hide chapters' }));
    expect(screen.queryByRole('navigation', { name: 'Chapters' })).not.toBeInTheDocument();
  });

  it("puts no name over a free course's video", async () => {
    stubApi({
      [`GET /api/student/my-courses/${ID}`]: () => ({
        body: { success: true, data: course({ isFree: true, pricePaise: 0 }) },
      }),
    });
    const { events } = renderApp(`/student/my-courses/${ID}`, { user: student });
    await events.click(await screen.findByRole('button', { name: 'Play Charges' }));
    const video = await screen.findByTitle('Charges');
    expect(video).toHaveAttribute('allowfullscreen');
    expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
  });

  it('shows the spec error when the course cannot be loaded', async () => {
    stubApi({
      [`GET /api/student/my-courses/${ID}`]: () => ({
        status: 403,
        body: { success: false, message: 'You are not enrolled in this course' },
      }),
    });
    renderApp(`/student/my-courses/${ID}`, { user: student });
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByText("We couldn't load your course right now.")).toBeInTheDocument();
  });
});
