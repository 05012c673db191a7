import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import type { StudentImportPreview } from '@academy/contract/student-import';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { pluralForm } from '@/lib/i18n/plural-form';

/**
 * What the preview found: each problem by the row the spreadsheet shows ("Row 4: Phone number is
 * not valid"), or, with none, what the import will do.
 */
export function ImportPreview({ preview }: { preview: StudentImportPreview }) {
  const { t, i18n } = useLingui();
  const problems = preview.rows.flatMap((row) =>
    row.problems.map((problem) => {
      const rowNumber = row.rowNumber;
      const text = translateMessage(i18n, problem.message);
      const other = problem.otherRow;
      return {
        key: `${rowNumber}-${problem.column}`,
        text: other ? t`Row ${rowNumber}: ${text} (row ${other})` : t`Row ${rowNumber}: ${text}`,
      };
    }),
  );
  const { students, seated, waiting, parentsLinked, parentsCreated } = preview.summary;
  const studentsForm = pluralForm(i18n, students);
  const studentCount = formatCount(students);
  const seatedForm = pluralForm(i18n, seated);
  const seatedCount = formatCount(seated);
  const waitingForm = pluralForm(i18n, waiting);
  const waitingCount = formatCount(waiting);
  const linkedForm = pluralForm(i18n, parentsLinked);
  const linkedCount = formatCount(parentsLinked);
  const createdForm = pluralForm(i18n, parentsCreated);
  const createdCount = formatCount(parentsCreated);

  if (problems.length > 0) {
    const rows = preview.summary.rowsWithProblems;
    return (
      <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
        <p className="font-medium text-destructive">
          <Trans>
            {rows} of {students} rows have problems. Fix them in the file and preview it again:
          </Trans>
        </p>
        <ul className="mt-2 grid gap-1 pl-5 list-disc">
          {problems.map((p) => (
            <li key={p.key}>{p.text}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-md border p-3 text-sm">
      <p className="font-medium">
        <Trans>No problems found. Importing will add:</Trans>
      </p>
      <ul className="mt-2 grid gap-1 pl-5 list-disc">
        <li>
          {t`${select(studentsForm, { one: `${studentCount} student`, other: `${studentCount} students` })}`}
        </li>
        <li>
          {t`${select(seatedForm, { one: `${seatedCount} seat in a batch`, other: `${seatedCount} seats in batches` })}`}
        </li>
        <li>
          {t`${select(waitingForm, { one: `${waitingCount} place on a waiting list`, other: `${waitingCount} places on waiting lists` })}`}
        </li>
        <li>
          {t`${select(linkedForm, { one: `${linkedCount} link to a parent's account`, other: `${linkedCount} links to parents' accounts` })}`}
        </li>
        <li>
          {t`${select(createdForm, { one: `${createdCount} new parent's account`, other: `${createdCount} new parents' accounts` })}`}
        </li>
      </ul>
    </div>
  );
}
