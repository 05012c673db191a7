import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_CARD_MESSAGES } from '@academy/contract/report-cards';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const teacher = makeUser(ROLES.teacher, { userId: 'teacher-1', name: 'Meera Iyer' });
const term = { id: 'term-1', name: 'Winter term', startsOn: '2026-10-01', endsOn: '2026-12-31' };
const students = [
  { student: { id: 's-1', name: 'Aarav Sharma' }, remark: '', updatedAt: null },
  { student: { id: 's-2', name: 'Diya Patel' }, remark: 'Neat work.', updatedAt: null },
];
const remarksUrl = (page: number, pageSize: number) =>
  `GET /api/report-cards/remarks?termId=term-1&batchId=batch-1&page=${page}&pageSize=${pageSize}`;
const pageOf = <T,>(items: T[], page: number, pageSize: number, total: number) => ({
  body: { success: true, data: { items, page, pageSize, total } },
});

function stubReportCards(save: (body: unknown) => { status?: number; body: unknown }) {
  return stubApi({
    'GET /api/teacher/batches': () => ({
      body: { success: true, data: [{ id: 'batch-1', name: 'Class 10 Science', subjects: [] }] },
    }),
    'GET /api/report-cards/terms?page=1&pageSize=100': () => pageOf([term], 1, 100, 1),
    [remarksUrl(1, 1)]: () => pageOf([students[0]], 1, 1, 2),
    [remarksUrl(2, 1)]: () => pageOf([students[1]], 2, 1, 2),
    [remarksUrl(1, 20)]: () => pageOf(students, 1, 20, 2),
    'PUT /api/report-cards/remarks': ({ body }) => save(body),
  });
}

describe('the remarks of a batch’s term', () => {
  it('go one student at a time on a phone: Save and next opens the next student', async () => {
    const sent = vi.fn();
    let refuseOnce = true;
    stubReportCards((body) => {
      sent(body);
      if (refuseOnce) {
        refuseOnce = false;
        const message = REPORT_CARD_MESSAGES.remarkTooLong;
        return { status: 400, body: { success: false, message, errors: { remark: message } } };
      }
      return {
        body: { success: true, message: REPORT_CARD_MESSAGES.remarkSaved, data: students[0] },
      };
    });
    const { events } = renderApp('/report-cards', { user: teacher });
    expect(await screen.findByText('Student 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download all as ZIP/ })).toHaveAttribute(
      'href',
      '/api/report-cards/batches/batch-1/cards.zip?termId=term-1',
    );
    expect(screen.getByRole('link', { name: 'Report card of Aarav Sharma' })).toHaveAttribute(
      'href',
      '/api/report-cards/students/s-1/card.pdf?termId=term-1&batchId=batch-1',
    );
    const field = screen.getByLabelText('Remark for Aarav Sharma');
    expect(field).toHaveAttribute('maxLength', '500');
    await events.type(field, 'Asks good questions.');
    expect(screen.getByText('480 characters left')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save and next' }));
    // The server's word on the field shows under it, and the student stays.
    expect(await screen.findByText(REPORT_CARD_MESSAGES.remarkTooLong)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByLabelText('Remark for Diya Patel')).toHaveValue('Neat work.');
    expect(screen.getByText('Student 2 of 2')).toBeInTheDocument();
    expect(sent).toHaveBeenLastCalledWith({
      termId: 'term-1',
      batchId: 'batch-1',
      studentId: 's-1',
      remark: 'Asks good questions.',
    });
    // The last student's button only saves.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next student' })).toBeDisabled();
  });

  it('are a list of every student on a laptop', async () => {
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = wide(query);
      return query === '(min-width: 640px)'
        ? ({
            ...list,
            matches: true,
            addEventListener: () => {},
            removeEventListener: () => {},
          } as MediaQueryList)
        : list;
    });
    stubReportCards(() => ({ body: { success: true } }));
    renderApp('/report-cards', { user: teacher });
    expect(await screen.findByLabelText('Remark for Aarav Sharma')).toHaveValue('');
    expect(screen.getByLabelText('Remark for Diya Patel')).toHaveValue('Neat work.');
    expect(screen.queryByText(/Student \d of/)).not.toBeInTheDocument();
  });
});
