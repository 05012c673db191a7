import { StudentTestResults } from '@/features/mock-tests/components/student-test-results';
import { ManageStudentsPage } from '@/features/students/pages/manage-students-page';

/** /admin/manage-students: View Details shows the student's test results from the tests area. */
export function ManageStudentsRoute() {
  return (
    <ManageStudentsPage
      renderTestResults={(studentId) => <StudentTestResults studentId={studentId} />}
    />
  );
}
