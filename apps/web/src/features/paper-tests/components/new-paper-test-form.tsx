import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { academyToday } from '@academy/contract/academy-calendar';
import { PAPER_TEST_LIMITS } from '@academy/contract/paper-tests';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreatePaperTest } from '../api/create-paper-test';

interface SubjectRow {
  key: number;
  name: string;
  maxMarks: string;
}

let nextKey = 0;
const row = (name = '', maxMarks = ''): SubjectRow => ({ key: nextKey++, name, maxMarks });

/**
 * "New paper test" for a batch: its name, the day it was sat and each subject's maximum marks
 * (the batch's subjects to start with). Created, it opens its marks grid.
 */
export function NewPaperTestForm({ batchId, subjects }: { batchId: string; subjects: string[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreatePaperTest();
  const [rows, setRows] = useState<SubjectRow[]>(() =>
    subjects.length ? subjects.map((s) => row(s, '100')) : [row()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setRow = (key: number, change: Partial<SubjectRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setErrors({});
    setFailure(null);
    try {
      const { data: test, message } = await create.mutateAsync({
        batchId,
        name: String(data.get('name') ?? ''),
        heldOn: String(data.get('heldOn') ?? ''),
        subjects: rows.map((r) => ({ name: r.name, maxMarks: Number(r.maxMarks) })),
      });
      if (message) toast.success(message);
      await navigate(`/paper-tests/${test.id}`);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
      }
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-lg border bg-card p-4"
      aria-labelledby="new-paper-test"
    >
      <h2 id="new-paper-test" className="text-lg font-semibold">
        <Trans>New paper test</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="paper-test-name" label={t`Name`} error={errors.name}>
          {(control) => (
            <Input {...control} name="name" maxLength={PAPER_TEST_LIMITS.nameMax} required />
          )}
        </FormField>
        <FormField id="paper-test-date" label={t`Date`} error={errors.heldOn}>
          {(control) => (
            <Input
              {...control}
              name="heldOn"
              type="date"
              defaultValue={academyToday()}
              max={academyToday()}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Subjects and maximum marks</Trans>
        </legend>
        {rows.map((r, i) => {
          const n = String(i + 1);
          return (
            <div key={r.key} className="flex flex-wrap items-end gap-2">
              <FormField
                id={`subject-${r.key}-name`}
                label={t`Subject ${n}`}
                error={errors[`subjects.${i}.name`]}
                className="min-w-40 flex-1"
              >
                {(control) => (
                  <Input
                    {...control}
                    value={r.name}
                    maxLength={PAPER_TEST_LIMITS.subjectNameMax}
                    onChange={(e) => setRow(r.key, { name: e.target.value })}
                  />
                )}
              </FormField>
              <FormField
                id={`subject-${r.key}-max`}
                label={t`Maximum marks of subject ${n}`}
                error={errors[`subjects.${i}.maxMarks`]}
                className="w-40"
              >
                {(control) => (
                  <Input
                    {...control}
                    value={r.maxMarks}
                    inputMode="numeric"
                    onChange={(e) => setRow(r.key, { maxMarks: e.target.value })}
                  />
                )}
              </FormField>
              {rows.length > 1 && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
                >
                  <Trans>Remove subject {n}</Trans>
                </Button>
              )}
            </div>
          );
        })}
        {rows.length < PAPER_TEST_LIMITS.subjectsMax && (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => setRows((all) => [...all, row()])}
          >
            <Trans>Add a subject</Trans>
          </Button>
        )}
      </fieldset>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Trans>Create and enter marks</Trans>
      </Button>
    </form>
  );
}
