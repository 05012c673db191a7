import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StudentRow } from '@academy/contract/students';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { ProgressBar } from '@/components/progress-bar';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { genderLabelOf } from '@/lib/i18n/account-labels';
import { classLabelOf, streamLabelOf } from '@/lib/i18n/study-filter-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useStudentDetails } from '../api/get-student-details';

const DATE_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

function StudentEnrolments({ studentId }: { studentId: string }) {
  const { t, i18n } = useLingui();
  const dateFormat = useDateFormat(DATE_STYLE);
  const details = useStudentDetails(studentId);
  if (details.isPending) return <Spinner label={t`Loading enrolments`} />;
  if (details.isError) return <LoadError error={details.error} className="text-sm" />;
  const { enrolments } = details.data;
  if (enrolments.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Not enrolled in any course yet.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-4" aria-label={t`Enrolled courses`}>
      {enrolments.map((e) => {
        const date = dateFormat.format(new Date(e.enrolledAt));
        const { title, lessonCount } = e;
        const completedCount = formatCount(e.completedCount);
        const lessonsForm = pluralForm(i18n, lessonCount);
        const lessonTotal = formatCount(lessonCount);
        return (
          <li key={e.courseId} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <Link to={`/course/${e.courseId}`} className="font-medium hover:underline">
                {e.title}
              </Link>
              <span className="text-muted-foreground">
                {e.status === 'archived'
                  ? t`Enrolled ${date} · archived course`
                  : t`Enrolled ${date}`}
              </span>
            </div>
            <ProgressBar value={e.progress} label={t`Progress in ${title}`} />
            <p className="text-xs text-muted-foreground">
              {t`${select(lessonsForm, { one: `${completedCount} of ${lessonTotal} lesson completed`, other: `${completedCount} of ${lessonTotal} lessons completed` })}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** View Details: the student's profile, their enrolled courses and their progress in each. */
export function StudentDetailsDialog({
  student,
  onClose,
  testResults,
}: {
  student: StudentRow;
  onClose: () => void;
  /** Mock-test results, once the tests area supplies them. */
  testResults?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const dateFormat = useDateFormat(DATE_STYLE);
  const rows: [string, string][] = [
    [t`Phone`, student.phone ?? t`N/A`],
    [t`Email`, student.email ?? '—'],
    [t`School`, student.school ?? '—'],
    [t`Class`, student.classes ? classLabelOf(i18n, student.classes) : '—'],
    [t`Stream`, student.stream ? streamLabelOf(i18n, student.stream) : '—'],
    [t`Gender`, student.gender ? genderLabelOf(i18n, student.gender) : '—'],
    [t`Status`, student.status === 'suspended' ? t`Suspended` : t`Active`],
    [t`Joined`, dateFormat.format(new Date(student.createdAt))],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{student.name}</DialogTitle>
        <DialogDescription>
          <Trans>Profile, enrolments and progress</Trans>
        </DialogDescription>
        <section aria-labelledby="student-profile-heading" className="grid gap-3">
          <h3 id="student-profile-heading" className="font-semibold">
            <Trans>Profile</Trans>
          </h3>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="student-enrolments-heading" className="grid gap-3">
          <h3 id="student-enrolments-heading" className="font-semibold">
            <Trans>Enrolments</Trans>
          </h3>
          <StudentEnrolments studentId={student.userId} />
        </section>
        {testResults}
      </DialogContent>
    </Dialog>
  );
}
