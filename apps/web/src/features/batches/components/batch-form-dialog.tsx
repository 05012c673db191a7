import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { academyToday, addDays } from '@academy/contract/academy-calendar';
import { BATCH_LIMITS, type BatchSummary } from '@academy/contract/batches';
import { PROGRAMS, type ProgramSlug } from '@academy/contract/programs';
import { FormDialog } from '@/components/form-dialog';
import { TagInput } from '@/components/tag-input';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { useSaveBatch, useTeacherChoices } from '../api/batches';
import { useDialogForm } from '@/lib/use-dialog-form';

/** New batch, or a batch's details: name, program, subjects, teachers, term and seats. */
export function BatchFormDialog({
  batch,
  onClose,
}: {
  batch: BatchSummary | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveBatch();
  const teachers = useTeacherChoices();
  const [subjects, setSubjects] = useState(batch?.subjects ?? []);
  const [teacherIds, setTeacherIds] = useState(new Set(batch?.teachers.map((p) => p.id)));
  const today = academyToday();

  const { submit, errors, failure } = useDialogForm(
    (text, form) =>
      save.mutateAsync({
        id: batch?.id,
        values: {
          name: text('name'),
          program: text('program') as ProgramSlug,
          subjects,
          teacherIds: [...teacherIds],
          startDate: text('startDate'),
          endDate: text('endDate'),
          capacity: Number(text('capacity')),
          enrolmentOpen: form.get('enrolmentOpen') === 'on',
        },
      }),
    onClose,
  );

  const toggle = (id: string) =>
    setTeacherIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <FormDialog
      title={batch ? t`Edit batch` : t`New batch`}
      description={t`Students beyond the capacity wait for a seat, in the order they were added.`}
      onSubmit={(e) => void submit(e)}
      isSubmitting={save.isPending}
      submitLabel={batch ? t`Save batch` : t`Create batch`}
      onClose={onClose}
    >
      <FormField id="batch-name" label={t`Batch name`} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            defaultValue={batch?.name}
            maxLength={BATCH_LIMITS.nameMax}
            placeholder={t`Class 10 Science, Mon-Wed-Fri 5 pm`}
          />
        )}
      </FormField>
      <FormField id="batch-program" label={t`Program or class`} error={errors.program}>
        {(control) => (
          <Select {...control} name="program" defaultValue={batch?.program ?? ''}>
            <option value="" disabled>
              {t`Choose…`}
            </option>
            {PROGRAMS.map((p) => (
              <option key={p.slug} value={p.slug}>
                {i18n._(PROGRAM_NAMES[p.slug].label)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="batch-subjects"
        label={t`Subjects`}
        hint={t`Press Enter after each subject`}
        error={errors.subjects}
      >
        {(control) => (
          <TagInput
            {...control}
            value={subjects}
            onChange={setSubjects}
            max={BATCH_LIMITS.subjectsMax}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t`Teachers`}</legend>
        {teachers.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {t`No teachers yet: add them under Teachers & parents.`}
          </p>
        )}
        <div className="grid gap-1 sm:grid-cols-2">
          {teachers.data?.map((teacher) => (
            <label key={teacher.userId} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={teacherIds.has(teacher.userId)}
                onChange={() => toggle(teacher.userId)}
              />
              {teacher.name}
            </label>
          ))}
        </div>
        {errors.teacherIds && <FormAlert message={errors.teacherIds} />}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="batch-start" label={t`Starts on`} error={errors.startDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="startDate"
              defaultValue={batch?.startDate ?? today}
            />
          )}
        </FormField>
        <FormField id="batch-end" label={t`Ends on`} error={errors.endDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="endDate"
              defaultValue={batch?.endDate ?? addDays(today, 180)}
            />
          )}
        </FormField>
        <FormField id="batch-capacity" label={t`Seats`} error={errors.capacity}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              name="capacity"
              min={1}
              max={BATCH_LIMITS.capacityMax}
              defaultValue={batch?.capacity ?? 30}
            />
          )}
        </FormField>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="enrolmentOpen"
          className="mt-0.5 size-4"
          defaultChecked={batch?.enrolmentOpen ?? false}
        />
        <span>{t`Open to join: students may join it themselves, and owe its fee`}</span>
      </label>
      {failure && <FormAlert message={failure} />}
    </FormDialog>
  );
}
