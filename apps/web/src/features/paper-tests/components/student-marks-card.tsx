import { useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaperTestSheet } from '@academy/contract/paper-tests';
import { formatCount } from '@academy/contract/indian-numbers';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cellKey, type MarkDrafts } from './use-mark-drafts';
import { percentText } from './score-text';

/**
 * The phone's marks entry: one student at a time, a field a subject. Enter moves to the next
 * subject, and from the last saves this student's marks and opens the next student.
 */
export function StudentMarksCard({
  sheet,
  drafts,
  save,
  saving,
}: {
  sheet: PaperTestSheet;
  drafts: MarkDrafts;
  /** Saves the student's changed marks; false when they could not be saved. */
  save: (studentIds: string[]) => Promise<boolean>;
  saving: boolean;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const student = sheet.students[index];
  if (!student) return null;
  const position = formatCount(index + 1);
  const count = formatCount(sheet.students.length);
  const last = index === sheet.students.length - 1;

  const saveAndNext = async () => {
    if ((await save([student.id])) && !last) setIndex(index + 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, column: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = document.getElementById(fieldId(sheet.subjects[column + 1]?.id ?? ''));
    if (next) next.focus();
    else void saveAndNext();
  };
  const fieldId = (subjectId: string) => `marks-${subjectId}`;
  const name = student.name;
  const result = student.result;
  const percent = percentText(result?.percent ?? null);
  const rank = result?.rank ? formatCount(result.rank) : null;
  return (
    <section aria-labelledby="marks-student" className="grid gap-4 rounded-lg border bg-card p-4">
      <header>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Student {position} of {count}
          </Trans>
        </p>
        <h2 id="marks-student" className="text-lg font-semibold">
          {name}
        </h2>
        {result && <p className="text-sm">{rank ? t`${percent} · rank ${rank}` : t`Absent`}</p>}
      </header>
      {sheet.subjects.map((subject, column) => {
        const subjectName = subject.name;
        const max = String(subject.maxMarks);
        return (
          <FormField
            key={subject.id}
            id={fieldId(subject.id)}
            label={t`${subjectName} (out of ${max})`}
            hint={t`Type AB if absent`}
            error={drafts.problemOf(student.id, subject.id) ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint={column === sheet.subjects.length - 1 ? 'done' : 'next'}
                value={drafts.textOf(student.id, subject.id)}
                onChange={(e) => drafts.set({ [cellKey(student.id, subject.id)]: e.target.value })}
                onKeyDown={(e) => onKeyDown(e, column)}
              />
            )}
          </FormField>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <Trans>Previous student</Trans>
        </Button>
        <Button type="button" disabled={saving} onClick={() => void saveAndNext()}>
          {last ? <Trans>Save</Trans> : <Trans>Save and next</Trans>}
        </Button>
      </div>
    </section>
  );
}
