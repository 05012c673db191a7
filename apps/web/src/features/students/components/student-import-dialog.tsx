import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import type { StudentImportPreview } from '@academy/contract/student-import';
import {
  STUDENT_IMPORT_LIMITS,
  STUDENT_IMPORT_MESSAGES,
} from '@academy/contract/student-import-messages';
import { toast } from '@/lib/toast';
import { pluralForm } from '@/lib/i18n/plural-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import {
  STUDENT_IMPORT_TEMPLATE_URL,
  previewStudentImport,
  useImportStudents,
} from '../api/import-students';
import { ImportPreview } from './import-preview';
import { Textarea } from '@/components/ui/textarea';

interface StudentImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Import from CSV: a file (or pasted text) is previewed first, row by row; Import is offered only
 * for the very text previewed without problems, and the server checks it all again.
 */
export function StudentImportDialog({ open, onOpenChange }: StudentImportDialogProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<{ csv: string; result: StudentImportPreview } | null>(
    null,
  );
  const [failure, setFailure] = useState('');
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [sendWelcome, setSendWelcome] = useState(false);
  const importStudents = useImportStudents();

  const reset = () => {
    setCsv('');
    setPreview(null);
    setFailure('');
    setSendWelcome(false);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const errorText = (error: unknown) =>
    error instanceof ApiError ? error.message : t`Something went wrong.`;

  // A file over the limit is not read, nor sent: the server would refuse it in these words.
  async function readFile(file: File) {
    setFailure('');
    setPreview(null);
    if (file.size > STUDENT_IMPORT_LIMITS.csvMax) {
      setCsv('');
      setFailure(STUDENT_IMPORT_MESSAGES.csvTooLarge);
      return;
    }
    try {
      setCsv(await file.text());
    } catch {
      // Moved or deleted since it was chosen, or a folder.
      setCsv('');
      setFailure(STUDENT_IMPORT_MESSAGES.csvUnreadable);
    }
  }

  async function runPreview() {
    setFailure('');
    setPreview(null);
    setIsPreviewing(true);
    try {
      setPreview({ csv, result: await previewStudentImport(csv) });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setIsPreviewing(false);
    }
  }

  async function runImport() {
    setFailure('');
    try {
      const { data } = await importStudents.mutateAsync({ csv, sendWelcome });
      const n = data.summary.students;
      const count = formatCount(n);
      toast.success(
        t`${select(pluralForm(i18n, n), { one: `${count} student imported`, other: `${count} students imported` })}`,
      );
      close(false);
    } catch (error) {
      // Refused because the academy changed since the preview (a phone registered meanwhile):
      // preview again, so the rows now in the way are listed.
      if (error instanceof ApiError && error.status === 400) await runPreview();
      setFailure(errorText(error));
    }
  }

  const isPreviewed = preview !== null && preview.csv === csv;
  const canImport = isPreviewed && preview.result.summary.rowsWithProblems === 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>
          <Trans>Import students from CSV</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            One student a row. Required columns: name, phone and class, and stream for classes 11
            and 12. Optional: gender, school, a batch's name and the parent's phone. Columns may
            come in any order. New students sign in with “Forgot password”, which sends a code to
            their phone.
          </Trans>
        </DialogDescription>
        <Button variant="outline" asChild className="justify-self-start">
          <a href={STUDENT_IMPORT_TEMPLATE_URL} download>
            <Download aria-hidden="true" /> <Trans>Download template</Trans>
          </a>
        </Button>
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-file`}>
            <Trans>CSV file</Trans>
          </Label>
          <input
            id={`${uid}-file`}
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void readFile(file);
            }}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-text`}>
            <Trans>Or paste the CSV</Trans>
          </Label>
          <Textarea
            id={`${uid}-text`}
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
            rows={4}
            spellCheck={false}
            className="font-mono sm:text-sm"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!csv.trim() || isPreviewing}
          onClick={() => void runPreview()}
        >
          {isPreviewing ? t`Checking…` : t`Preview`}
        </Button>
        {failure && <FormAlert message={failure} />}
        {isPreviewed && <ImportPreview preview={preview.result} />}
        {canImport && (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={sendWelcome}
              onChange={(e) => setSendWelcome(e.target.checked)}
            />
            <span>
              <Trans>
                Send a welcome message: to each student by SMS, with how to set a password, and a
                list of them to the academy's email and Telegram
              </Trans>
            </span>
          </label>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="button"
            disabled={!canImport || importStudents.isPending}
            onClick={() => void runImport()}
          >
            {importStudents.isPending ? t`Importing…` : t`Import`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
