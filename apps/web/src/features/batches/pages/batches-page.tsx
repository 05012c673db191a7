import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { useBatches } from '../api/batches';
import { BatchFormDialog } from '../components/batch-form-dialog';
import { useTermFormat } from '../components/batch-dates';

/** /admin/batches: the academy's batches, with their seats and waiting lists at a glance. */
export function BatchesPage() {
  const { t, i18n } = useLingui();
  const batches = useBatches();
  const term = useTermFormat();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Batches</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>Groups of students taught together, with their teachers and timetable.</Trans>
          </p>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <Plus aria-hidden="true" /> <Trans>New batch</Trans>
        </Button>
      </header>
      {batches.isPending ? (
        <Spinner label={t`Loading batches`} />
      ) : batches.isError ? (
        <LoadError error={batches.error} />
      ) : batches.data.length === 0 ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          <Trans>No batches yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Batches`} className="grid gap-3 sm:grid-cols-2">
          {batches.data.map((b) => {
            const seated = b.memberCount;
            const seats = b.capacity;
            const waiting = b.waitingCount;
            const teachers = b.teachers.map((p) => p.name).join(', ');
            return (
              <li key={b.id} className="grid gap-1 rounded-lg border bg-card p-4">
                <h2 className="text-lg font-semibold">
                  <Link
                    to={`/admin/batches/${b.id}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {b.name}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">
                  {i18n._(PROGRAM_NAMES[b.program].label)} · {term(b.startDate, b.endDate)}
                </p>
                <p className="text-sm">
                  <Trans>
                    {seated} of {seats} seats taken
                  </Trans>
                  {waiting > 0 && (
                    <>
                      {' · '}
                      <Trans>{waiting} waiting</Trans>
                    </>
                  )}
                </p>
                {teachers && <p className="text-sm text-muted-foreground">{teachers}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {isCreating && <BatchFormDialog batch={null} onClose={() => setIsCreating(false)} />}
    </div>
  );
}
