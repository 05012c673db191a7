import { select } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import type { BatchSummary } from '@academy/contract/batches';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useTeacherBatches } from '../api/teacher-batches';
import { RecentClasses } from '../components/recent-classes';
import { TodayClasses } from '../components/today-classes';

/**
 * /teacher: a teacher's home: today's classes (each a tap from its register) and a link to the
 * week, then what the route adds from other features (announcements), then their batches, each
 * opening on its recent classes.
 */
export function TeacherHomePage({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const { user } = useUser();
  const batches = useTeacherBatches();
  const firstName = (user?.name ?? '').split(' ')[0];
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Namaste, {firstName}</Trans>
      </h1>
      <TodayClasses canRun />
      {children}
      <section aria-labelledby="my-batches" className="grid gap-3">
        <h2 id="my-batches" className="text-xl font-semibold tracking-tight">
          <Trans>My batches</Trans>
        </h2>
        {batches.isPending ? (
          <Spinner label={t`Loading your batches`} />
        ) : batches.isError ? (
          <LoadError error={batches.error} />
        ) : batches.data.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>You have no batches yet. The academy adds you to a batch.</Trans>
          </p>
        ) : (
          <ul className="grid items-start gap-2 sm:grid-cols-2" aria-label={t`My batches`}>
            {batches.data.map((b) => (
              <TeacherBatch key={b.id} batch={b} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One of the teacher's batches: opens on its recent classes, each a tap from its register. */
function TeacherBatch({ batch: b }: { batch: BatchSummary }) {
  const { t, i18n } = useLingui();
  // Its classes are read when it is first opened, not for every batch on the page.
  const [opened, setOpened] = useState(false);
  const membersForm = pluralForm(i18n, b.memberCount);
  const memberCount = formatCount(b.memberCount);
  return (
    <li className="rounded-lg border bg-card">
      <details className="group" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
        <summary className="grid cursor-pointer list-none gap-1 rounded-lg p-3 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <span className="flex items-start justify-between gap-2">
            <span className="font-semibold break-words">{b.name}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </span>
          <span className="text-sm text-muted-foreground">
            {i18n._(PROGRAM_NAMES[b.program].label)} ·{' '}
            {t`${select(membersForm, { one: `${memberCount} student`, other: `${memberCount} students` })}`}
          </span>
        </summary>
        <div className="border-t px-1 py-2">
          {opened && <RecentClasses batchId={b.id} batchName={b.name} />}
        </div>
      </details>
    </li>
  );
}
