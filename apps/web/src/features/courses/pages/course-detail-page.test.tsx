import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@academy/contract/courses';
import { stubApi } from '@/testing/fake-api';
import { inlinePageData } from '@/testing/page-data';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const ID = '44444444-4444-4444-8444-444444444444';
const detail = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  _id: ID,
  title: 'CA Foundation: Principles of Accounting',
  shortDescription: 'Paper 1 of CA Foundation, concept by concept.',
  description: 'The CA Foundation accounting paper covered in full.',
  tags: ['ca foundation'],
  category: ['commerce'],
  programs: ['ca-foundation'],
  isFree: false,
  pricePaise: 399900,
  level: 'intermediate',
  language: 'Hinglish',
  duration: 2400,
  courseThumbnail: 'https://example.com/t.jpg',
  status: 'published',
  enrolledUserCount: 7,
  viewsCount: 20,
  likesCount: 0,
  rating: null,
  ratingCount: 0,
  lessonCount: 1,
  moduleCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  prerequisites: ['Class 12 commerce'],
  faq: [{ question: 'Is there a certificate?', answer: 'Yes, on completion.' }],
  courseContent: [
    {
      type: 'video',
      position: 1,
      video: {
        id: 'l1',
        videoId: null,
        title: 'Bills of exchange',
        description: '',
        duration: 2400,
        freePreview: false,
        thumbnails: null,
      },
    },
  ],
  viewer: { enrolled: false, isAdmin: false },
  ...overrides,
});

describe('the course page', () => {
  it('shows a visitor the course the server inlined, without asking for it', async () => {
    const api = stubApi({});
    inlinePageData([
      { queryKey: ['auth', 'me'], data: null },
      { queryKey: ['courses', 'detail', ID], data: detail() },
    ]);
    renderApp(`/course/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: detail().title }),
    ).toBeInTheDocument();
    // Back to this course once signed in, even when tapped before the page's script has run.
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      `/login?from=%2Fcourse%2F${ID}`,
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('shows real figures, the rupee price, Buy Now and schema.org data', async () => {
    stubApi({ [`GET /api/courses/${ID}`]: () => ({ body: { success: true, data: detail() } }) });
    const { container } = renderApp(`/course/${ID}`, { user: makeUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: detail().title }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹3,999')).toBeInTheDocument();
    expect(screen.getByText('7 students')).toBeInTheDocument();
    expect(screen.queryByText(/4\.8|2,847|12,543/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.getByText('Class 12 commerce')).toBeInTheDocument();
    expect(screen.getByText('Is there a certificate?')).toBeInTheDocument();
    const ld = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld!.textContent!)).toMatchObject({
      '@type': 'Course',
      name: detail().title,
      offers: { price: '3999', priceCurrency: 'INR' },
    });
  });

  it('offers Continue learning to an enrolled student and Enrol Now for a free course', async () => {
    stubApi({
      [`GET /api/courses/${ID}`]: () => ({
        body: { success: true, data: detail({ viewer: { enrolled: true, isAdmin: false } }) },
      }),
    });
    renderApp(`/course/${ID}`, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      `/student/my-courses/${ID}`,
    );
  });

  it('shows the spec error text', async () => {
    stubApi({
      [`GET /api/courses/${ID}`]: () => ({ status: 404, body: { success: false } }),
    });
    renderApp(`/course/${ID}`);
    expect(await screen.findByText('Error loading course')).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't load the course details. Please try again later."),
    ).toBeInTheDocument();
  });
});
