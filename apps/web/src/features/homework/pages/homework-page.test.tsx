import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeworkDetails, RosterRow } from '@academy/contract/homework';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const details: HomeworkDetails = {
  id: 'hw-1',
  batch: { id: 'batch-1', name: 'Class 12 Science' },
  title: 'Exercise 4.2',
  instructions: 'Questions 1 to 5.',
  dueAt: '2026-11-25T11:30:00.000Z',
  cutoffAt: '2026-11-26T11:30:00.000Z',
  maxMarks: 20,
  hasPdf: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  submission: null,
  can: { submit: false, check: true },
};

const submission = {
  id: 'sub-1',
  student: { id: 'student-1', name: 'Aarav Sharma' },
  submittedAt: '2026-11-25T12:00:00.000Z',
  late: true,
  photos: [{ id: 'photo-1', width: 1200, height: 1600 }],
  pdfId: null,
  returned: false,
  marks: null,
  comment: null,
  returnedAt: null,
};
const roster: RosterRow[] = [
  { student: { id: 'student-1', name: 'Aarav Sharma' }, submission },
  { student: { id: 'student-2', name: 'Bela Das' }, submission: null },
];

const ok = (data: unknown, message?: string) => () => ({
  body: { success: true, data, message },
});

describe('a homework’s page', () => {
  it('shows its teacher who has not submitted, and checks marks against the maximum before sending', async () => {
    const returns: unknown[] = [];
    stubApi({
      'GET /api/homework/hw-1': ok(details),
      'GET /api/homework/hw-1/students?show=all&page=1': ok({
        items: roster,
        page: 1,
        pageSize: 30,
        total: 2,
      }),
      'POST /api/homework/submissions/sub-1/return': ({ body }) => {
        returns.push(body);
        return { body: { success: true, data: null, message: 'Returned to the student' } };
      },
    });
    renderApp('/homework/hw-1', { user: makeUser(ROLES.teacher) });
    expect(await screen.findByRole('heading', { name: 'Exercise 4.2', level: 1 })).toBeVisible();
    expect(screen.getByText(/Due 25 Nov, 5:00\s?pm · No submissions after 26 Nov/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the homework’s PDF' })).toHaveAttribute(
      'href',
      '/api/homework/hw-1/pdf',
    );
    const students = await screen.findByRole('list', { name: 'Students' });
    // Each student's own item, not the photos listed inside it.
    const [aarav, bela] = within(students)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === students);
    expect(bela).toHaveTextContent('Bela DasNot submitted');
    expect(within(aarav!).getByText(/Submitted · Late/)).toBeVisible();
    expect(
      within(aarav!).getByRole('img', { name: 'Photo 1 of Aarav Sharma’s work' }),
    ).toHaveAttribute('src', '/api/homework/submissions/sub-1/files/photo-1');

    const user = userEvent.setup();
    const form = within(aarav!).getByRole('form', { name: 'Check Aarav Sharma’s work' });
    await user.type(within(form).getByLabelText('Marks out of 20'), '25');
    await user.click(within(form).getByRole('button', { name: 'Return to Aarav Sharma' }));
    expect(await within(form).findByText('Marks cannot be more than the maximum')).toBeVisible();
    expect(returns).toEqual([]);
    await user.clear(within(form).getByLabelText('Marks out of 20'));
    await user.type(within(form).getByLabelText('Marks out of 20'), '17.5');
    await user.type(within(form).getByLabelText('Comment'), 'Show the units');
    await user.click(within(form).getByRole('button', { name: 'Return to Aarav Sharma' }));
    expect(await screen.findByText('Returned to the student')).toBeVisible();
    expect(returns).toEqual([{ marks: 17.5, comment: 'Show the units' }]);
  });

  it('shows the student their work returned with its marks, and no way to replace it', async () => {
    stubApi({
      'GET /api/homework/hw-1': ok({
        ...details,
        submission: { ...submission, returned: true, marks: 17.5, comment: 'Neat' },
        can: { submit: false, check: false },
      }),
    });
    renderApp('/homework/hw-1', { user: makeUser(ROLES.student, { userId: 'student-1' }) });
    const mine = await screen.findByRole('region', { name: 'Your submission' });
    expect(within(mine).getByText('Marks: 17.5 out of 20')).toBeVisible();
    expect(within(mine).getByText('Neat')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Submit|Replace/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Students' })).not.toBeInTheDocument();
  });

  it('shows a parent the work of the child their home named', async () => {
    stubApi({
      'GET /api/homework/hw-1?student=student-2': ok({
        ...details,
        submission: { ...submission, student: { id: 'student-2', name: 'Bela Das' } },
        can: { submit: false, check: false },
      }),
    });
    renderApp('/homework/hw-1?student=student-2', { user: makeUser(ROLES.parent) });
    const theirs = await screen.findByRole('region', { name: 'Bela Das’s submission' });
    expect(within(theirs).getByText(/Late/)).toBeVisible();
  });
});
