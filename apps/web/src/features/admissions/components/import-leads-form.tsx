import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useImportLeads } from '../api/import-leads';

/** "Import a sign-up sheet": a fair's CSV (name, phone, program) as leads of its campaign. */
export function ImportLeadsForm() {
  const { t, i18n } = useLingui();
  const importing = useImportLeads();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('sheet');
    setErrors({});
    setFailure(null);
    try {
      await importing.mutateAsync({
        csv: file instanceof File ? await file.text() : '',
        campaign: String(data.get('campaign') ?? ''),
      });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const rows = Object.entries(errors).filter(([key]) => key.startsWith('row '));
  const created = formatCount(importing.data?.data.created ?? 0);
  const joined = formatCount(importing.data?.data.joined ?? 0);
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
      aria-labelledby="import-heading"
    >
      <h2 id="import-heading" className="text-lg font-semibold">
        <Trans>Import a sign-up sheet</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>A CSV file with the columns name, phone and, if you like, program.</Trans>
      </p>
      <FormField id="import-campaign" label={t`Fair or campaign`} error={errors.campaign}>
        {(control) => <Input {...control} name="campaign" maxLength={100} />}
      </FormField>
      <FormField id="import-sheet" label={t`CSV file`} error={errors.csv}>
        {(control) => <Input {...control} name="sheet" type="file" accept=".csv,text/csv" />}
      </FormField>
      {failure && <FormAlert message={failure} />}
      {rows.length > 0 && (
        <ul className="grid gap-1 text-sm text-destructive">
          {rows.map(([row, message]) => (
            <li key={row}>
              {row}: {translateMessage(i18n, message)}
            </li>
          ))}
        </ul>
      )}
      {importing.isSuccess && (
        <p role="status">
          <Trans>
            New leads: {created} · added to existing leads: {joined}
          </Trans>
        </p>
      )}
      <Button type="submit" disabled={importing.isPending} className="justify-self-start">
        <Trans>Import</Trans>
      </Button>
    </form>
  );
}
