import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router';
import { CourseEditor } from '../components/course-editor';
import { emptyCourseForm } from '../components/course-form-state';
import { courseEditPath } from '@/lib/admin-paths';
import { Redirect } from '@/lib/redirect';

/** /admin/upload: a new course. The editor of an existing one has its own address. */
export function CourseUploadPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const initial = useMemo(() => emptyCourseForm(), []);
  // Links and bookmarks from before the editor had an address: navigation state or ?courseId=.
  const stateId = (location.state as { courseId?: unknown } | null)?.courseId;
  const oldId = typeof stateId === 'string' ? stateId : params.get('courseId');
  if (oldId) return <Redirect to={courseEditPath(oldId)} />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        <Trans>Upload course</Trans>
      </h1>
      <p className="mb-8 text-muted-foreground">
        <Trans>Publish a course from YouTube videos and playlists.</Trans>
      </p>
      <CourseEditor initial={initial} />
    </div>
  );
}
