import { select } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useTeacherBatches } from '../api/teacher-batches';
import { TodayClasses } from '../components/today-classes';

/**
 * /teacher: a teacher's home: today's classes (each a tap from its register), then what the route
 * adds from other features (announcements), then their batches.
 */
export function TeacherHomePage({ children }: { children?: ReactNode }) {
  const { t, i18n } = useLingui();
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
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t`My batches`}>
            {batches.data.map((b) => {
              const membersForm = pluralForm(i18n, b.memberCount);
              const memberCount = formatCount(b.memberCount);
              return (
                <li key={b.id} className="grid gap-1 rounded-lg border bg-card p-3">
                  <p className="font-semibold">{b.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {i18n._(PROGRAM_NAMES[b.program].label)} ·{' '}
                    {t`${select(membersForm, { one: `${memberCount} student`, other: `${memberCount} students` })}`}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
