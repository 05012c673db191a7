import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADMISSION_LIMITS,
  STAGE_MOVES,
  type Lead,
  type LeadStage,
} from '@academy/contract/admissions';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMoveLead } from '../api/move-lead';
import { STAGE_LABELS } from './lead-labels';

/** Moves the lead to a stage it may go to from where it is; lost asks why. */
export function StageForm({ lead }: { lead: Lead }) {
  const { t, i18n } = useLingui();
  const moves = STAGE_MOVES[lead.stage];
  const [stage, setStage] = useState<LeadStage | ''>(moves[0] ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const move = useMoveLead(lead.id);
  if (!moves.length) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stage) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setErrors({});
    setFailure(null);
    try {
      const { message } = await move.mutateAsync({
        stage,
        ...(stage === 'lost' ? { reason } : {}),
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
      aria-labelledby="stage-heading"
    >
      <h2 id="stage-heading" className="text-lg font-semibold">
        <Trans>Change stage</Trans>
      </h2>
      <FormField id="lead-next-stage" label={t`New stage`} error={errors.stage}>
        {(control) => (
          <Select
            {...control}
            value={stage}
            onChange={(e) => setStage(e.target.value as LeadStage)}
          >
            {moves.map((s) => (
              <option key={s} value={s}>
                {i18n._(STAGE_LABELS[s])}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {stage === 'lost' && (
        <FormField id="lead-lost-reason" label={t`Why was the lead lost?`} error={errors.reason}>
          {(control) => <Input {...control} name="reason" maxLength={ADMISSION_LIMITS.reasonMax} />}
        </FormField>
      )}
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={move.isPending} className="justify-self-start">
        <Trans>Move</Trans>
      </Button>
    </form>
  );
}
