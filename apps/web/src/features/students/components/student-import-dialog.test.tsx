import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import {
  STUDENT_IMPORT_MESSAGES as M,
  type StudentImportPreview,
  type StudentImportRow,
} from '@academy/contract/student-import';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const CSV = 'name,phone,class,stream,gender,school\nAsha,9876500001,10,,Female,DPS';
const row = (problems: StudentImportRow['problems']): StudentImportRow => ({
  rowNumber: 2,
  values: {
    name: 'Asha',
    phone: '9876500001',
    class: '10',
    stream: '',
    gender: 'Female',
    school: 'DPS',
    batch: '',
    parent_phone: '',
  },
  problems,
  outcome: problems.length ? null : { batch: null, parent: null },
});
const previewOf = (problems: StudentImportRow['problems']): StudentImportPreview => ({
  rows: [row(problems)],
  summary: {
    students: 1,
    rowsWithProblems: problems.length ? 1 : 0,
    seated: 0,
    waiting: 0,
    parentsLinked: 0,
    parentsCreated: 0,
  },
});
const emptyList = { items: [], page: 1, pageSize: 10, total: 0, totalIsCapped: false };

describe('Import from CSV', () => {
  it('imports a clean preview, and lists the rows in the way when the server refuses it', async () => {
    // The first preview is clean; by the import, someone has registered Asha's phone.
    const previews = [previewOf([]), previewOf([{ column: 'phone', message: M.phoneTaken }])];
    const imported = vi.fn();
    stubApi({
      'GET /api/user/admin?q=&sort=name&page=1': () => ({
        body: { success: true, data: emptyList },
      }),
      'POST /api/admin/students/import/preview': () => ({
        body: { success: true, data: previews.shift() },
      }),
      'POST /api/admin/students/import': ({ body }) => {
        imported(body);
        return {
          status: 400,
          body: { success: false, message: M.hasProblems, errors: { 'row2.phone': M.phoneTaken } },
        };
      },
    });
    const { events } = renderApp('/admin/manage-students', { user: makeUser(ROLES.admin) });
    await events.click(await screen.findByRole('button', { name: 'Import from CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import students from CSV' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    await events.type(
      within(dialog).getByLabelText('Or paste the CSV'),
      CSV.replace(/\n/g, '{enter}'),
    );
    await events.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('No problems found. Importing will add:')).toBeVisible();
    await events.click(within(dialog).getByLabelText(/Send a welcome message/));
    await events.click(importButton);

    expect(imported).toHaveBeenCalledWith({ csv: CSV, sendWelcome: true });
    const alert = await within(dialog).findByText(`Row 2: ${M.phoneTaken}`);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByText(M.hasProblems)).toHaveAttribute('role', 'alert');
    expect(importButton).toBeDisabled();
  });
});
