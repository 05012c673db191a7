import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useLowAttendance } from '../api/batches';

const THRESHOLDS = [50, 60, 75, 80, 90];

/** The batch's students who attend less than a chosen share of its classes, the lowest first. */
export function LowAttendance({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const [below, setBelow] = useState(75);
  const low = useLowAttendance(batchId, below);
  return (
    <div className="grid gap-4">
      <FormField id="low-below" label={t`Attendance below`} className="max-w-40">
        {(control) => (
          <Select {...control} value={below} onChange={(e) => setBelow(Number(e.target.value))}>
            {THRESHOLDS.map((n) => (
              <option key={n} value={n}>
                {n}%
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {low.isPending ? (
        <Spinner label={t`Loading attendance`} />
      ) : low.isError ? (
        <LoadError error={low.error} />
      ) : low.data.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          <Trans>Nobody is below {below}%.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Students with low attendance`}>
          {low.data.map((s) => {
            const attended = s.attended;
            const marked = s.marked;
            const percent = s.percent;
            return (
              <li
                key={s.id}
                className="flex items-center justify-between gap-2 rounded-lg border p-3"
              >
                <span className="font-medium">{s.name}</span>
                <span className="text-sm tabular-nums">
                  <Trans>
                    {percent}% ({attended} of {marked} classes)
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
