import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lead, LeadOwner } from '@academy/contract/admissions';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateLead } from '../api/update-lead';

/** Who owns the lead and when to call next. */
export function FollowUpForm({ lead, owners }: { lead: Lead; owners: LeadOwner[] }) {
  const { t } = useLingui();
  const update = useUpdateLead(lead.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const ownerId = String(data.get('ownerId') ?? '');
    const nextFollowUp = String(data.get('nextFollowUp') ?? '');
    setErrors({});
    setFailure(null);
    try {
      const { message } = await update.mutateAsync({
        ownerId: ownerId || null,
        nextFollowUp: nextFollowUp || null,
      });
      if (message) toast.success(message);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
      aria-labelledby="follow-up-heading"
    >
      <h2 id="follow-up-heading" className="text-lg font-semibold">
        <Trans>Owner and follow-up</Trans>
      </h2>
      <FormField id="lead-owner" label={t`Owner`} error={errors.ownerId}>
        {(control) => (
          <Select {...control} name="ownerId" defaultValue={lead.owner?.id ?? ''}>
            <option value="">{t`Nobody yet`}</option>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="lead-follow-up" label={t`Next follow-up`} error={errors.nextFollowUp}>
        {(control) => (
          <Input
            {...control}
            name="nextFollowUp"
            type="date"
            defaultValue={lead.nextFollowUp ?? ''}
          />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
