import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAPER_TEST_MESSAGES, type PaperTestSheet } from '@academy/contract/paper-tests';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { toast } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePaperTest } from '../api/get-paper-test';
import { usePublishPaperTest } from '../api/publish-paper-test';
import { useSaveMarks } from '../api/save-marks';
import { MarksGrid } from '../components/marks-grid';
import { percentText } from '../components/score-text';
import { StudentMarksCard } from '../components/student-marks-card';
import { useMarkDrafts } from '../components/use-mark-drafts';

/** /paper-tests/:id: a paper test's marks, a grid on a laptop and a student at a time on a phone. */
export function MarksPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const sheet = usePaperTest(id);
  if (sheet.isPending) return <Spinner label={t`Loading the marks`} />;
  if (sheet.isError) return <LoadError error={sheet.error} className="px-4 py-8" />;
  return <Marks sheet={sheet.data} />;
}

function Marks({ sheet }: { sheet: PaperTestSheet }) {
  const { t, i18n } = useLingui();
  const wide = useMediaQuery('(min-width: 640px)');
  const drafts = useMarkDrafts(sheet);
  const saveMarks = useSaveMarks(sheet.id);
  const publish = usePublishPaperTest(sheet.id);
  const [failure, setFailure] = useState<string | null>(null);
  const day = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  const save = async (studentIds?: string[]) => {
    setFailure(null);
    const { entries, problem } = drafts.changes(studentIds);
    if (problem) {
      const name = problem.student.name;
      const subject = problem.subject.name;
      const message = translateMessage(i18n, problem.message);
      setFailure(t`${name} in ${subject}: ${message}`);
      return false;
    }
    if (entries.length === 0) return true;
    try {
      const { message } = await saveMarks.mutateAsync({ entries });
      drafts.settle(entries);
      if (message) toast.success(message);
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const onPublish = async () => {
    setFailure(null);
    try {
      const { message } = await publish.mutateAsync();
      if (message) toast.success(message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const date = day.format(new Date(sheet.heldOn));
  const batch = sheet.batch.name;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <Link
          to={`/paper-tests?batch=${sheet.batch.id}`}
          className="w-fit text-sm text-primary underline-offset-4 hover:underline"
        >
          <Trans>All paper tests of {batch}</Trans>
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{sheet.name}</h1>
        <p className="text-muted-foreground">
          {batch} · {date}
        </p>
      </header>
      {sheet.students.length === 0 ? (
        <p className="text-muted-foreground">
          {translateMessage(i18n, PAPER_TEST_MESSAGES.noStudents)}
        </p>
      ) : wide ? (
        <>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Type marks down a column: Enter moves to the next student. Type AB for absent. A
              column copied from a spreadsheet can be pasted into the first cell.
            </Trans>
          </p>
          <MarksGrid sheet={sheet} drafts={drafts} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={saveMarks.isPending} onClick={() => void save()}>
              <Trans>Save marks</Trans>
            </Button>
          </div>
        </>
      ) : (
        <StudentMarksCard sheet={sheet} drafts={drafts} save={save} saving={saveMarks.isPending} />
      )}
      {failure && <FormAlert message={failure} />}
      {sheet.summary ? (
        <Summary sheet={sheet} />
      ) : (
        sheet.students.length > 0 && (
          <section aria-labelledby="publish" className="grid gap-2 rounded-lg border p-4">
            <h2 id="publish" className="font-semibold">
              <Trans>Publish the results</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Totals, percentages and ranks are worked out, and each student and their parents are
                told on the app and by text. Marks corrected afterwards publish again, without new
                texts.
              </Trans>
            </p>
            <Button
              type="button"
              className="w-fit"
              disabled={drafts.dirty || publish.isPending}
              onClick={() => void onPublish()}
            >
              <Trans>Publish results</Trans>
            </Button>
            {drafts.dirty && (
              <p className="text-sm">
                <Trans>Save the marks first.</Trans>
              </p>
            )}
          </section>
        )
      )}
    </div>
  );
}

function Summary({ sheet }: { sheet: PaperTestSheet }) {
  const { t } = useLingui();
  const summary = sheet.summary!;
  const average = percentText(summary.average);
  const ranked = formatCount(summary.ranked);
  return (
    <section aria-labelledby="summary" className="grid gap-2 rounded-lg border p-4">
      <h2 id="summary" className="font-semibold">
        <Trans>Results published</Trans>
      </h2>
      <p>
        <Trans>
          Average {average} of {ranked} students who sat it
        </Trans>
      </p>
      <ul className="grid gap-1 text-sm" aria-label={t`Subject toppers`}>
        {sheet.subjects.map((subject) => {
          const top = summary.toppers.find((x) => x.subjectId === subject.id);
          const subjectName = subject.name;
          const names = top?.students.map((s) => s.name).join(', ') || '–';
          const marks = String(top?.marks ?? '–');
          return (
            <li key={subject.id}>
              <Trans>
                Top in {subjectName}: {names} ({marks})
              </Trans>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
