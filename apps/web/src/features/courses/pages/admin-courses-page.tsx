import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AdminCourseGrid } from '../components/admin-course-grid';

/** /admin/courses: every course, drafts and archived ones too, to find one and edit it. */
export function AdminCoursesPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Courses</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>Published, draft and archived courses: search, edit or delete one.</Trans>
          </p>
        </div>
        <Button asChild>
          <Link to="/admin/upload">
            <Plus aria-hidden="true" /> <Trans>Upload course</Trans>
          </Link>
        </Button>
      </header>
      <AdminCourseGrid headingLevel={2} />
    </div>
  );
}
