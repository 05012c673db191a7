import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseSummary } from '@academy/contract/course-display';
import { Pagination, pageCount } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { COURSE_TABLE } from '@/lib/i18n/messages/courses';
import { useCourses } from '../api/list-courses';
import { CourseCard, CourseGridSkeleton } from './course-card';
import { DeleteCourseDialog } from './delete-course-dialog';

const PAGE_SIZE = 6;

interface AdminCourseGridProps {
  onDeleted?: () => void;
  /** The cards' heading level: 3 under the dashboard's "Courses" heading, 2 on the courses page. */
  headingLevel?: 2 | 3;
}

/** Every course (drafts and archived too) with search, edit and delete: the admin's grid. */
export function AdminCourseGrid({ onDeleted, headingLevel = 3 }: AdminCourseGridProps) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<CourseSummary | null>(null);
  const { t, i18n } = useLingui();
  const query = useCourses({ q: q || undefined, status: 'all', page, pageSize: PAGE_SIZE });

  return (
    <div className="grid gap-6">
      <SearchField
        label={t`Search courses`}
        placeholder={t`Title, topic or tag`}
        value={q}
        onSearch={(next) => {
          setQ(next.trim());
          setPage(1);
        }}
        className="max-w-sm"
      />
      {query.isPending ? (
        <CourseGridSkeleton />
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-center gap-4 py-12 text-center">
          <p className="font-semibold">{i18n._(COURSE_TABLE.descriptors.listError)}</p>
          <Button onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p role="status" className="py-12 text-center font-semibold">
          {i18n._(q ? COURSE_TABLE.descriptors.listEmpty : COURSE_TABLE.descriptors.adminListEmpty)}
        </p>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Courses`}>
            {query.data.items.map((course) => (
              <li key={course._id} className="grid">
                <CourseCard
                  course={course}
                  isAdmin
                  headingLevel={headingLevel}
                  onDelete={setToDelete}
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={pageCount(query.data)} onPage={setPage} />
        </>
      )}
      <DeleteCourseDialog
        course={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
