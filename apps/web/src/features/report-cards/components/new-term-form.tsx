import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_CARD_LIMITS, termSchema } from '@academy/contract/report-cards';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateTerm } from '../api/create-term';

/** "New term": its name and its first and last days; the server refuses one that overlaps. */
export function NewTermForm() {
  const { t } = useLingui();
  const create = useCreateTerm();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setErrors({});
    setFailure(null);
    // The contract's rules first, as the server applies them: a refusal needs no request.
    const parsed = termSchema.safeParse({
      name: String(data.get('name') ?? ''),
      startsOn: String(data.get('startsOn') ?? ''),
      endsOn: String(data.get('endsOn') ?? ''),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.reverse().map((i) => [i.path.join('.'), i.message])),
      );
      return;
    }
    try {
      const { message } = await create.mutateAsync(parsed.data);
      if (message) toast.success(message);
      form.reset();
    } catch (error) {
      // A refusal of a field (an overlap) shows under it; anything else above the button.
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
      } else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-lg border bg-card p-4"
      aria-labelledby="new-term"
    >
      <h2 id="new-term" className="text-lg font-semibold">
        <Trans>New term</Trans>
      </h2>
      <FormField id="term-name" label={t`Name`} error={errors.name}>
        {(control) => (
          <Input {...control} name="name" maxLength={REPORT_CARD_LIMITS.termNameMax} required />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="term-starts" label={t`First day`} error={errors.startsOn}>
          {(control) => <Input {...control} name="startsOn" type="date" required />}
        </FormField>
        <FormField id="term-ends" label={t`Last day`} error={errors.endsOn}>
          {(control) => <Input {...control} name="endsOn" type="date" required />}
        </FormField>
      </div>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Trans>Add term</Trans>
      </Button>
    </form>
  );
}
