import { useLingui } from '@lingui/react/macro';
import { WEEKDAYS, type Weekday } from '@academy/contract/academy-calendar';
import type { BatchSummary } from '@academy/contract/batches';
import type { TimetableSlot } from '@academy/contract/timetable';
import { FormDialog } from '@/components/form-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useWeekdayName } from '@/lib/i18n/calendar-formats';
import { useSaveSlot } from '../api/batches';
import { useDialogForm } from '@/lib/use-dialog-form';

/** A weekly class of a batch: its day, time, length, subject, teacher, and room or link. */
export function SlotFormDialog({
  batch,
  slot,
  onClose,
}: {
  batch: BatchSummary;
  slot: TimetableSlot | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveSlot(batch.id);
  const weekdayName = useWeekdayName();

  const { submit, errors, failure } = useDialogForm(
    (text) =>
      save.mutateAsync({
        slotId: slot?.id,
        values: {
          weekday: Number(text('weekday')) as Weekday,
          startTime: text('startTime'),
          durationMinutes: Number(text('durationMinutes')),
          subject: text('subject'),
          teacherId: text('teacherId') || null,
          room: text('room') || null,
          onlineLink: text('onlineLink') || null,
        },
      }),
    onClose,
  );

  return (
    <FormDialog
      title={slot ? t`Edit class` : t`Add a weekly class`}
      description={t`It repeats every week from the batch’s start to its end.`}
      onSubmit={(e) => void submit(e)}
      isSubmitting={save.isPending}
      submitLabel={t`Save class`}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="slot-day" label={t`Day`} error={errors.weekday}>
          {(control) => (
            <Select {...control} name="weekday" defaultValue={slot?.weekday ?? 1}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {weekdayName(day)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="slot-time" label={t`Starts at`} error={errors.startTime}>
          {(control) => (
            <Input
              {...control}
              type="time"
              name="startTime"
              defaultValue={slot?.startTime ?? '17:00'}
            />
          )}
        </FormField>
        <FormField id="slot-duration" label={t`Minutes`} error={errors.durationMinutes}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              name="durationMinutes"
              defaultValue={slot?.durationMinutes ?? 60}
            />
          )}
        </FormField>
      </div>
      <FormField id="slot-subject" label={t`Subject`} error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            name="subject"
            list="slot-subjects"
            defaultValue={slot?.subject ?? batch.subjects[0] ?? ''}
          />
        )}
      </FormField>
      <datalist id="slot-subjects">
        {batch.subjects.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <FormField id="slot-teacher" label={t`Teacher`} error={errors.teacherId}>
        {(control) => (
          <Select {...control} name="teacherId" defaultValue={slot?.teacher?.id ?? ''}>
            <option value="">{t`Not set`}</option>
            {batch.teachers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="slot-room" label={t`Room`} error={errors.room}>
        {(control) => <Input {...control} name="room" defaultValue={slot?.room ?? ''} />}
      </FormField>
      <FormField
        id="slot-link"
        label={t`Online class link`}
        hint={t`Zoom, Google Meet, Jitsi or YouTube Live`}
        error={errors.onlineLink}
      >
        {(control) => (
          <Input {...control} type="url" name="onlineLink" defaultValue={slot?.onlineLink ?? ''} />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
    </FormDialog>
  );
}
