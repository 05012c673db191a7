import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADMISSION_LIMITS,
  MANUAL_LEAD_SOURCES,
  type NewLeadValues,
} from '@academy/contract/admissions';
import { PROGRAM_SLUGS, type ProgramSlug } from '@academy/contract/programs';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { toast } from '@/lib/toast';
import { useAddLead } from '../api/add-lead';
import { SOURCE_LABELS } from './lead-labels';

/** "Add a lead": a walk-in or a call typed in; added (or joined), it opens the lead. */
export function AddLeadForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const add = useAddLead();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setErrors({});
    setFailure(null);
    const program = String(data.get('program') ?? '');
    try {
      const { data: added, message } = await add.mutateAsync({
        name: String(data.get('name') ?? ''),
        phone: String(data.get('phone') ?? ''),
        program: program ? (program as ProgramSlug) : null,
        source: String(data.get('source')) as NewLeadValues['source'],
        note: String(data.get('note') ?? ''),
      });
      if (message) toast.success(message);
      await navigate(`/leads/${added.id}`);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-labelledby="add-lead-heading"
    >
      <h2 id="add-lead-heading" className="text-lg font-semibold">
        <Trans>Add a lead</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lead-name" label={t`Name`} error={errors.name}>
          {(control) => (
            <Input {...control} name="name" maxLength={ADMISSION_LIMITS.nameMax} required />
          )}
        </FormField>
        <FormField id="lead-phone" label={t`Mobile number`} error={errors.phone}>
          {(control) => (
            <Input {...control} name="phone" type="tel" inputMode="tel" autoComplete="off" />
          )}
        </FormField>
        <FormField id="lead-program" label={t`Class or program`} error={errors.program}>
          {(control) => (
            <Select {...control} name="program" defaultValue="">
              <option value="">{t`Not known yet`}</option>
              {PROGRAM_SLUGS.map((slug) => (
                <option key={slug} value={slug}>
                  {i18n._(PROGRAM_NAMES[slug].label)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="lead-source" label={t`Came by`} error={errors.source}>
          {(control) => (
            <Select {...control} name="source" defaultValue="walk-in">
              {MANUAL_LEAD_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {i18n._(SOURCE_LABELS[source])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="lead-note" label={t`Note`} error={errors.note}>
        {(control) => (
          <Textarea {...control} name="note" rows={2} maxLength={ADMISSION_LIMITS.noteMax} />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={add.isPending} className="justify-self-start">
        <Trans>Add lead</Trans>
      </Button>
    </form>
  );
}
