import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ProgramSlug } from '@academy/contract/programs';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { useCourses } from '../api/list-courses';
import { CourseCard } from './course-card';

const SHOWN = 4;

/**
 * The catalogue's first row for a student: the popular courses of their own class's program,
 * before everything else.
 */
export function OwnProgramCourses({ program }: { program: ProgramSlug }) {
  const query = useCourses({ program, sort: 'popular', page: 1, pageSize: SHOWN });
  const { t } = useLingui();
  const label = t(PROGRAM_NAMES[program].label);
  if (!query.data?.items.length) return null;
  const total = query.data.total;
  return (
    <section aria-labelledby="own-program-heading" className="mb-10 grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="own-program-heading" className="text-xl font-semibold tracking-tight">
          <Trans>For your class: {label}</Trans>
        </h2>
        {query.data.total > SHOWN && (
          <Link
            to={`/courses/${program}`}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>
              All {total} {label} courses
            </Trans>
          </Link>
        )}
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={t`Courses for ${label}`}>
        {query.data.items.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
