import { useId, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Upload } from 'lucide-react';
import type { CsvQuestion } from '@academy/contract/mock-test-csv';
import { formatCount } from '@academy/contract/indian-numbers';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { toast } from '@/lib/toast';
import { pluralForm } from '@/lib/i18n/plural-form';
import { CSV_TEMPLATE_URL, importCsv } from '../api/mock-tests';

/** A CSV problem in the page's language: "Row 3: Topic is required", or the file's. */
function csvErrorText(i18n: I18n, message: string): string {
  const match = /^Row (\d+): (.*)$/s.exec(message);
  if (!match) return translateMessage(i18n, message);
  const row = match[1]!;
  const said = match[2]!;
  const text = translateMessage(i18n, said);
  return i18n._(msg`Row ${row}: ${text}`);
}

interface QuestionCsvImportProps {
  /** Students have answered the test: its questions can no longer be added to. */
  disabled: boolean;
  /** The file's questions, checked by the server, to be added to the draft. */
  onImport: (questions: CsvQuestion[]) => void;
}

/** The test editor's CSV import: the template, the file, and each bad row by its number. */
export function QuestionCsvImport({ disabled, onImport }: QuestionCsvImportProps) {
  const [csvErrors, setCsvErrors] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const { t, i18n } = useLingui();
  const headingId = useId();

  async function onFile(file: File | undefined) {
    if (!file) return;
    setImporting(true);
    setCsvErrors([]);
    try {
      const { questions } = await importCsv(await file.text());
      onImport(questions);
      const countForm = pluralForm(i18n, questions.length);
      const questionCount = formatCount(questions.length);
      toast.success(
        t`${select(countForm, { one: `${questionCount} question imported`, other: `${questionCount} questions imported` })}`,
      );
    } catch (error) {
      if (error instanceof ApiError) {
        const rows = Object.values(error.fieldErrors);
        setCsvErrors((rows.length ? rows : [error.message]).map((m) => csvErrorText(i18n, m)));
      } else setCsvErrors([t`The file could not be read`]);
    } finally {
      setImporting(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Import questions from a CSV file</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          One question a row: section, question, option A to D, answer (A, B, C or D), topic and an
          optional explanation. Questions go into the section of the same title (a new one if none
          matches).
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={CSV_TEMPLATE_URL} download>
            <Download aria-hidden="true" /> <Trans>Download template</Trans>
          </a>
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={importing || disabled}
          onClick={() => fileRef.current?.click()}
        >
          <Upload aria-hidden="true" /> {importing ? t`Importing…` : t`Import CSV`}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label={t`CSV file of questions`}
          tabIndex={-1}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {csvErrors.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">
            <Trans>Nothing was imported. Fix these rows and import the file again:</Trans>
          </p>
          <ul className="mt-2 list-disc pl-5">
            {csvErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
