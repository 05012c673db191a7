import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Admitted, AdmitValues } from '@academy/contract/admissions';
import { STREAMS, STUDENT_CLASS_OPTIONS, classNeedsStream } from '@academy/contract/classes';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { classLabelOf, streamLabelOf } from '@/lib/i18n/study-filter-names';
import { toast } from '@/lib/toast';
import { useAdmitLead } from '../api/admit-lead';
import { useAdmissionBatches } from '../api/list-batches';

/** "Admit": the batch and class are all it asks; the lead's name and phone make the account. */
export function AdmitForm({
  leadId,
  onAdmitted,
}: {
  leadId: string;
  onAdmitted: (admitted: Admitted) => void;
}) {
  const { t, i18n } = useLingui();
  const batches = useAdmissionBatches();
  const admit = useAdmitLead(leadId);
  const [studentClass, setStudentClass] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setErrors({});
    setFailure(null);
    try {
      const { data: admitted, message } = await admit.mutateAsync({
        batchId: String(data.get('batchId') ?? ''),
        class: studentClass as AdmitValues['class'],
        stream: (String(data.get('stream') ?? '') || null) as AdmitValues['stream'],
      });
      if (message) toast.success(message);
      onAdmitted(admitted);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  if (batches.isPending) return <Spinner label={t`Loading batches`} />;
  if (batches.isError) return <LoadError error={batches.error} />;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
      aria-labelledby="admit-heading"
    >
      <h2 id="admit-heading" className="text-lg font-semibold">
        <Trans>Admit</Trans>
      </h2>
      <FormField id="admit-batch" label={t`Batch`} error={errors.batchId}>
        {(control) => (
          <Select {...control} name="batchId" defaultValue="">
            <option value="" disabled>
              {t`Choose a batch`}
            </option>
            {batches.data.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="admit-class" label={t`Class`} error={errors.class}>
        {(control) => (
          <Select
            {...control}
            value={studentClass}
            onChange={(e) => setStudentClass(e.target.value)}
          >
            <option value="" disabled>
              {t`Choose a class`}
            </option>
            {STUDENT_CLASS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {classLabelOf(i18n, o.value)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {classNeedsStream(studentClass) && (
        <FormField id="admit-stream" label={t`Stream`} error={errors.stream}>
          {(control) => (
            <Select {...control} name="stream" defaultValue="">
              <option value="" disabled>
                {t`Choose a stream`}
              </option>
              {STREAMS.map((s) => (
                <option key={s} value={s}>
                  {streamLabelOf(i18n, s)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={admit.isPending} className="justify-self-start">
        <Trans>Admit into the batch</Trans>
      </Button>
    </form>
  );
}
