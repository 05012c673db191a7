import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_CARD_LIMITS, termSchema, type Term } from '@academy/contract/report-cards';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateTerm } from '../api/create-term';
import { useUpdateTerm } from '../api/update-term';

/**
 * A term's name and its first and last days: "New term", or a term's own to change (`term`,
 * closed by `onDone`). The server refuses days that overlap another term.
 */
export function TermForm({ term, onDone }: { term?: Term; onDone?: () => void }) {
  const { t } = useLingui();
  const create = useCreateTerm();
  const update = useUpdateTerm(term?.id ?? '');
  const save = term ? update : create;
  const key = term ? `term-${term.id}` : 'new-term';
  const termName = term?.name ?? '';
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
      const { message } = await save.mutateAsync(parsed.data);
      if (message) toast.success(message);
      form.reset();
      onDone?.();
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
      aria-labelledby={key}
    >
      <h2 id={key} className="text-lg font-semibold">
        {term ? t`Change ${termName}` : t`New term`}
      </h2>
      <FormField id={`${key}-name`} label={t`Name`} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            defaultValue={term?.name}
            maxLength={REPORT_CARD_LIMITS.termNameMax}
            required
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${key}-starts`} label={t`First day`} error={errors.startsOn}>
          {(control) => (
            <Input
              {...control}
              name="startsOn"
              type="date"
              defaultValue={term?.startsOn}
              required
            />
          )}
        </FormField>
        <FormField id={`${key}-ends`} label={t`Last day`} error={errors.endsOn}>
          {(control) => (
            <Input {...control} name="endsOn" type="date" defaultValue={term?.endsOn} required />
          )}
        </FormField>
      </div>
      {failure && <FormAlert message={failure} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {term ? <Trans>Save term</Trans> : <Trans>Add term</Trans>}
        </Button>
        {onDone && (
          <Button type="button" variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
