import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView } from '@academy/contract/mock-tests';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
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
    expect(
      screen.getByRole('button', { name: 'Question 2: not answered, marked for review' }),
    ).toBeInTheDocument();

    await events.click(screen.getByLabelText('B. b'));
    expect(await screen.findByText('Not saved: no connection. Retrying…')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(saved).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: { chosenOption: 1, markedForReview: false } }),
    );
    expect(screen.getByRole('button', { name: 'Question 1: answered' })).toBeInTheDocument();
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
  });
});
