import { useLingui } from '@lingui/react/macro';
import type { ClassOccurrence } from '@academy/contract/timetable';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { useChangeClass } from '../api/timetable';
import { useDialogForm } from '@/lib/use-dialog-form';

/**
 * Changes one class once: cancel it for a holiday (with the reason shown to the batch), or move
 * it to another day or time, room or link. The weekly timetable stays as it is.
 */
export function ClassChangeDialog({
  occurrence: c,
  onClose,
}: {
  occurrence: ClassOccurrence;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const change = useChangeClass(c.key);

  const { submit, errors, failure } = useDialogForm(
    (text, form) =>
      change.mutateAsync({
        date: text('date'),
        startTime: text('startTime'),
        durationMinutes: Number(text('durationMinutes')),
        subject: text('subject'),
        teacherId: c.teacher?.id ?? null,
        room: text('room') || null,
        onlineLink: text('onlineLink') || null,
        note: text('note') || null,
        cancelled: form.get('cancelled') === 'on',
      }),
    onClose,
  );

  return (
    <FormDialog
      title={t`Change this class`}
      description={t`Only this class changes; the weekly timetable stays as it is.`}
      onSubmit={(e) => void submit(e)}
      isSubmitting={change.isPending}
      submitLabel={t`Save change`}
      onClose={onClose}
    >
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" name="cancelled" defaultChecked={c.cancelled} className="size-5" />
        {t`Cancel this class`}
      </label>
      <FormField id="class-note" label={t`Reason shown to the batch`} error={errors.note}>
        {(control) => (
          <Input
            {...control}
            name="note"
            defaultValue={c.note ?? ''}
            placeholder={t`Diwali holiday`}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="class-date" label={t`Date`} error={errors.date}>
          {(control) => <Input {...control} type="date" name="date" defaultValue={c.date} />}
        </FormField>
        <FormField id="class-time" label={t`Starts at`} error={errors.startTime}>
          {(control) => (
            <Input {...control} type="time" name="startTime" defaultValue={c.startTime} />
          )}
        </FormField>
        <FormField id="class-duration" label={t`Minutes`} error={errors.durationMinutes}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              name="durationMinutes"
              defaultValue={c.durationMinutes}
            />
          )}
        </FormField>
      </div>
      <FormField id="class-subject" label={t`Subject`} error={errors.subject}>
        {(control) => <Input {...control} name="subject" defaultValue={c.subject} />}
      </FormField>
      <FormField id="class-room" label={t`Room`} error={errors.room}>
        {(control) => <Input {...control} name="room" defaultValue={c.room ?? ''} />}
      </FormField>
      <FormField
        id="class-link"
        label={t`Online class link`}
        hint={t`Zoom, Google Meet, Jitsi or YouTube Live`}
        error={errors.onlineLink}
      >
        {(control) => (
          <Input {...control} type="url" name="onlineLink" defaultValue={c.onlineLink ?? ''} />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
    </FormDialog>
  );
}
