import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/i18n/formats';
import { toast } from '@/lib/toast';
import { useBookDemo } from '../api/book-demo';
import { useDemoClasses } from '../api/list-demo-classes';
import { useAdmissionBatches } from '../api/list-batches';

/** "Book a demo class": a batch, then one of its classes of the next two weeks. */
export function BookDemoForm({ leadId }: { leadId: string }) {
  const { t } = useLingui();
  const batches = useAdmissionBatches();
  const [batchId, setBatchId] = useState('');
  const classes = useDemoClasses(batchId);
  const book = useBookDemo(leadId);
  const day = useDateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const { message } = await book.mutateAsync({
        classKey: String(new FormData(event.currentTarget).get('classKey') ?? ''),
      });
      if (message) toast.success(message);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  if (batches.isError) return <LoadError error={batches.error} />;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
      aria-labelledby="demo-heading"
    >
      <h2 id="demo-heading" className="text-lg font-semibold">
        <Trans>Book a demo class</Trans>
      </h2>
      <FormField id="demo-batch" label={t`Batch`}>
        {(control) => (
          <Select {...control} value={batchId} onChange={(e) => setBatchId(e.target.value)}>
            <option value="" disabled>
              {t`Choose a batch`}
            </option>
            {(batches.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {classes.isError && <LoadError error={classes.error} />}
      {batchId && classes.isSuccess && (
        <FormField id="demo-class" label={t`Class`} error={errors.classKey}>
          {(control) => (
            <Select {...control} name="classKey" defaultValue="">
              <option value="" disabled>
                {classes.data.length ? t`Choose a class` : t`No classes in the next two weeks`}
              </option>
              {classes.data.map((c) => (
                <option key={c.key} value={c.key}>
                  {day.format(new Date(c.date))} {c.startTime} · {c.subject}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={book.isPending} className="justify-self-start">
        <Trans>Book and text the lead</Trans>
      </Button>
    </form>
  );
}
