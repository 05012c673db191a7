import { useState } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, IndianRupee, Users } from 'lucide-react';
import { ACADEMY_TIME_ZONE, academyMidday } from '@academy/contract/academy-calendar';
import type { OpenBatch } from '@academy/contract/batches';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';
import { Button } from '@/components/ui/button';
import { useClockFormat, useWeekdayName } from '@/lib/i18n/calendar-formats';
import { useDateFormat } from '@/lib/i18n/formats';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useOpenBatches } from '../api/open-batches';
import { FeeSchedule } from '../components/fee-schedule';
import { JoinBatchDialog } from '../components/join-batch-dialog';

/** /student/batches: the batches open to join, each with its week, fee and seats. */
export function OpenBatchesPage() {
  const { t } = useLingui();
  const batches = useOpenBatches();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Join a batch</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Classes at the academy with a teacher, on a weekly timetable. Once you join, its fee
            shows on your home, to pay online or at the desk.
          </Trans>
        </p>
      </header>
      {batches.isPending ? (
        <LoadingBlock label={t`Loading batches`} />
      ) : batches.isError ? (
        <RetryBlock
          message={<Trans>Error loading batches</Trans>}
          onRetry={() => void batches.refetch()}
        />
      ) : batches.data.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          <Trans>No batch is open to join just now. Ask the academy about the next one.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Batches open to join`}>
          {batches.data.map((batch) => (
            <li key={batch.id}>
              <BatchCard batch={batch} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BatchCard({ batch }: { batch: OpenBatch }) {
  const { t, i18n } = useLingui();
  const [isJoining, setIsJoining] = useState(false);
  const weekdayName = useWeekdayName();
  const clock = useClockFormat();
  const dateFormat = useDateFormat({ dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE });
  const name = batch.name;
  const from = dateFormat.format(academyMidday(batch.startDate));
  const to = dateFormat.format(academyMidday(batch.endDate));
  const seats = batch.seatsLeft;
  const seatsForm = pluralForm(i18n, seats);
  const seatCount = formatCount(seats);
  const total = formatRupees(batch.fee.reduce((sum, f) => sum + f.amountPaise, 0));
  const headingId = `open-batch-${batch.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full gap-3 rounded-lg border bg-card p-4"
    >
      <header className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {i18n._(PROGRAM_NAMES[batch.program].label)}
          {batch.subjects.length > 0 && ` · ${batch.subjects.join(', ')}`}
          {batch.teachers.length > 0 && ` · ${batch.teachers.join(', ')}`}
        </p>
      </header>
      <p className="flex items-center gap-2 text-sm">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <Trans>
          {from} to {to}
        </Trans>
      </p>
      {batch.week.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={t`Weekly classes of ${name}`}>
          {batch.week.map((c) => (
            <li key={`${c.weekday}-${c.startTime}-${c.subject}`}>
              {weekdayName(c.weekday)}, {clock(c.startTime)} –{' '}
              {clock(c.startTime, c.durationMinutes)} · {c.subject}
            </li>
          ))}
        </ul>
      )}
      {batch.fee.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <IndianRupee aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Fee {total}</Trans>
          </p>
          <FeeSchedule
            fee={batch.fee}
            listLabel={t`Fee of ${name}`}
            className="text-muted-foreground"
          />
        </div>
      )}
      <p className="flex items-center gap-2 text-sm">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {seats > 0
          ? t`${select(seatsForm, { one: `${seatCount} seat left`, other: `${seatCount} seats left` })}`
          : t`Full: joining puts you on the waiting list`}
      </p>
      <div className="mt-auto">
        {batch.myPlace === 'member' ? (
          <p className="font-medium text-green-700 dark:text-green-400">
            <Trans>You are in this batch</Trans>
          </p>
        ) : batch.myPlace === 'waiting' ? (
          <p className="font-medium">
            <Trans>You are on its waiting list</Trans>
          </p>
        ) : (
          <Button
            className="w-full sm:w-fit"
            aria-label={t`Join ${name}`}
            onClick={() => setIsJoining(true)}
          >
            <Trans>Join</Trans>
          </Button>
        )}
      </div>
      {/* Outside the place's branch: joining swaps the button for the place, and the dialog
          stays to close itself and toast. */}
      <JoinBatchDialog batch={batch} open={isJoining} onClose={() => setIsJoining(false)} />
    </article>
  );
}
