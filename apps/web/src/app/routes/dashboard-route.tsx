import { useQueryClient } from '@tanstack/react-query';
import { AdminCourseGrid } from '@/features/courses/components/admin-course-grid';
import { statsQueryKey } from '@/features/dashboard/api/get-stats';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';

/** /admin/dashboard: the figures, with the courses area's grid below them. */
export function DashboardRoute() {
  const queryClient = useQueryClient();
  return (
    <DashboardPage
      courseGrid={
        <AdminCourseGrid
          // A deleted course leaves the top courses list.
          onDeleted={() => void queryClient.invalidateQueries({ queryKey: statsQueryKey })}
        />
      }
    />
  );
}
