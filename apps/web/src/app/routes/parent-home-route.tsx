import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChildSummary } from '@academy/contract/people';
import { LoadError } from '@/components/load-error';
import { ProgressBar } from '@/components/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { AnnouncementList } from '@/features/announcements/components/announcement-list';
import { useUser } from '@/lib/session';
import { TestResultList } from '@/features/mock-tests/components/test-result-list';
import { FeesDue } from '@/features/payments/components/fees-due';
import { StudentHomeworkList } from '@/features/homework/components/student-homework-list';
import { PaperResults } from '@/features/paper-tests/components/paper-results';
import { PaymentList } from '@/features/payments/components/my-payments';
import { ReportCardDownloads } from '@/features/report-cards/components/report-card-downloads';
import { useChildProgress } from '@/features/people/api/get-child-progress';
import { useMyChildren } from '@/features/people/api/get-my-children';
import { MyChildren } from '@/features/people/components/my-children';
import { HomeSection } from '@/features/student-home/components/home-section';
import { AttendanceSummary } from '@/features/timetable/components/attendance-summary';
import { TodayClasses } from '@/features/timetable/components/today-classes';
import { classLabelOf } from '@/lib/i18n/study-filter-names';

/**
 * /parent: a parent's home: today's classes of their children's batches, the announcements of
 * those batches and the academy's, then each child's attendance, paper tests, homework (pending,
 * late and returned), latest test results, courses and fees paid. Without a child yet, how to link one.
 */
export function ParentHomeRoute() {
  const { t } = useLingui();
  const { user } = useUser();
  const children = useMyChildren();
  const firstName = (user?.name ?? '').split(' ')[0];
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Namaste, {firstName}</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Your children’s classes, attendance, results and fees.</Trans>
        </p>
      </header>
      <TodayClasses hideWhenNone />
      <AnnouncementList />
      {children.isPending ? (
        <Spinner label={t`Loading your children`} />
      ) : children.isError ? (
        <LoadError error={children.error} />
      ) : children.data.length === 0 ? (
        <MyChildren />
      ) : (
        <>
          {children.data.map((child) => (
            <ChildSection key={child.userId} child={child} />
          ))}
          <Link
            to="/profile"
            className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>Link another child</Trans>
          </Link>
        </>
      )}
    </div>
  );
}

function ChildSection({ child }: { child: ChildSummary }) {
  const { t, i18n } = useLingui();
  const progress = useChildProgress(child.userId);
  const id = (part: string) => `child-${child.userId}-${part}`;
  const name = child.name;
  return (
    <section aria-labelledby={id('name')} className="grid gap-6 rounded-xl border p-4 sm:p-6">
      <header>
        <h2 id={id('name')} className="text-xl font-bold tracking-tight">
          {name}
        </h2>
        {child.class && (
          <p className="text-sm text-muted-foreground">{classLabelOf(i18n, child.class)}</p>
        )}
      </header>
      <HomeSection id={id('attendance')} title={t`Attendance`} level={3}>
        <AttendanceSummary studentId={child.userId} />
      </HomeSection>
      <HomeSection id={id('paper-tests')} title={t`Paper tests`} level={3}>
        <PaperResults studentId={child.userId} headingLevel={4} />
      </HomeSection>
      <HomeSection id={id('homework')} title={t`Homework`} level={3}>
        <StudentHomeworkList studentId={child.userId} show="all" headingLevel={4} />
      </HomeSection>
      <HomeSection id={id('report-cards')} title={t`Report cards`} level={3}>
        <ReportCardDownloads studentId={child.userId} />
      </HomeSection>
      {progress.isPending ? (
        <Spinner label={t`Loading ${name}’s progress`} />
      ) : progress.isError ? (
        <LoadError error={progress.error} />
      ) : (
        <>
          <HomeSection id={id('results')} title={t`Latest test results`} level={3}>
            {progress.data.results.length > 0 ? (
              <TestResultList results={progress.data.results} label={t`Latest test results`} />
            ) : (
              <p className="text-muted-foreground">
                <Trans>No tests taken yet.</Trans>
              </p>
            )}
          </HomeSection>
          <HomeSection id={id('courses')} title={t`Courses`} level={3}>
            {progress.data.courses.length > 0 ? (
              <ul className="grid gap-3" aria-label={t`${name}’s courses`}>
                {progress.data.courses.map((course) => {
                  const title = course.title;
                  return (
                    <li key={course._id} className="grid gap-2 rounded-lg border bg-card p-3">
                      <p className="font-medium">{title}</p>
                      <ProgressBar value={course.progress} label={t`Progress in ${title}`} />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-muted-foreground">
                <Trans>Not in any course yet.</Trans>
              </p>
            )}
          </HomeSection>
          {progress.data.feesDue.length > 0 && (
            <HomeSection id={id('fees-due')} title={t`Fees due`} level={3}>
              <FeesDue
                fees={progress.data.feesDue}
                forStudentId={child.userId}
                label={t`${name}’s fees due`}
              />
            </HomeSection>
          )}
          <HomeSection id={id('fees')} title={t`Fees paid`} level={3}>
            {progress.data.payments.length > 0 ? (
              <PaymentList orders={progress.data.payments} />
            ) : (
              <p className="text-muted-foreground">
                <Trans>No fees paid yet.</Trans>
              </p>
            )}
          </HomeSection>
        </>
      )}
    </section>
  );
}
