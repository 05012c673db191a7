import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COURSE_MESSAGES,
  FIRST_CATALOGUE_PAGE,
  type CourseSummary,
} from '@academy/contract/courses';
import { ROLES } from '@academy/contract/roles';
import { deferred, stubApi, type FakeResponse } from '@/testing/fake-api';
import { inlinePageData } from '@/testing/page-data';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const course = (overrides: Partial<CourseSummary> = {}): CourseSummary => ({
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'CA Intermediate Taxation',
  shortDescription: '',
  description:
    'Residential status, the five heads of income, deductions and computation of total income for CA Intermediate.',
  tags: ['tax'],
  category: ['commerce'],
  programs: ['ca-intermediate'],
  isFree: false,
  pricePaise: 12345600,
  level: 'advanced',
  language: 'Hinglish',
  duration: 150,
  courseThumbnail: 'https://i.ytimg.com/vi/Er9tY1uIoPa/hqdefault.jpg',
  status: 'published',
  enrolledUserCount: 1234,
  viewsCount: 56,
  likesCount: 0,
  rating: null,
  ratingCount: 0,
  lessonCount: 2,
  moduleCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const LIST = 'GET /api/courses?category=commerce&sort=price-high&page=1&pageSize=12';
const page = (items: CourseSummary[]) => ({
  body: { success: true, data: { items, page: 1, pageSize: 12, total: items.length } },
});

describe('the catalogue', () => {
  it('shows a visitor the first page the server inlined, without asking for it', async () => {
    const api = stubApi({});
    inlinePageData([
      { queryKey: ['auth', 'me'], data: null },
      { queryKey: ['courses', 'list', FIRST_CATALOGUE_PAGE], data: page([course()]).body.data },
    ]);
    renderApp('/courses');
    expect(await screen.findByRole('heading', { name: 'CA Intermediate Taxation' })).toBeVisible();
    expect(screen.queryByTestId('course-skeleton')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("fetches the first card's cover at once, the others (the page loaded) as they near the screen", async () => {
    stubApi({});
    const second = course({ _id: '22222222-2222-4222-8222-222222222222', title: 'CA Final Audit' });
    inlinePageData([
      { queryKey: ['auth', 'me'], data: null },
      {
        queryKey: ['courses', 'list', FIRST_CATALOGUE_PAGE],
        data: page([course(), second]).body.data,
      },
    ]);
    const { container } = renderApp('/courses');
    await screen.findByRole('heading', { name: 'CA Final Audit' });
    const covers = [...container.querySelectorAll('article img')];
    expect(
      covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
    expect(covers[0]).toHaveAttribute('src', '/thumbnails/Er9tY1uIoPa/hqdefault.jpg');
  });

  it('asks the server with the URL state, shows 6 skeleton cards, then the card per product §2.3', async () => {
    const gate = deferred<void>();
    stubApi({ [LIST]: async () => (await gate.promise, page([course()])) });
    renderApp('/courses?category=commerce&sort=price-high');
    expect(await screen.findAllByTestId('course-skeleton')).toHaveLength(6);
    gate.resolve();
    const card = (await screen.findByRole('heading', { name: 'CA Intermediate Taxation' })).closest(
      'article',
    )!;
    const c = within(card as HTMLElement);
    expect(c.getByText('₹1,23,456')).toBeInTheDocument();
    expect(c.getByText('2.5 hours')).toBeInTheDocument();
    expect(c.getByText('1,234 enrolled')).toBeInTheDocument();
    expect(
      c.getByText(`${course().description.slice(0, 80)}…`, { exact: true }),
    ).toBeInTheDocument();
    expect(c.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-high');
  });

  it('reads in Hindi: heading, search, filters, sort options and the card', async () => {
    stubApi({ [LIST]: () => page([course()]) });
    renderApp('/courses?category=commerce&sort=price-high', { locale: 'hi' });
    const card = (await screen.findByRole('heading', { name: 'CA Intermediate Taxation' })).closest(
      'article',
    )!;
    expect(screen.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeVisible();
    expect(screen.getByLabelText('कोर्स खोजें')).toHaveAttribute('placeholder', 'टाइटल, टॉपिक या टैग');
    expect(screen.getByRole('option', { name: 'सभी श्रेणियाँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('श्रेणी')).toHaveDisplayValue('कॉमर्स');
    expect(screen.getByLabelText('क्रम')).toHaveDisplayValue('कीमत: ज़्यादा से कम');
    const c = within(card as HTMLElement);
    expect(c.getByText('2.5 घंटे')).toBeInTheDocument();
    expect(c.getByText('1,234 नामांकित')).toBeInTheDocument();
    expect(c.getByText('एडवांस्ड')).toBeInTheDocument();
  });

  it("says 'No courses found' in Hindi for an empty result", async () => {
    stubApi({ [LIST]: () => page([]) });
    renderApp('/courses?category=commerce&sort=price-high', { locale: 'hi' });
    expect(await screen.findByText('कोई कोर्स नहीं मिला')).toBeInTheDocument();
  });

  it("shows 'No courses found' for an empty result", async () => {
    stubApi({ [LIST]: () => page([]) });
    renderApp('/courses?category=commerce&sort=price-high');
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
  });

  it("shows 'Error loading courses' with Try Again, which asks again", async () => {
    let failing = true;
    stubApi({
      // 400 is not retried by the query client, so the error shows at once.
      [LIST]: () => (failing ? { status: 400, body: { success: false } } : page([course()])),
    });
    const { events } = renderApp('/courses?category=commerce&sort=price-high');
    expect(await screen.findByText('Error loading courses')).toBeInTheDocument();
    failing = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'CA Intermediate Taxation' }),
    ).toBeInTheDocument();
  });

  it('gives admins edit and delete; Escape keeps the course, Confirm deletes it', async () => {
    const deleted = vi.fn(() => ({ body: { success: true, data: { archived: false } } }));
    stubApi({
      'GET /api/courses?category=commerce&sort=price-high&page=1&pageSize=12&status=all': () =>
        page([course()]),
      'DELETE /api/courses/11111111-1111-4111-8111-111111111111': deleted,
    });
    const { events } = renderApp('/courses?category=commerce&sort=price-high', {
      user: makeUser(ROLES.admin),
    });
    const del = await screen.findByRole('button', { name: 'Delete CA Intermediate Taxation' });
    await events.click(del);
    // The dialog's code loads on the first click (admins only).
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(del);
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted).not.toHaveBeenCalled();
    await events.click(del);
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Course deleted successfully')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it("says a course with students was archived, in the server's words, and says a failure", async () => {
    let answer: FakeResponse = {
      body: { success: true, message: COURSE_MESSAGES.archived, data: { archived: true } },
    };
    stubApi({
      'GET /api/courses?category=commerce&sort=price-high&page=1&pageSize=12&status=all': () =>
        page([course()]),
      'DELETE /api/courses/11111111-1111-4111-8111-111111111111': () => answer,
    });
    const { events } = renderApp('/courses?category=commerce&sort=price-high', {
      user: makeUser(ROLES.admin),
    });
    const del = await screen.findByRole('button', { name: 'Delete CA Intermediate Taxation' });
    await events.click(del);
    await events.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(COURSE_MESSAGES.archived)).toBeInTheDocument();

    answer = { status: 409, body: { success: false, message: 'Conflict' } };
    await events.click(del);
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(COURSE_MESSAGES.deleteFailed)).toBeInTheDocument();
  });
});
