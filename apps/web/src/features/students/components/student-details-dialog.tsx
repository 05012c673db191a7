import { classLabel } from '@academy/contract/classes';
import type { StudentRow } from '@academy/contract/students';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

/** View Details: the student's profile as the academy holds it. */
export function StudentDetailsDialog({
  student,
  onClose,
}: {
  student: StudentRow;
  onClose: () => void;
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
      <DialogContent>
        <DialogTitle>{student.name}</DialogTitle>
        <DialogDescription>Profile</DialogDescription>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          Enrollments, lesson progress and test results appear here once the student has them.
        </p>
      </DialogContent>
    </Dialog>
  );
}
