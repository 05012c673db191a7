import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChildProgress } from '@academy/contract/people';
import { ROLES } from '@academy/contract/roles';
import type { AttendanceSummary } from '@academy/contract/timetable';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const parent = makeUser(ROLES.parent, {
  userId: 'parent-1',
  name: 'Sunita Sharma',
  school: null,
  class: null,
  gender: null,
});

const aarav = { userId: 'child-1', name: 'Aarav Sharma', class: '12' as const };
const diya = { userId: 'child-2', name: 'Diya Sharma', class: '7' as const };

const month = (m: string, present: number, late: number, absent: number) => ({
  month: m,
  marked: present + late + absent,
  present,
  late,
  absent,
  percent: Math.round(((present + late) * 100) / (present + late + absent)),
});

const attendance: AttendanceSummary = {
  months: [month('2026-11', 11, 1, 1), month('2026-10', 2, 0, 1)],
  overall: { ...month('', 13, 1, 2) },
};

const progress: ChildProgress = {
  child: aarav,
  results: [
    {
      id: 'attempt-1',
      attemptNo: 1,
      practice: false,
      status: 'submitted',
      startedAt: '2026-11-20T10:00:00.000Z',
      submittedAt: '2026-11-20T10:20:00.000Z',
      score: 36,
      maxScore: 40,
      testId: 'test-1',
      testTitle: 'Physics weekly test',
      program: 'class-11-12',
      subject: 'Physics',
      rank: 2,
      rankOutOf: 31,
    },
  ],
  courses: [
    {
      _id: 'course-1',
      title: 'Class 12 Chemistry',
      progress: 40,
      completedCount: 4,
      lessonCount: 10,
    },
  ],
  payments: [
    {
      id: 'order-1',
      item: { kind: 'course', id: 'course-1', title: 'Class 12 Chemistry' },
      amountPaise: 149_900,
      discountPaise: 0,
      refundedPaise: 0,
      status: 'paid',
      method: 'upi',
      receiptNo: '2026-27/000042',
      hasCreditNote: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      paidAt: '2026-11-01T10:01:00.000Z',
    },
  ],
  feesDue: [
    {
      instalmentId: 'instalment-1',
      batchName: 'Class 12 Science',
      label: 'Term 2',
      amountPaise: 600_000,
      dueDate: '2026-11-10',
      state: 'overdue',
    },
  ],
};

const paperResults = {
  items: [
    {
      testId: 'paper-1',
      name: 'Unit test 2',
      heldOn: '2026-11-20',
      batch: { id: 'batch-1', name: 'Class 12 Science' },
      subjects: [
        { id: 's-1', name: 'Physics', maxMarks: 50, score: 45, topMarks: 48 },
        { id: 's-2', name: 'Chemistry', maxMarks: 50, score: 'absent', topMarks: 44 },
      ],
      maxTotal: 100,
      total: 45,
      percent: 45,
      rank: 7,
      ranked: 30,
      average: 61.5,
    },
  ],
  page: 1,
  pageSize: 10,
  total: 1,
};
const noPaperResults = { items: [], page: 1, pageSize: 10, total: 0 };

const homework = (id: string, title: string, more: Record<string, unknown>) => ({
  id,
  batch: { id: 'batch-1', name: 'Class 12 Science' },
  title,
  dueAt: '2026-11-25T11:30:00.000Z',
  cutoffAt: null,
  maxMarks: 20,
  hasPdf: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  late: false,
  marks: null,
  ...more,
});
const homeworkList = {
  items: [
    homework('hw-1', 'Exercise 4.2', { state: 'overdue' }),
    homework('hw-2', 'Exercise 4.1', { state: 'returned', late: true, marks: 17.5 }),
  ],
  page: 1,
  pageSize: 5,
  total: 2,
};
const noHomework = { items: [], page: 1, pageSize: 5, total: 0 };

const termCards = {
  items: [
    {
      term: { id: 'term-1', name: 'Winter term', startsOn: '2026-10-01', endsOn: '2026-12-31' },
      batches: [{ id: 'batch-1', name: 'Class 12 Science' }],
    },
  ],
  page: 1,
  pageSize: 5,
  total: 1,
};
const noCards = { items: [], page: 1, pageSize: 5, total: 0 };

const ok = (data: unknown) => () => ({ body: { success: true, data } });
const noClasses = ok({ weekStart: '2026-11-23', days: [] });

describe('a parent’s home', () => {
  it('shows each child’s attendance, latest result with its rank, homework, courses and fees', async () => {
    stubApi({
      'GET /api/timetable': noClasses,
      'GET /api/parent/children': ok({ children: [aarav, diya] }),
      'GET /api/parent/children/child-1': ok(progress),
      'GET /api/attendance/child-1': ok(attendance),
      'GET /api/parent/children/child-2': () => ({
        status: 500,
        body: { success: false, message: 'Something went wrong' },
      }),
      'GET /api/paper-tests/students/child-1/results?page=1': ok(paperResults),
      'GET /api/paper-tests/students/child-2/results?page=1': ok(noPaperResults),
      'GET /api/homework/students/child-1/items?show=all&page=1&pageSize=5': ok(homeworkList),
      'GET /api/homework/students/child-2/items?show=all&page=1&pageSize=5': ok(noHomework),
      'GET /api/report-cards/students/child-1?page=1': ok(termCards),
      'GET /api/report-cards/students/child-2?page=1': ok(noCards),
      'GET /api/attendance/child-2': ok({
        months: [],
        overall: { month: '', marked: 0, present: 0, late: 0, absent: 0, percent: null },
      }),
    });
    renderApp('/parent', { user: parent });
    expect(await screen.findByRole('heading', { name: 'Namaste, Sunita', level: 1 })).toBeVisible();

    const first = await screen.findByRole('region', { name: 'Aarav Sharma' });
    expect(await within(first).findByText('88% (14 of 16 classes)')).toBeInTheDocument();
    expect(within(first).getByText('13 present · 1 late · 2 absent')).toBeInTheDocument();
    const months = within(first).getByRole('list', { name: 'Attendance by month' });
    expect(within(months).getAllByRole('listitem')).toHaveLength(2);
    expect(within(months).getByText(/November 2026/)).toBeInTheDocument();

    // Paper tests: the mark, the rank and the average, and the chart's numbers as a table.
    const paper = await within(first).findByRole('list', { name: 'Paper test results' });
    expect(within(paper).getByText('45 of 100 · 45% · rank 7 of 30')).toBeInTheDocument();
    expect(within(paper).getByText('Batch average: 61.5%')).toBeInTheDocument();
    expect(
      within(paper).getByRole('row', { name: 'Chemistry Absent / 50 44' }),
    ).toBeInTheDocument();
    const chart = await within(first).findByRole('table', { name: 'Percentage in each test' });
    expect(
      within(chart).getByRole('row', { name: /Unit test 2 .* 45% 61\.5%/ }),
    ).toBeInTheDocument();

    // Homework: pending past its due time, and late work returned with its marks.
    const work = await within(first).findByRole('list', { name: 'Homework' });
    const [overdue, returned] = within(work).getAllByRole('listitem');
    expect(overdue).toHaveTextContent(/Exercise 4\.2.*Due 25 Nov, 5:00\s?pm.*Overdue/);
    expect(returned).toHaveTextContent(/Exercise 4\.1.*Returned · Late.*17\.5 out of 20/);
    expect(within(returned!).getByRole('link', { name: 'Exercise 4.1' })).toHaveAttribute(
      'href',
      '/homework/hw-2?student=child-1',
    );

    // The term's report card, to download in the page's language.
    expect(
      await within(first).findByRole('link', { name: /Winter term.*Class 12 Science/ }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining('/api/report-cards/students/child-1/card.pdf'),
    );

    const results = await within(first).findByRole('list', { name: 'Latest test results' });
    expect(within(results).getByText('Physics weekly test')).toBeInTheDocument();
    expect(within(results).getByText('Rank 2 of 31')).toBeInTheDocument();
    // A parent has no result page to open: the title is not a link.
    expect(within(results).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(first).getByRole('progressbar', { name: 'Progress in Class 12 Chemistry' }),
    ).toHaveAttribute('aria-valuenow', '40');
    // What the child owes, to pay from the parent's phone (the order is the child's).
    const dues = within(first).getByRole('list', { name: 'Aarav Sharma’s fees due' });
    expect(within(dues).getByText('Class 12 Science · Term 2')).toBeInTheDocument();
    expect(within(dues).getByText('₹6,000')).toBeInTheDocument();
    expect(within(dues).getByText(/Overdue since 10 Nov 2026/)).toBeInTheDocument();
    expect(
      within(dues).getByRole('button', { name: 'Pay Class 12 Science · Term 2 now' }),
    ).toBeVisible();
    expect(within(first).getByRole('link', { name: /receipt/i })).toHaveAttribute(
      'href',
      '/api/payments/orders/order-1/receipt',
    );

    // One child's trouble is that child's alone.
    const second = screen.getByRole('region', { name: 'Diya Sharma' });
    expect(await within(second).findByText('No classes marked yet.')).toBeInTheDocument();
    expect(await within(second).findByText('No paper test results yet.')).toBeInTheDocument();
    expect(await within(second).findByText('No homework yet.')).toBeInTheDocument();
    expect(await within(second).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Link another child' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('without a child yet, offers to link one with the child’s code', async () => {
    stubApi({
      'GET /api/timetable': noClasses,
      'GET /api/parent/children': ok({ children: [] }),
    });
    renderApp('/parent', { user: parent });
    expect(await screen.findByLabelText('Parent code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link child' })).toBeInTheDocument();
  });

  it('is the parent’s alone: a student is sent to their own home', async () => {
    stubApi({ 'GET /api/timetable': noClasses });
    const { router } = renderApp('/parent', { user: makeUser(ROLES.student) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
