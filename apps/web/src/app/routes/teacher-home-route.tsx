import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { LeadDeskLink } from '@/features/admissions/components/lead-desk-link';
import { AnnouncementForm } from '@/features/announcements/components/announcement-form';
import { AnnouncementList } from '@/features/announcements/components/announcement-list';
import { useTeacherBatches } from '@/features/timetable/api/teacher-batches';
import { TeacherHomePage } from '@/features/timetable/pages/teacher-home-page';

/**
 * /teacher: the teacher's home, with announcements to their own batches, their paper tests and
 * their homework, and the leads when an admin named them counsellor.
 */
export function TeacherHomeRoute() {
  const batches = useTeacherBatches();
  return (
    <TeacherHomePage>
      <Link
        to="/paper-tests"
        className="w-fit font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Paper tests and marks</Trans>
      </Link>
      <Link
        to="/homework"
        className="w-fit font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Homework</Trans>
      </Link>
      <Link
        to="/report-cards"
        className="w-fit font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Report cards and remarks</Trans>
      </Link>
      <LeadDeskLink />
      {/* Until the batches load there is nothing to post to; the page shows its own spinner. */}
      {batches.data && <AnnouncementForm batches={batches.data} allowWholeAcademy={false} />}
      <AnnouncementList />
    </TeacherHomePage>
  );
}
