import { useLingui } from '@lingui/react/macro';
import type { BatchSummary } from '@academy/contract/batches';
import type { TimetableSlot } from '@academy/contract/timetable';
import { ManagedList } from '@/components/managed-list';
import { useClockFormat } from '@/lib/i18n/calendar-formats';
import { useWeekdayName } from '@/lib/i18n/calendar-formats';
import { useDeleteSlot, useSlots } from '../api/batches';
import { SlotFormDialog } from './slot-form-dialog';

/** A batch's weekly timetable, Monday first, with its classes to add, edit and remove. */
export function BatchSlots({ batch }: { batch: BatchSummary }) {
  const { t } = useLingui();
  const slots = useSlots(batch.id);
  const remove = useDeleteSlot(batch.id);
  const weekdayName = useWeekdayName();
  const clock = useClockFormat();
  const describe = (s: TimetableSlot) => {
    const day = weekdayName(s.weekday);
    const from = clock(s.startTime);
    const to = clock(s.startTime, s.durationMinutes);
    return `${day}, ${from} – ${to}`;
  };
  return (
    <ManagedList
      words={{
        add: t`Add a weekly class`,
        loading: t`Loading the timetable`,
        empty: t`No weekly classes yet.`,
        list: t`Weekly classes`,
        confirmDelete: (when) => t`Delete ${when} from the timetable?`,
        deleteNotice: t`Classes already held stay on record with their attendance.`,
      }}
      items={slots.data}
      isPending={slots.isPending}
      isError={slots.isError}
      loadError={slots.error?.message}
      getId={(s) => s.id}
      getTitle={describe}
      renderDetails={(s) => (
        <p className="text-sm text-muted-foreground">
          {[s.subject, s.teacher?.name, s.room, s.onlineLink ? t`Online` : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      renderForm={(slot, onClose) => (
        <SlotFormDialog batch={batch} slot={slot ?? null} onClose={onClose} />
      )}
      onDelete={(s) => remove.mutateAsync(s.id)}
    />
  );
}
