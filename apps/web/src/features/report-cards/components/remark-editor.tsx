import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import type { Locale } from '@academy/contract/locales';
import { REPORT_CARD_LIMITS, reportCardUrl, type RemarkRow } from '@academy/contract/report-cards';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveRemark } from '../api/save-remark';

/** One student's remark for the term, saved on its own, beside their card to download. */
export function RemarkEditor({
  termId,
  batchId,
  row,
  locale,
  saveLabel,
  onSaved,
}: {
  termId: string;
  batchId: string;
  row: RemarkRow;
  /** The language of the card to download. */
  locale: Locale;
  /** "Save and next" on a phone, which then shows the next student. */
  saveLabel?: string;
  onSaved?: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveRemark();
  const [remark, setRemark] = useState(row.remark);
  const [error, setError] = useState<string | undefined>();
  const name = row.student.name;
  const id = `remark-${row.student.id}`;
  const left = formatCount(REPORT_CARD_LIMITS.remarkMax - remark.length);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    try {
      const { message } = await save.mutateAsync({
        termId,
        batchId,
        studentId: row.student.id,
        remark,
      });
      if (message) toast.success(message);
      onSaved?.();
    } catch (failure) {
      const text = failure instanceof Error ? failure.message : String(failure);
      setError(failure instanceof ApiError ? (failure.fieldErrors.remark ?? text) : text);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={name}
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <FormField
        id={id}
        label={t`Remark for ${name}`}
        error={error}
        hint={t`${left} characters left`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={remark}
            maxLength={REPORT_CARD_LIMITS.remarkMax}
            onChange={(e) => setRemark(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {saveLabel ?? <Trans>Save</Trans>}
        </Button>
        <a
          href={reportCardUrl(row.student.id, { termId, batchId }, locale)}
          download
          aria-label={t`Report card of ${name}`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>Report card</Trans>
        </a>
      </div>
    </form>
  );
}
