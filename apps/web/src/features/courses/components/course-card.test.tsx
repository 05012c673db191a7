import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '@academy/contract/course-display';
import { CourseCard } from './course-card';
import { WithI18n } from '@/testing/i18n';

const course = (overrides: Partial<CourseSummary>): CourseSummary => ({
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Class 10 Science Board Preparation',
  shortDescription: 'Physics, chemistry and biology for the CBSE board exam.',
  description: 'Chapter-wise revision of Class 10 science.',
  tags: ['science'],
  category: ['science'],
  programs: ['class-9-10'],
  isFree: true,
  pricePaise: 0,
  level: 'intermediate',
  language: 'Hinglish',
  duration: 90,
  courseThumbnail: 'https://i.ytimg.com/vi/Vb5nM6qWeRt/hqdefault.jpg',
  status: 'published',
  enrolledUserCount: 0,
  viewsCount: 0,
  likesCount: 0,
  rating: null,
  ratingCount: 0,
  lessonCount: 3,
  moduleCount: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const renderCard = (c: CourseSummary) =>
  render(
    <MemoryRouter>
      <CourseCard course={c} />
    </MemoryRouter>,
    { wrapper: WithI18n },
  );

describe('CourseCard', () => {
  it('shows no "0 enrolled" or "0 views" on a new course', () => {
    renderCard(course({}));
    expect(screen.queryByText(/enrolled|views?\b|students?\b/)).not.toBeInTheDocument();
    expect(screen.getByText('1.5 hours')).toBeInTheDocument();
  });

  it('counts enrolments and views once there are some', () => {
    renderCard(course({ enrolledUserCount: 1, viewsCount: 1 }));
    expect(screen.getByText('1 enrolled')).toBeInTheDocument();
    expect(screen.getByText('1 view')).toBeInTheDocument();
  });
});
