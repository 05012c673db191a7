import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import {
  TIMETABLE_MESSAGES,
  type AttendanceSheet,
  type ClassOccurrence,
} from '@academy/contract/timetable';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const teacher = makeUser(ROLES.teacher, {
  userId: 'teacher-1',
  name: 'Meera Iyer',
  school: null,
  class: null,
  gender: null,
});

const occurrence: ClassOccurrence = {
  key: 'session-1',
  batch: { id: 'batch-1', name: 'Class 10 Science' },
  slotId: 'slot-1',
  originalDate: '2026-11-23',
  date: '2026-11-23',
  startTime: '17:00',
  durationMinutes: 60,
  subject: 'Physics',
  teacher: { id: 'teacher-1', name: 'Meera Iyer' },
  room: 'Room 2',
  onlineLink: null,
  isOnline: false,
  cancelled: false,
  changed: false,
  extra: false,
  note: null,
  recordingUrl: null,
  marked: false,
};

const sheet: AttendanceSheet = {
  occurrence,
  students: [
    { id: 's-1', name: 'Aarav Sharma', status: 'present' },
    { id: 's-2', name: 'Diya Patel', status: 'present' },
    { id: 's-3', name: 'Kabir Das', status: 'present' },
  ],
  markedAt: null,
};

describe('a class’s register', () => {
  it('starts everyone present; a tap marks the exceptions, and Save sends them', async () => {
    const sent = vi.fn();
    let failOnce = true;
    stubApi({
      'GET /api/classes/session-1/attendance': () => ({ body: { success: true, data: sheet } }),
      'PUT /api/classes/session-1/attendance': ({ body }) => {
        sent(body);
        if (failOnce) {
          failOnce = false;
          return {
            status: 409,
            body: { success: false, message: 'This class has not begun yet' },
          };
        }
        return { body: { success: true, message: 'Attendance saved', data: sheet } };
      },
    });
    const { events } = renderApp('/classes/session-1', { user: teacher });
    expect(
      await screen.findByRole('heading', { name: /^Physics, Monday/, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 present · 0 absent · 0 late')).toBeInTheDocument();
    // Not yet marked: the register says so, rather than passing the defaults off as marks.
    expect(screen.getByText(/^Not taken yet: everyone starts as present\./)).toBeInTheDocument();
    const aarav = screen.getByRole('group', { name: 'Aarav Sharma' });
    expect(within(aarav).getByRole('radio', { name: 'Present' })).toBeChecked();

    await events.click(within(aarav).getByText('Absent'));
    await events.click(within(screen.getByRole('group', { name: 'Kabir Das' })).getByText('Late'));
    expect(screen.getByText('1 present · 1 absent · 1 late')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('This class has not begun yet')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
    expect(sent).toHaveBeenLastCalledWith({ absent: ['s-1'], late: ['s-3'] });

    // All present undoes the exceptions.
    await events.click(screen.getByRole('button', { name: 'All present' }));
    expect(screen.getByText('3 present · 0 absent · 0 late')).toBeInTheDocument();
  });

  it('cancels one class for a holiday; the server’s word on a field shows under it', async () => {
    const sent = vi.fn();
    stubApi({
      'GET /api/classes/session-1/attendance': () => ({ body: { success: true, data: sheet } }),
      'PUT /api/classes/session-1': ({ body }) => {
        sent(body);
        const { date } = body as { date: string };
        return date === '2026-11-23'
          ? { body: { success: true, message: TIMETABLE_MESSAGES.sessionSaved, data: occurrence } }
          : {
              status: 400,
              body: {
                success: false,
                message: TIMETABLE_MESSAGES.dateOutsideBatch,
                errors: { date: TIMETABLE_MESSAGES.dateOutsideBatch },
              },
            };
      },
    });
    const { events } = renderApp('/classes/session-1', { user: teacher });
    await events.click(await screen.findByRole('button', { name: 'Change or cancel this class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change this class' });
    await events.click(within(dialog).getByLabelText('Cancel this class'));
    await events.type(within(dialog).getByLabelText('Reason shown to the batch'), 'Diwali');
    const date = within(dialog).getByLabelText('Date');
    await events.clear(date);
    await events.type(date, '2027-12-01');
    await events.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(
      await within(dialog).findByText(TIMETABLE_MESSAGES.dateOutsideBatch),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await events.clear(date);
    await events.type(date, '2026-11-23');
    await events.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(await screen.findByText(TIMETABLE_MESSAGES.sessionSaved)).toBeInTheDocument();
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ cancelled: true, note: 'Diwali', date: '2026-11-23' }),
    );
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('has no register for a cancelled class', async () => {
    stubApi({
      'GET /api/classes/session-1/attendance': () => ({
        body: {
          success: true,
          data: { ...sheet, occurrence: { ...occurrence, cancelled: true } },
        },
      }),
    });
    renderApp('/classes/session-1', { user: teacher });
    expect(
      await screen.findByText('This class is cancelled: there is no attendance to take.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
  });
});
