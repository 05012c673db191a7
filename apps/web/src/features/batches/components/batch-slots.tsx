import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type { BatchSummary } from '@academy/contract/batches';
import type { TimetableSlot } from '@academy/contract/timetable';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useClockFormat } from '@/lib/i18n/calendar-formats';
import { useWeekdayName } from '@/lib/i18n/calendar-formats';
import { toastOutcome } from '@/lib/toast';
import { useDeleteSlot, useSlots } from '../api/batches';
import { SlotFormDialog } from './slot-form-dialog';

/** A batch's weekly timetable, Monday first, with its classes to add, edit and remove. */
export function BatchSlots({ batch }: { batch: BatchSummary }) {
  const { t } = useLingui();
  const slots = useSlots(batch.id);
  const remove = useDeleteSlot(batch.id);
  const weekdayName = useWeekdayName();
  const clock = useClockFormat();
  const [editing, setEditing] = useState<TimetableSlot | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<TimetableSlot | null>(null);
  const describe = (s: TimetableSlot) => {
    const day = weekdayName(s.weekday);
    const from = clock(s.startTime);
    const to = clock(s.startTime, s.durationMinutes);
    return `${day}, ${from} – ${to}`;
  };
  const deleting = toDelete ? describe(toDelete) : '';
  return (
    <div className="grid gap-4">
      <Button className="w-fit" onClick={() => setEditing('new')}>
        <Plus aria-hidden="true" /> <Trans>Add a weekly class</Trans>
      </Button>
      {slots.isPending ? (
        <Spinner label={t`Loading the timetable`} />
      ) : slots.isError ? (
        <LoadError error={slots.error} />
      ) : slots.data.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No weekly classes yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Weekly classes`}>
          {slots.data.map((s) => {
            const when = describe(s);
            return (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <span className="grid min-w-0">
                  <span className="font-medium">
                    {when} · {s.subject}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {[s.teacher?.name, s.room, s.onlineLink ? t`Online` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Edit ${when}`}
                    onClick={() => setEditing(s)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove ${when}`}
                    onClick={() => setToDelete(s)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <SlotFormDialog
          batch={batch}
          slot={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          title={t`Remove ${deleting} from the timetable?`}
          confirmLabel={t`Remove`}
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            remove.mutate(toDelete.id, {
              ...toastOutcome,
              onSettled: () => setToDelete(null),
            })
          }
        >
          <Trans>Classes already held stay on record with their attendance.</Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}
