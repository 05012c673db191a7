import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaperTestSheet } from '@academy/contract/paper-tests';
import { formatCount } from '@academy/contract/indian-numbers';
import { Table } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { cellKey, type MarkDrafts } from './use-mark-drafts';
import { percentText } from './score-text';

/**
 * The laptop's marks grid: a column a subject, a row a student. Enter or ↓ moves down the
 * column and ↑ up, so a teacher types a subject's marks straight down; a column pasted from a
 * spreadsheet fills down from the cell (several columns fill across too). "a" or "AB" is absent.
 */
export function MarksGrid({ sheet, drafts }: { sheet: PaperTestSheet; drafts: MarkDrafts }) {
  const { t } = useLingui();
  const table = useRef<HTMLTableElement>(null);
  const rows = sheet.students.length;

  const focusCell = (row: number, column: number) => {
    const cell = table.current?.querySelector<HTMLInputElement>(`[data-cell="${row}:${column}"]`);
    cell?.focus();
    cell?.select();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const down = (event.key === 'Enter' && !event.shiftKey) || event.key === 'ArrowDown';
    const up = (event.key === 'Enter' && event.shiftKey) || event.key === 'ArrowUp';
    if (!down && !up) return;
    event.preventDefault();
    const next = row + (down ? 1 : -1);
    if (next >= 0 && next < rows) focusCell(next, column);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\n\t]/.test(text)) return;
    event.preventDefault();
    const lines = text.replace(/\r/g, '').replace(/\n$/, '').split('\n');
    const cells: Record<string, string> = {};
    lines.forEach((line, i) => {
      const student = sheet.students[row + i];
      line.split('\t').forEach((value, j) => {
        const subject = sheet.subjects[column + j];
        if (student && subject) cells[cellKey(student.id, subject.id)] = value.trim();
      });
    });
    drafts.set(cells);
    focusCell(Math.min(rows - 1, row + lines.length - 1), column);
  };

  const published = Boolean(sheet.summary);
  const testName = sheet.name;
  return (
    <Table caption={t`Marks of ${testName}`} ref={table}>
      <thead>
        <tr className="border-b">
          <th scope="col" className="p-2">
            <Trans>Student</Trans>
          </th>
          {sheet.subjects.map((s) => {
            const max = String(s.maxMarks);
            const subjectName = s.name;
            return (
              <th key={s.id} scope="col" className="p-2">
                <Trans>
                  {subjectName} (out of {max})
                </Trans>
              </th>
            );
          })}
          {published && (
            <>
              <th scope="col" className="p-2">
                <Trans>Total</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Percentage</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Rank</Trans>
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {sheet.students.map((student, row) => (
          <tr key={student.id} className="border-b last:border-0">
            <th scope="row" className="p-2 font-medium whitespace-nowrap">
              {student.name}
            </th>
            {sheet.subjects.map((subject, column) => {
              const problem = drafts.problemOf(student.id, subject.id);
              const subjectName = subject.name;
              const name = student.name;
              return (
                <td key={subject.id} className="p-1">
                  <input
                    data-cell={`${row}:${column}`}
                    aria-label={t`${subjectName} marks of ${name}`}
                    aria-invalid={Boolean(problem)}
                    inputMode="decimal"
                    autoComplete="off"
                    value={drafts.textOf(student.id, subject.id)}
                    onChange={(e) =>
                      drafts.set({ [cellKey(student.id, subject.id)]: e.target.value })
                    }
                    onKeyDown={(e) => onKeyDown(e, row, column)}
                    onPaste={(e) => onPaste(e, row, column)}
                    className={cn(
                      'h-9 w-20 rounded-md border border-input bg-background px-2 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-ring',
                      problem && 'border-destructive bg-destructive/10',
                    )}
                  />
                </td>
              );
            })}
            {published && (
              <>
                <td className="p-2 tabular-nums">{String(student.result?.total ?? '–')}</td>
                <td className="p-2 tabular-nums">{percentText(student.result?.percent ?? null)}</td>
                <td className="p-2 tabular-nums">
                  {student.result?.rank ? formatCount(student.result.rank) : t`Absent`}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
