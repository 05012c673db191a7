import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classLabel } from '@academy/contract/classes';
import type { StudentRow } from '@academy/contract/students';
import { ProgressBar } from '@/components/progress-bar';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useStudentDetails } from '../api/get-student-details';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

function StudentEnrollments({ studentId }: { studentId: string }) {
  const details = useStudentDetails(studentId);
  if (details.isPending) return <Spinner label="Loading enrollments" />;
  if (details.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Error: {details.error.message}
      </p>
    );
  const { enrollments } = details.data;
  if (enrollments.length === 0)
    return <p className="text-sm text-muted-foreground">Not enrolled in any course yet.</p>;
  return (
    <ul className="grid gap-4" aria-label="Enrolled courses">
      {enrollments.map((e) => (
        <li key={e.courseId} className="grid gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <Link to={`/course/${e.courseId}`} className="font-medium hover:underline">
              {e.title}
            </Link>
            <span className="text-muted-foreground">
              Enrolled {dateFormat.format(new Date(e.enrolledAt))}
              {e.status === 'archived' ? ' · archived course' : ''}
            </span>
          </div>
          <ProgressBar value={e.progress} label={`Progress in ${e.title}`} />
          <p className="text-xs text-muted-foreground">
            {e.completedCount} of {e.lessonCount} lessons completed
          </p>
        </li>
      ))}
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
  const rows: [string, string][] = [
    ['Phone', student.phone ?? 'N/A'],
    ['Email', student.email ?? '—'],
    ['School', student.school ?? '—'],
    ['Class', student.classes ? classLabel(student.classes) : '—'],
    ['Stream', student.stream ?? '—'],
    ['Gender', student.gender ?? '—'],
    ['Status', student.status === 'suspended' ? 'Suspended' : 'Active'],
    ['Joined', dateFormat.format(new Date(student.createdAt))],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{student.name}</DialogTitle>
        <DialogDescription>Profile, enrollments and progress</DialogDescription>
        <section aria-labelledby="student-profile-heading" className="grid gap-3">
          <h3 id="student-profile-heading" className="font-semibold">
            Profile
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
        <section aria-labelledby="student-enrollments-heading" className="grid gap-3">
          <h3 id="student-enrollments-heading" className="font-semibold">
            Enrollments
          </h3>
          <StudentEnrollments studentId={student.userId} />
        </section>
        {testResults}
      </DialogContent>
    </Dialog>
  );
}
