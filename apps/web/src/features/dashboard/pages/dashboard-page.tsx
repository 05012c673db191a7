import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { GraduationCap, IndianRupee, MessageSquare, PhoneCall, UserPlus } from 'lucide-react';
import {
  DEFAULT_STATS_RANGE,
  STATS_RANGES,
  STATS_RANGE_DAYS,
  type DashboardStats,
  type StatsRange,
} from '@academy/contract/dashboard';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/loading-block';
import { DASHBOARD_TABLE } from '@/lib/i18n/messages/dashboard';
import { useStats } from '../api/get-stats';
import { RangeSwitch } from '../components/range-switch';
import { SignupsChart } from '../components/signups-chart';
import { StatCard } from '../components/stat-card';
import { TopCourses } from '../components/top-courses';

const CARDS: {
  key: keyof Pick<
    DashboardStats,
    'newStudents' | 'enrolments' | 'revenuePaise' | 'enquiries' | 'feedback'
  >;
  label: MessageDescriptor;
  format: (n: number) => string;
  icon: ReactNode;
}[] = [
  { key: 'newStudents', label: msg`New students`, format: formatCount, icon: <UserPlus /> },
  { key: 'enrolments', label: msg`Enrolments`, format: formatCount, icon: <GraduationCap /> },
  { key: 'revenuePaise', label: msg`Revenue`, format: formatRupees, icon: <IndianRupee /> },
  { key: 'enquiries', label: msg`Enquiries`, format: formatCount, icon: <PhoneCall /> },
  { key: 'feedback', label: msg`Feedback`, format: formatCount, icon: <MessageSquare /> },
];

/** The range lives in the URL (`?range=7d`), so a view can be bookmarked or shared. */
function useRange(): [StatsRange, (range: StatsRange) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('range');
  const range = STATS_RANGES.includes(value as StatsRange)
    ? (value as StatsRange)
    : DEFAULT_STATS_RANGE;
  const setRange = (next: StatsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('range', next);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange];
}

interface DashboardPageProps {
  /** The course grid with search, edit and delete (the courses area supplies it). */
  courseGrid?: ReactNode;
}

/** /admin/dashboard: the range's figures, sign-ups per day, top courses and the courses. */
export function DashboardPage({ courseGrid }: DashboardPageProps) {
  const [range, setRange] = useRange();
  const stats = useStats(range);
  const days = STATS_RANGE_DAYS[range];
  const { t, i18n } = useLingui();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Admin dashboard</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>How the academy is doing, and its courses.</Trans>
          </p>
        </div>
        <RangeSwitch value={range} onChange={setRange} />
      </header>

      <section
        aria-label={t`Figures for the chosen range`}
        className="mt-8"
        aria-busy={stats.isFetching}
      >
        {stats.isPending ? (
          <LoadingBlock label={t`Loading figures`} />
        ) : stats.isError ? (
          <div role="alert" className="grid justify-items-center gap-4 py-12 text-center">
            <p className="font-semibold">{i18n._(DASHBOARD_TABLE.descriptors.loadError)}</p>
            <Button onClick={() => void stats.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {CARDS.map((card) => (
                <StatCard
                  key={card.key}
                  label={i18n._(card.label)}
                  figure={stats.data[card.key]}
                  format={card.format}
                  days={days}
                  icon={card.icon}
                />
              ))}
            </div>
            <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
              <section
                aria-labelledby="signups-heading"
                className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
              >
                <h2 id="signups-heading" className="mb-3 font-semibold">
                  <Trans>Sign-ups per day</Trans>
                </h2>
                <SignupsChart days={stats.data.signupsPerDay} />
              </section>
              <section
                aria-labelledby="top-courses-heading"
                className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
              >
                <h2 id="top-courses-heading" className="mb-3 font-semibold">
                  <Trans>Top courses</Trans>
                </h2>
                <TopCourses courses={stats.data.topCourses} />
              </section>
            </div>
          </>
        )}
      </section>

      {courseGrid && (
        <section aria-labelledby="courses-heading" className="mt-12">
          <h2 id="courses-heading" className="mb-4 text-xl font-semibold">
            <Trans>Courses</Trans>
          </h2>
          {courseGrid}
        </section>
      )}
    </div>
  );
}
