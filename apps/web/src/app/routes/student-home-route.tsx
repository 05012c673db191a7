import { Link } from 'react-router';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, WifiOff } from 'lucide-react';
import { STUDENT_CLASS_OPTIONS } from '@academy/contract/classes';
import { COURSE_MESSAGES } from '@academy/contract/course-display';
import { homePathOf, isStudent } from '@academy/contract/roles';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';
import { AnnouncementList } from '@/features/announcements/components/announcement-list';
import { useUser } from '@/lib/session';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { classLabelOf } from '@/lib/i18n/study-filter-names';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { CourseCard } from '@/features/courses/components/course-card';
import { CourseProgressList } from '@/features/enrolments/components/course-progress-list';
import { TestCard } from '@/features/mock-tests/components/test-card';
import { TestResultList } from '@/features/mock-tests/components/test-result-list';
import { FeesDue } from '@/features/payments/components/fees-due';
import { StudentHomeworkList } from '@/features/homework/components/student-homework-list';
import { PaperResults } from '@/features/paper-tests/components/paper-results';
import { PaymentList } from '@/features/payments/components/my-payments';
import { ReportCardDownloads } from '@/features/report-cards/components/report-card-downloads';
import { useStudentHome } from '@/features/student-home/api/get-student-home';
import { ContinueWatching } from '@/features/student-home/components/continue-watching';
import { HomeEmpty } from '@/features/student-home/components/home-empty';
import { HomeSection } from '@/features/student-home/components/home-section';
import { AttendanceSummary } from '@/features/timetable/components/attendance-summary';
import { TodayClasses } from '@/features/timetable/components/today-classes';
import { Redirect } from '@/lib/redirect';

/** On a phone a row of cards scrolls sideways inside its own strip; wider, it is a grid. */
const ROW =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4';
const ROW_ITEM = 'w-[80%] shrink-0 snap-start sm:w-auto';

/**
 * /dashboard: the signed-in student's home, where sign-in and registration land. An admin's
 * home is the admin dashboard.
 */
export function StudentHomeRoute() {
  const { user } = useUser();
  // Everyone else has a home of their own.
  if (user && !isStudent(user.roles)) return <Redirect to={homePathOf(user.roles)} />;
  return (
    <StudentHome
      userId={user?.userId ?? ''}
      name={user?.name ?? ''}
      studentClass={user?.class ?? null}
    />
  );
}

function StudentHome({
  userId,
  name,
  studentClass,
}: {
  userId: string;
  name: string;
  studentClass: string | null;
}) {
  const { t, i18n } = useLingui();
  const home = useStudentHome();
  const classLabel = STUDENT_CLASS_OPTIONS.some((o) => o.value === studentClass)
    ? classLabelOf(i18n, studentClass)
    : '';
  const firstName = name.split(' ')[0];
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Namaste, {firstName}</Trans>
        </h1>
        <p className="text-muted-foreground">
          {classLabel ? `${classLabel} · ` : ''}
          <Trans>Your courses, tests and notes in one place.</Trans>
        </p>
      </header>
      {/* A student in a batch: today's classes and attendance first; others see neither. */}
      <TodayClasses hideWhenNone />
      <AnnouncementList hideWhenNone />
      {userId && <Homework studentId={userId} />}
      {userId && <BatchAttendance studentId={userId} />}
      {userId && <BatchResults studentId={userId} />}
      {userId && <BatchReportCards studentId={userId} />}
      {home.isPending ? (
        <LoadingBlock label={t`Loading your home`} />
      ) : home.isError ? (
        <RetryBlock
          message={<Trans>Error loading your home</Trans>}
          onRetry={() => void home.refetch()}
        />
      ) : (
        <Sections data={home.data} />
      )}
    </div>
  );
}

/** What the student may still send, then what came back checked: how they hear of it here. */
function Homework({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  return (
    <>
      <StudentHomeworkList
        studentId={studentId}
        show="pending"
        hideWhenNone
        wrap={(list) => (
          <HomeSection id="home-homework" title={t`Homework due`}>
            {list}
          </HomeSection>
        )}
      />
      <StudentHomeworkList
        studentId={studentId}
        show="returned"
        hideWhenNone
        wrap={(list) => (
          <HomeSection id="home-homework-returned" title={t`Homework returned`}>
            {list}
          </HomeSection>
        )}
      />
    </>
  );
}

function BatchAttendance({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  return (
    <AttendanceSummary
      studentId={studentId}
      hideWhenNone
      wrap={(summary) => (
        <HomeSection id="home-attendance" title={t`My attendance`}>
          {summary}
        </HomeSection>
      )}
    />
  );
}

function BatchResults({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  return (
    <PaperResults
      studentId={studentId}
      hideWhenNone
      wrap={(results) => (
        <HomeSection id="home-paper-tests" title={t`My paper tests`}>
          {results}
        </HomeSection>
      )}
    />
  );
}

function BatchReportCards({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  return (
    <ReportCardDownloads
      studentId={studentId}
      hideWhenNone
      wrap={(cards) => (
        <HomeSection id="home-report-cards" title={t`My report cards`}>
          {cards}
        </HomeSection>
      )}
    />
  );
}

function Sections({ data }: { data: NonNullable<ReturnType<typeof useStudentHome>['data']> }) {
  const { t, i18n } = useLingui();
  const programLabel = data.program ? i18n._(PROGRAM_NAMES[data.program].label) : '';
  const courses = data.courseCount;
  const coursesForm = pluralForm(i18n, courses);
  const courseCount = formatCount(courses);
  return (
    <>
      {data.feesDue.length > 0 && (
        <HomeSection id="home-fees" title={t`Fees due`}>
          <FeesDue fees={data.feesDue} label={t`Fees due`} />
        </HomeSection>
      )}

      {data.continueWatching && <ContinueWatching next={data.continueWatching} />}

      <HomeSection
        id="home-courses"
        title={t`My courses`}
        more={
          data.courseCount > data.courses.length
            ? {
                to: '/student/my-courses',
                label: t`${select(coursesForm, { one: `All ${courseCount} course`, other: `All ${courseCount} courses` })}`,
              }
            : undefined
        }
      >
        {data.courses.length ? (
          <CourseProgressList courses={data.courses} />
        ) : (
          <HomeEmpty
            title={translateMessage(i18n, COURSE_MESSAGES.myCoursesEmpty)}
            text={translateMessage(i18n, COURSE_MESSAGES.myCoursesEmptyText)}
            to={data.program ? `/courses/${data.program}` : '/courses'}
            label={t`Browse courses`}
          />
        )}
      </HomeSection>

      <HomeSection
        id="home-tests"
        title={t`Tests for you`}
        more={data.tests.length ? { to: '/tests', label: t`All tests` } : undefined}
      >
        {data.tests.length ? (
          <ul className={ROW} aria-label={t`Tests for you`}>
            {data.tests.map((t) => (
              <li key={t.id} className={ROW_ITEM}>
                <TestCard test={t} viewer="student" headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <HomeEmpty
            title={t`No tests for your class and batches yet.`}
            to="/tests"
            label={t`Browse all tests`}
          />
        )}
      </HomeSection>

      {data.recentResults.length > 0 && (
        <HomeSection
          id="home-results"
          title={t`Recent results`}
          more={{ to: '/student/my-tests', label: t`My tests` }}
        >
          <TestResultList
            results={data.recentResults}
            label={t`Recent results`}
            linkOf={(r) => `/tests/attempt/${r.id}/result`}
          />
        </HomeSection>
      )}

      {data.notes.length > 0 && (
        <HomeSection
          id="home-notes"
          title={t`My notes`}
          more={{ to: '/notes', label: t`All notes` }}
        >
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t`My notes`}>
            {data.notes.map((note) => (
              <li key={note.id}>
                <a
                  href={`/api/notes/${note.id}/file`}
                  target="_blank"
                  rel="noopener"
                  className="flex items-center gap-2 rounded-lg border bg-card p-3 font-medium underline-offset-4 hover:underline"
                >
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  <span className="min-w-0 truncate">{note.title}</span>
                </a>
              </li>
            ))}
          </ul>
          <Link
            to="/saved"
            className="flex w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <WifiOff aria-hidden="true" className="size-4" />{' '}
            <Trans>Saved for offline reading</Trans>
          </Link>
        </HomeSection>
      )}

      {data.purchases.length > 0 && (
        <HomeSection
          id="home-purchases"
          title={t`Purchases`}
          more={{ to: '/profile', label: t`All payments` }}
        >
          <PaymentList orders={data.purchases} />
        </HomeSection>
      )}

      <HomeSection
        id="home-recommended"
        title={programLabel ? t`Recommended for ${programLabel}` : t`Recommended courses`}
        more={
          data.recommended.length
            ? {
                to: data.program ? `/courses/${data.program}` : '/courses',
                label: t`Browse courses`,
              }
            : undefined
        }
      >
        {data.recommended.length ? (
          <ul className={ROW} aria-label={t`Recommended courses`}>
            {data.recommended.map((course) => (
              <li key={course._id} className={ROW_ITEM}>
                <CourseCard course={course} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <HomeEmpty
            title={t`No courses for your class and batches yet.`}
            to="/courses"
            label={t`Browse the catalogue`}
          />
        )}
      </HomeSection>
    </>
  );
}
