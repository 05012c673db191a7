import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentMockTest } from '@academy/contract/mock-tests';
import { studentTestsQueryKey } from '@academy/contract/page-data';
import { stubApi } from '@/testing/fake-api';
import { inlinePageData } from '@/testing/page-data';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const test: StudentMockTest = {
  id: '77777777-7777-4777-8777-777777777777',
  title: 'CA Foundation Paper 3 Mock',
  description: '',
  program: 'ca-foundation',
  subject: 'Mathematics',
  timeLimitMinutes: 30,
  status: 'published',
  courseId: null,
  courseTitle: null,
  questionCount: 20,
  maxScore: 20,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  bestScore: null,
  attemptCount: 0,
  inProgressAttemptId: null,
};

const list = (items: StudentMockTest[]) => ({ body: { success: true, data: items } });

describe('TestsPage for a visitor', () => {
  it('shows the tests the server inlined, without asking for them, filtered by the address', async () => {
    const api = stubApi({});
    const other = { ...test, id: '88888888-8888-4888-8888-888888888888', title: 'Class 10 Sums' };
    inlinePageData([
      { queryKey: ['auth', 'me'], data: null },
      {
        queryKey: studentTestsQueryKey(undefined),
        data: [test, { ...other, program: 'class-9-10' }],
      },
    ]);
    renderApp('/tests?program=ca-foundation');
    expect(await screen.findByRole('heading', { name: test.title })).toBeVisible();
    expect(screen.queryByRole('heading', { name: other.title })).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('TestsPage in Hindi', () => {
  it('shows the heading, the filters and a test card in Hindi', async () => {
    stubApi({ 'GET /api/mock-tests': () => list([test]) });
    renderApp('/tests', { user: makeUser(), locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'मॉक टेस्ट', level: 1 })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: test.title })).closest('article')!;
    expect(within(card).getByText('प्रश्न')).toBeInTheDocument();
    expect(within(card).getByText('30 मिनट')).toBeInTheDocument();
    expect(within(card).getByText('सबसे अच्छा स्कोर')).toBeInTheDocument();
    expect(within(card).getByText('नहीं दिया')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${test.title} शुरू करें` })).toHaveTextContent(
      'टेस्ट शुरू करें',
    );
    const program = screen.getByLabelText('प्रोग्राम');
    expect(within(program).getByRole('option', { name: 'सभी प्रोग्राम' })).toBeInTheDocument();
  });

  it('says in Hindi that no tests were found, and asks a visitor to register', async () => {
    stubApi({ 'GET /api/mock-tests': () => list([]) });
    renderApp('/tests', { locale: 'hi' });
    expect(await screen.findByText('कोई टेस्ट नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ़्त रजिस्टर करें' })).toBeInTheDocument();
  });
});
