import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView } from '@academy/contract/mock-tests';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const ID = '44444444-4444-4444-8444-444444444444';
const Q1 = '55555555-5555-4555-8555-555555555551';
const Q2 = '55555555-5555-4555-8555-555555555552';
const SECTION = '66666666-6666-4666-8666-666666666666';

const attempt = (overrides: Partial<AttemptView> = {}): AttemptView => ({
  id: ID,
  testId: '77777777-7777-4777-8777-777777777777',
  title: 'CA Foundation Paper 3 Mock',
  attemptNo: 1,
  status: 'in_progress',
  autoSubmitted: false,
  startedAt: '2026-11-22T10:00:00.000Z',
  deadline: '2026-11-22T10:30:00.000Z',
  remainingSeconds: 754,
  timeLimitMinutes: 30,
  sections: [
    {
      id: SECTION,
      title: 'Part A',
      marksPerQuestion: 1,
      negativeMarks: 0.25,
      timeLimitMinutes: null,
      questionCount: 2,
    },
  ],
  questions: [
    {
      id: Q1,
      sectionId: SECTION,
      number: 1,
      text: 'log 8 is',
      options: ['a', 'b', 'c', 'd'],
      topic: 'Logs',
    },
    {
      id: Q2,
      sectionId: SECTION,
      number: 2,
      text: '5! is',
      options: ['25', '60', '120', '720'],
      topic: 'P&C',
    },
  ],
  answers: [{ questionId: Q2, chosenOption: null, markedForReview: true }],
  ...overrides,
});

const student = makeUser();

describe('the test screen', () => {
  it('counts down from the server time, shows the palette states in words, and retries a failed save', async () => {
    let failNext = true;
    const saved = vi.fn((req: { body: unknown }) => {
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return { body: { success: true, data: { ...(req.body as object), remainingSeconds: 700 } } };
    });
    stubApi({
      [`GET /api/mock-attempts/${ID}`]: () => ({ body: { success: true, data: attempt() } }),
      [`PUT /api/mock-attempts/${ID}/answers/${Q1}`]: saved,
    });
    const { events } = renderApp(`/tests/attempt/${ID}`, { user: student });
    expect(
      await screen.findByRole('heading', { name: 'Question 1 of 2' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('12:34');
    expect(screen.getByText('+1 if right, −0.25 if wrong')).toBeInTheDocument();
    // A focused screen: none of the site's chrome.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1: not answered' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Question 2: marked for review' }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Question status' });
    expect(legend).toHaveTextContent('1Not answered');
    expect(legend).toHaveTextContent('1Marked for review');

    await events.click(screen.getByLabelText('B. b'));
    expect(await screen.findByText('Not saved: no connection. Retrying…')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(saved).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: { chosenOption: 1, markedForReview: false } }),
    );
    expect(screen.getByRole('button', { name: 'Question 1: answered' })).toBeInTheDocument();
  });

  it('moves on as the NTA buttons do, and asks before leaving for another page', async () => {
    const saved = vi.fn((req: { body: unknown }) => ({
      body: { success: true, data: { ...(req.body as object), remainingSeconds: 700 } },
    }));
    stubApi({
      [`GET /api/mock-attempts/${ID}`]: () => ({
        body: { success: true, data: attempt({ answers: [] }) },
      }),
      [`PUT /api/mock-attempts/${ID}/answers/${Q1}`]: saved,
      [`PUT /api/mock-attempts/${ID}/answers/${Q2}`]: saved,
      'GET /api/mock-tests': () => ({ body: { success: true, data: [] } }),
    });
    const { events, router } = renderApp(`/tests/attempt/${ID}`, { user: student });
    await screen.findByRole('heading', { name: 'Question 1 of 2' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Question 2: not visited' })).toBeInTheDocument();

    await events.click(screen.getByLabelText('C. c'));
    await events.click(screen.getByRole('button', { name: 'Mark for review & next' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Question 1: answered and marked for review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2: not answered' })).toBeInTheDocument();
    expect(saved).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: { chosenOption: 2, markedForReview: true } }),
    );

    // The last question's Save & next goes round to the first, and says so; it clears nothing
    // but the mark.
    expect(screen.queryByRole('button', { name: 'Save & next' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark for review & go back to question 1' }),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save & go back to question 1' }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save & next' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1: answered' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Back' }));
    await events.click(screen.getByRole('button', { name: 'Clear response' }));
    expect(screen.getByRole('button', { name: 'Question 1: not answered' })).toBeInTheDocument();
    expect(localStorage.getItem(`mock-test:${ID}:visited`)).toContain(Q2);

    await events.click(screen.getByRole('link', { name: 'All tests' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the test?' });
    expect(dialog).toHaveTextContent('Your answers are saved, and the timer keeps running.');
    await events.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/tests/attempt/${ID}`);

    await events.click(screen.getByRole('link', { name: 'All tests' }));
    await events.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mock tests' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tests');
  });

  it('asks before submitting and goes to the result', async () => {
    const submit = vi.fn(() => ({
      body: { success: true, message: 'Test submitted', data: { id: ID, autoSubmitted: false } },
    }));
    stubApi({
      [`GET /api/mock-attempts/${ID}`]: () => ({ body: { success: true, data: attempt() } }),
      [`POST /api/mock-attempts/${ID}/submit`]: submit,
      [`GET /api/mock-attempts/${ID}/result`]: () => ({
        status: 403,
        body: { success: false, message: 'stub' },
      }),
    });
    const { events } = renderApp(`/tests/attempt/${ID}`, { user: student });
    await events.click(
      await screen.findByRole('button', { name: 'Submit test' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Submit the test?' });
    expect(dialog).toHaveTextContent('You have answered 0 of 2 questions; 1 marked for review');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(submit).not.toHaveBeenCalled();
    await events.click(screen.getByRole('button', { name: 'Submit test' }));
    await events.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('stub')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    // Submitting leaves the test without asking.
    expect(screen.queryByRole('alertdialog', { name: 'Leave the test?' })).not.toBeInTheDocument();
  });
});
