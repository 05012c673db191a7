import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { academyToday } from '@academy/contract/academy-calendar';
import { addMembersSchema } from '@academy/contract/batches';
import { formatCount } from '@academy/contract/indian-numbers';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useAddMembers, useStudentSearch } from '../api/batches';

/**
 * Adds students to a batch, one or many: search by name or phone, tick, add. Those already in
 * the batch are shown as such; past the batch's seats the rest go on its waiting list. A
 * "Seated from" date backdates the seats of students who attended all along (decision 095).
 */
export function AddStudentsDialog({
  batchId,
  startDate,
  inBatch,
  onClose,
}: {
  batchId: string;
  /** The batch's first day: no seat starts before it. */
  startDate: string;
  /** Members and the waiting list. */
  inBatch: Set<string>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState(new Map<string, string>());
  const [seatedFrom, setSeatedFrom] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  const found = useStudentSearch(q);
  const add = useAddMembers(batchId);
  const count = chosen.size;
  const countForm = pluralForm(i18n, count);
  const studentCount = formatCount(count);

  const toggle = (id: string, name: string) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });

  const submit = async () => {
    setFailure(null);
    // The date's rule is the contract's; who may be added is the server's to say.
    const date = addMembersSchema.shape.seatedFrom.safeParse(seatedFrom || undefined);
    setDateError(date.error?.issues[0]?.message);
    if (!date.success) return;
    try {
      const { data } = await add.mutateAsync({
        studentIds: [...chosen.keys()],
        seatedFrom: date.data,
      });
      const addedForm = pluralForm(i18n, data.added);
      const addedCount = formatCount(data.added);
      const waiting = data.waiting;
      toast.success(
        waiting
          ? t`${select(addedForm, { one: `${addedCount} student added`, other: `${addedCount} students added` })}, ${waiting} on the waiting list`
          : t`${select(addedForm, { one: `${addedCount} student added`, other: `${addedCount} students added` })}`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.seatedFrom) {
        setDateError(error.fieldErrors.seatedFrom);
        return;
      }
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{t`Add students`}</DialogTitle>
        <DialogDescription>
          <Trans>Search by name or phone number, tick the students, then add them.</Trans>
        </DialogDescription>
        <SearchField
          label={t`Search students`}
          placeholder={t`Name or phone number`}
          value={q}
          onSearch={setQ}
        />
        {q.trim().length >= 2 &&
          (found.isPending ? (
            <Spinner label={t`Searching`} />
          ) : found.isError ? (
            <FormAlert message={found.error.message} />
          ) : found.data.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              <Trans>No students match.</Trans>
            </p>
          ) : (
            <ul className="grid gap-1" aria-label={t`Students found`}>
              {found.data.map((s) => (
                <li key={s.userId}>
                  <label className="flex items-center gap-3 rounded-md p-2 hover:bg-muted">
                    <input
                      type="checkbox"
                      className="size-5"
                      disabled={inBatch.has(s.userId)}
                      checked={inBatch.has(s.userId) || chosen.has(s.userId)}
                      onChange={() => toggle(s.userId, s.name)}
                    />
                    <span className="grid">
                      <span className="font-medium">{s.name}</span>
                      <span className="text-sm text-muted-foreground">
                        {inBatch.has(s.userId) ? t`Already in this batch` : s.phone}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ))}
        {count > 0 && (
          <p className="text-sm" aria-live="polite">
            {[...chosen.values()].join(', ')}
          </p>
        )}
        <FormField
          id="seated-from"
          label={t`Seated from`}
          hint={t`Leave empty to seat them from today. For a student who has attended all along, the date they started.`}
          error={dateError}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={seatedFrom}
              min={startDate}
              max={academyToday()}
              onChange={(e) => setSeatedFrom(e.target.value)}
            />
          )}
        </FormField>
        {failure && <FormAlert message={failure} />}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={count === 0 || add.isPending} onClick={() => void submit()}>
            {t`${select(countForm, { one: `Add ${studentCount} student`, other: `Add ${studentCount} students` })}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
