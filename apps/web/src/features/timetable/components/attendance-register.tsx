import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AttendanceSheet, AttendanceStatus } from '@academy/contract/timetable';
import { ATTENDANCE_STATUSES } from '@academy/contract/timetable';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useMarkAttendance } from '../api/timetable';

export const STATUS_NAMES: Record<AttendanceStatus, MessageDescriptor> = {
  present: msg`Present`,
  absent: msg`Absent`,
  late: msg`Late`,
};

/**
 * The class's register: everyone present to begin with, and one tap on Absent or Late for each
 * exception; Save sends the lot. Each student is a radio group, so a keyboard and a screen
 * reader mark it as quickly as a thumb.
 */
export function AttendanceRegister({
  sheet,
  classKey,
}: {
  sheet: AttendanceSheet;
  classKey: string;
}) {
  const { t, i18n } = useLingui();
  const mark = useMarkAttendance(classKey);
  const [statuses, setStatuses] = useState<Record<string, AttendanceStatus>>(() =>
    Object.fromEntries(sheet.students.map((s) => [s.id, s.status])),
  );
  const [error, setError] = useState<string | null>(null);
  const count = (status: AttendanceStatus) =>
    Object.values(statuses).filter((s) => s === status).length;
  const present = count('present');
  const absent = count('absent');
  const late = count('late');
  const idsWith = (status: AttendanceStatus) =>
    Object.entries(statuses)
      .filter(([, s]) => s === status)
      .map(([id]) => id);

  const save = async () => {
    setError(null);
    try {
      const { message } = await mark.mutateAsync({
        absent: idsWith('absent'),
        late: idsWith('late'),
      });
      if (message) toast.success(message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  if (sheet.students.length === 0) {
    return (
      <p role="status" className="text-muted-foreground">
        <Trans>No students in this batch yet.</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-4 pb-20">
      {sheet.markedAt === null && (
        <p className="text-sm text-muted-foreground">
          <Trans>Not taken yet: everyone starts as present. Tap the exceptions, then save.</Trans>
        </p>
      )}
      <p className="text-sm" aria-live="polite">
        <Trans>
          {present} present · {absent} absent · {late} late
        </Trans>
      </p>
      <ul className="grid gap-2" aria-label={t`Students`}>
        {sheet.students.map((student) => (
          <li key={student.id}>
            <fieldset className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 pl-3">
              <legend className="sr-only">{student.name}</legend>
              <span aria-hidden="true" className="min-w-0 flex-1 truncate font-medium">
                {student.name}
              </span>
              <span className="flex gap-1">
                {ATTENDANCE_STATUSES.map((status) => (
                  <label key={status} className="relative">
                    <input
                      type="radio"
                      className="peer sr-only"
                      name={`status-${student.id}`}
                      value={status}
                      checked={statuses[student.id] === status}
                      onChange={() => setStatuses((prev) => ({ ...prev, [student.id]: status }))}
                    />
                    <span
                      className={cn(
                        'flex h-10 min-w-16 cursor-pointer items-center justify-center rounded-md border px-2 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring',
                        status === 'present' &&
                          'peer-checked:bg-emerald-700 peer-checked:text-white',
                        status === 'absent' &&
                          'peer-checked:bg-destructive peer-checked:text-white',
                        status === 'late' && 'peer-checked:bg-amber-500 peer-checked:text-black',
                      )}
                    >
                      {i18n._(STATUS_NAMES[status])}
                    </span>
                  </label>
                ))}
              </span>
            </fieldset>
          </li>
        ))}
      </ul>
      {error && <FormAlert message={error} />}
      {/* Within the thumb's reach on a phone, whatever the length of the list. */}
      <div className="sticky bottom-0 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur">
        <Button className="flex-1" onClick={() => void save()} disabled={mark.isPending}>
          {mark.isPending ? t`Saving...` : t`Save attendance`}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            setStatuses(Object.fromEntries(sheet.students.map((s) => [s.id, 'present'])))
          }
        >
          <Trans>All present</Trans>
        </Button>
      </div>
    </div>
  );
}
