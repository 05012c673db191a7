import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_TEST_MESSAGES, type MockTestDetail } from '@academy/contract/mock-tests';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const ID = '88888888-8888-4888-8888-888888888888';

const question = (n: number) => ({
  id: `99999999-9999-4999-8999-99999999999${n}`,
  text: `Question text ${n}`,
  options: ['One', 'Two', 'Three', 'Four'],
  correctOption: 0,
  topic: 'Topic',
  explanation: '',
});

const answeredTest: MockTestDetail = {
  id: ID,
  title: 'Class 10 Science Mock',
  description: '',
  program: 'class-9-10',
  subject: 'Science',
  timeLimitMinutes: 30,
  status: 'published',
  courseId: null,
  courseTitle: null,
  questionCount: 2,
  maxScore: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  instructions: 'Answer every question.',
  attemptCount: 3,
  sections: [
    {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      title: 'Part A',
      marksPerQuestion: 1,
      negativeMarks: 0,
      timeLimitMinutes: null,
      questions: [question(1), question(2)],
    },
  ],
};

describe('editing a test students have answered', () => {
  it('says what the server allows and offers no way to add or remove questions', async () => {
    stubApi({
      [`GET /api/admin/mock-tests/${ID}`]: () => ({ body: { success: true, data: answeredTest } }),
      'GET /api/courses?status=all&pageSize=100': () => ({
        body: { success: true, data: { items: [] } },
      }),
    });
    renderApp(`/admin/upload/test?testId=${ID}`, { user: makeUser(ROLES.admin) });

    expect(await screen.findByRole('note', {}, { timeout: 5000 })).toHaveTextContent(
      MOCK_TEST_MESSAGES.questionsInUse,
    );
    for (const name of [
      'Import CSV',
      'Add section',
      'Add question to Part A',
      'Remove section 1',
      'Remove Question 1 of Part A',
      'Remove Question 2 of Part A',
    ])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    // Fixing a question stays possible, and so does putting the questions in another order.
    expect(screen.getByRole('button', { name: 'Move Question 1 of Part A down' })).toBeEnabled();
    for (const radio of screen.getAllByLabelText('Option B is correct'))
      expect(radio).toBeEnabled();
  });
});

describe('the test editor on a Hindi page', () => {
  it('reads in Hindi, starting texts and the server’s rule included', async () => {
    stubApi({
      [`GET /api/admin/mock-tests/${ID}`]: () => ({ body: { success: true, data: answeredTest } }),
      'GET /api/courses?status=all&pageSize=100': () => ({
        body: { success: true, data: { items: [] } },
      }),
    });
    const { router } = renderApp('/admin/upload/test', {
      user: makeUser(ROLES.admin),
      locale: 'hi',
    });
    expect(
      await screen.findByRole('heading', { name: 'टेस्ट अपलोड करें', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'टेस्ट की जानकारी' })).toBeVisible();
    expect(screen.getByLabelText('टाइटल')).toBeInTheDocument();
    // A new test starts with its section and instructions in the page's language.
    expect(screen.getByRole('heading', { name: 'सेक्शन 1: सेक्शन A' })).toBeVisible();
    expect(screen.getByLabelText('निर्देश')).toHaveValue(
      'हर प्रश्न का एक ही सही उत्तर है। आप जैसे-जैसे उत्तर चुनते हैं, वे सेव होते जाते हैं, और समय ख़त्म होने पर टेस्ट अपने-आप जमा हो जाता है।',
    );
    expect(screen.getByRole('button', { name: 'ड्राफ़्ट के रूप में सेव करें' })).toBeEnabled();
    expect(screen.queryByText('Test details')).not.toBeInTheDocument();

    await router.navigate(`/admin/upload/test?testId=${ID}`);
    expect(await screen.findByRole('note', {}, { timeout: 5000 })).toHaveTextContent(
      'छात्र यह टेस्ट दे चुके हैं: इसके प्रश्न बदले जा सकते हैं, पर हटाए या जोड़े नहीं जा सकते।',
    );
    expect(screen.getByRole('heading', { name: 'टेस्ट बदलें', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Part A का प्रश्न 1 हटाएँ' })).toBeDisabled();
  });
});
